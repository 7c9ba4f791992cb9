import { createListCollection, type ListCollection } from '@ark-ui/react/collection'
import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect } from '@ark-ui/react/select'
import { STATES } from '@atendimento/domain/br/states'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { select } from '@atendimento/ui/styled-system/recipes'
import { Check, ChevronDown } from 'lucide-react'
import { type ReactNode, useMemo } from 'react'

const { withProvider, withContext } = createStyleContext(select)

export const Root = withProvider(ArkSelect.Root, 'root')
export const Label = withContext(ArkSelect.Label, 'label')
export const Control = withContext(ArkSelect.Control, 'control')
export const Trigger = withContext(ArkSelect.Trigger, 'trigger')
export const ValueText = withContext(ArkSelect.ValueText, 'valueText')
export const Indicator = withContext(ArkSelect.Indicator, 'indicator')
export const Positioner = withContext(ArkSelect.Positioner, 'positioner')
export const Content = withContext(ArkSelect.Content, 'content')
export const List = withContext(ArkSelect.List, 'list')
export const Item = withContext(ArkSelect.Item, 'item')
export const ItemText = withContext(ArkSelect.ItemText, 'itemText')
export const ItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator')
export const ItemGroup = withContext(ArkSelect.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(ArkSelect.ItemGroupLabel, 'itemGroupLabel')
export const HiddenSelect = ArkSelect.HiddenSelect
export { createListCollection }

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps {
  /** Visible label; inside `Field.Root` pass none and use `Field.Label` instead. */
  label?: ReactNode
  options: readonly SelectOption[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  placeholder?: string
  name?: string
  id?: string
  disabled?: boolean
  invalid?: boolean
  required?: boolean
  readOnly?: boolean
  onBlur?: () => void
  /** Starts with the list open (for review). */
  defaultOpen?: boolean
}

/** A single-choice list (Ark Select) with a hidden native select so forms post its value. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Selecione',
  name,
  id,
  disabled,
  invalid,
  required,
  readOnly,
  onBlur,
  defaultOpen,
}: SelectProps) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: options as SelectOption[],
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [options],
  )
  return (
    <Root
      collection={collection as ListCollection<unknown>}
      value={value === undefined ? undefined : value ? [value] : []}
      defaultValue={defaultValue ? [defaultValue] : undefined}
      onValueChange={(details) => onValueChange?.(details.value[0] ?? '')}
      onInteractOutside={onBlur}
      name={name}
      ids={id ? { trigger: id } : undefined}
      disabled={disabled}
      invalid={invalid}
      required={required}
      readOnly={readOnly}
      positioning={{ sameWidth: true }}
      defaultOpen={defaultOpen}
    >
      {label && <Label>{label}</Label>}
      <Control>
        <Trigger>
          <ValueText placeholder={placeholder} />
          <Indicator>
            <ChevronDown aria-hidden="true" />
          </Indicator>
        </Trigger>
      </Control>
      <Portal>
        <Positioner>
          <Content>
            {collection.items.map((item) => (
              <Item key={item.value} item={item}>
                <ItemText>{item.label}</ItemText>
                <ItemIndicator>
                  <Check aria-hidden="true" />
                </ItemIndicator>
              </Item>
            ))}
          </Content>
        </Positioner>
      </Portal>
      <HiddenSelect />
    </Root>
  )
}

const stateOptions: readonly SelectOption[] = STATES.map((state) => ({
  value: state.code,
  label: state.name,
}))

/** The 27 Brazilian states (the domain's list); the value is the two-letter code. */
export function StateSelect({
  placeholder = 'Selecione o estado',
  ...props
}: Omit<SelectProps, 'options'>) {
  return <Select {...props} options={stateOptions} placeholder={placeholder} />
}
