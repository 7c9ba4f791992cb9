import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { switchRecipe } from '@atendimento/ui/styled-system/recipes'
import type { ComponentProps, ReactNode } from 'react'

const { withProvider, withContext } = createStyleContext(switchRecipe)

export const Root = withProvider(ArkSwitch.Root, 'root')
export const Control = withContext(ArkSwitch.Control, 'control')
export const Thumb = withContext(ArkSwitch.Thumb, 'thumb')
export const Label = withContext(ArkSwitch.Label, 'label')
export const HiddenInput = ArkSwitch.HiddenInput

export interface SwitchProps extends ComponentProps<typeof Root> {
  children?: ReactNode
}

/** An on/off switch with its label (role switch on the hidden input). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <Root {...props}>
      <Control>
        <Thumb />
      </Control>
      {children && <Label>{children}</Label>}
      <HiddenInput role="switch" />
    </Root>
  )
}
