import { PasswordInput as ArkPasswordInput } from '@ark-ui/react/password-input'
import { cx } from '@atendimento/ui/styled-system/css'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { input, passwordInput } from '@atendimento/ui/styled-system/recipes'
import { Eye, EyeOff } from 'lucide-react'
import type { ComponentProps } from 'react'

const { withProvider, withContext } = createStyleContext(passwordInput)

export const Root = withProvider(ArkPasswordInput.Root, 'root')
export const Label = withContext(ArkPasswordInput.Label, 'label')
export const Control = withContext(ArkPasswordInput.Control, 'control')
const StyledInput = withContext(ArkPasswordInput.Input, 'input')
export const VisibilityTrigger = withContext(
  ArkPasswordInput.VisibilityTrigger,
  'visibilityTrigger',
)
export const Indicator = withContext(ArkPasswordInput.Indicator, 'indicator')

export function Input({ className, ...props }: ComponentProps<typeof StyledInput>) {
  return <StyledInput {...props} className={cx(input(), className)} />
}

export interface PasswordInputProps extends ComponentProps<typeof Input> {
  /** Starts with the password shown. */
  defaultVisible?: boolean
  rootProps?: ComponentProps<typeof Root>
}

/**
 * A password field with a show/hide button. Inside `Field.Root` it takes the field's label,
 * invalid and disabled state.
 */
export function PasswordInput({ defaultVisible, rootProps, ...props }: PasswordInputProps) {
  return (
    <Root
      defaultVisible={defaultVisible}
      translations={{
        visibilityTrigger: (visible) => (visible ? 'Ocultar senha' : 'Mostrar senha'),
      }}
      {...rootProps}
    >
      <Control>
        <Input {...props} />
        <VisibilityTrigger>
          <Indicator fallback={<Eye aria-hidden="true" />}>
            <EyeOff aria-hidden="true" />
          </Indicator>
        </VisibilityTrigger>
      </Control>
    </Root>
  )
}
