import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { checkbox } from '@atendimento/ui/styled-system/recipes'
import { Check, Minus } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'

const { withProvider, withContext } = createStyleContext(checkbox)

export const Root = withProvider(ArkCheckbox.Root, 'root')
export const Control = withContext(ArkCheckbox.Control, 'control')
export const Indicator = withContext(ArkCheckbox.Indicator, 'indicator')
export const Label = withContext(ArkCheckbox.Label, 'label')
export const Group = withProvider(ArkCheckbox.Group, 'group')
export const HiddenInput = ArkCheckbox.HiddenInput

export interface CheckboxProps extends ComponentProps<typeof Root> {
  children?: ReactNode
}

/**
 * A checkbox with its label; the hidden native input posts with forms. The input (what takes
 * focus) comes first, so Tab reaches the box before any link in its label ('Li e aceito os
 * Termos de Uso'): reading order. The root is a `label`, which holds phrasing content only:
 * the box and its marks are spans, not Ark's default divs.
 */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <Root {...props}>
      <HiddenInput />
      <Control asChild>
        <span>
          <Indicator asChild>
            <span>
              <Check aria-hidden="true" strokeWidth={3} />
            </span>
          </Indicator>
          <Indicator indeterminate asChild>
            <span>
              <Minus aria-hidden="true" strokeWidth={3} />
            </span>
          </Indicator>
        </span>
      </Control>
      {children && <Label>{children}</Label>}
    </Root>
  )
}
