import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import { css } from '@atendimento/ui/styled-system/css'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { radioGroup } from '@atendimento/ui/styled-system/recipes'
import type { ComponentProps, ReactNode } from 'react'

const { withProvider, withContext } = createStyleContext(radioGroup)

export const Root = withProvider(ArkRadioGroup.Root, 'root')
export const Label = withContext(ArkRadioGroup.Label, 'label')
export const Item = withContext(ArkRadioGroup.Item, 'item')
export const ItemControl = withContext(ArkRadioGroup.ItemControl, 'itemControl')
export const ItemText = withContext(ArkRadioGroup.ItemText, 'itemText')
export const Indicator = withContext(ArkRadioGroup.Indicator, 'indicator')
export const ItemHiddenInput = ArkRadioGroup.ItemHiddenInput

export interface RadioOption {
  value: string
  label: ReactNode
  disabled?: boolean
}

export interface RadioGroupProps extends Omit<ComponentProps<typeof Root>, 'children'> {
  label?: ReactNode
  options: readonly RadioOption[]
}

const itemsRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '6',
  rowGap: '2',
  '[data-orientation=vertical] > &': { flexDirection: 'column' },
})

/** One choice among a few, all visible (the registration's gender, for instance). */
export function RadioGroup({
  label,
  options,
  orientation = 'horizontal',
  ...props
}: RadioGroupProps) {
  return (
    <Root orientation={orientation} {...props}>
      {label && <Label>{label}</Label>}
      <div className={itemsRow}>
        {options.map((option) => (
          <Item key={option.value} value={option.value} disabled={option.disabled}>
            {/* The item is a `label`, which holds phrasing content: the dot is a span. */}
            <ItemControl asChild>
              <span />
            </ItemControl>
            <ItemText>{option.label}</ItemText>
            <ItemHiddenInput />
          </Item>
        ))}
      </div>
    </Root>
  )
}
