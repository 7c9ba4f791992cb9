import { createListCollection, type ListCollection } from '@ark-ui/react/collection'
import { ark } from '@ark-ui/react/factory'
import { useFieldContext } from '@ark-ui/react/field'
import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect, useSelectContext } from '@ark-ui/react/select'
import { findStateByTyping } from '@atendimento/domain/br/state-search'
import { STATES } from '@atendimento/domain/br/states'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { select } from '@atendimento/ui/styled-system/recipes'
import { Check, ChevronDown } from 'lucide-react'
import { type ReactNode, useId, useMemo } from 'react'

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

/**
 * The native select behind the list, for forms and autofill: Ark's own, except that the empty
 * choice shown before one is made carries the placeholder (an empty option without a label is
 * invalid HTML).
 */
export function HiddenSelect({ placeholder }: { placeholder: string }) {
  const select = useSelectContext()
  const field = useFieldContext()
  const { collection } = select
  return (
    <ark.select aria-describedby={field?.ariaDescribedby} {...select.getHiddenSelectProps()}>
      {select.value.length === 0 && <option value="">{placeholder}</option>}
      {collection.items.map((item) => {
        const value = collection.getItemValue(item) ?? ''
        return (
          <option key={value} value={value} disabled={collection.getItemDisabled(item)}>
            {collection.stringifyItem(item)}
          </option>
        )
      })}
    </ark.select>
  )
}
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
  /**
   * The option's value that what was typed (the typeahead) means, from `current` on; by default
   * the first label starting with it, as Ark does.
   */
  findByText?: (typed: string, current: string | null | undefined) => string | undefined
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
  findByText,
}: SelectProps) {
  // Ark names an option's element after its value, and a value may hold spaces ('Impressão 3D'),
  // which an id may not: the option's place in the list names it instead.
  const baseId = useId()
  const field = useFieldContext()
  const optionId = (itemValue: string | number) =>
    `${baseId}-opcao-${options.findIndex((option) => option.value === itemValue)}`
  const collection = useMemo(() => {
    const made = createListCollection({
      items: options as SelectOption[],
      isItemDisabled: (item) => Boolean(item.disabled),
    })
    // Ark's typeahead asks the collection for the item a text means: its search calls this
    // private member (an instance field, so replacing it on the instance takes).
    if (findByText) {
      const searchable = made as unknown as {
        getByText: (typed: string, current?: string | null) => SelectOption | undefined
      }
      searchable.getByText = (typed, current) => {
        const found = findByText(typed, current)
        return found === undefined ? undefined : (made.find(found) ?? undefined)
      }
    }
    return made
  }, [options, findByText])
  return (
    <Root
      collection={collection as ListCollection<unknown>}
      value={value === undefined ? undefined : value ? [value] : []}
      defaultValue={defaultValue ? [defaultValue] : undefined}
      onValueChange={(details) => onValueChange?.(details.value[0] ?? '')}
      onInteractOutside={onBlur}
      name={name}
      ids={{
        // Inside a Field, its label names the trigger (a button, which a label can point at);
        // Ark would point it at the hidden native select instead, which nobody sees.
        label: field?.ids.label,
        trigger: id ?? field?.ids.control,
        item: optionId,
      }}
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
          {/* A button holds phrasing content only: the chevron's box is a span. */}
          <Indicator asChild>
            <span>
              <ChevronDown aria-hidden="true" />
            </span>
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
      <HiddenSelect placeholder={placeholder} />
    </Root>
  )
}

const stateOptions: readonly SelectOption[] = STATES.map((state) => ({
  value: state.code,
  label: state.name,
}))

/**
 * The 27 Brazilian states (the domain's list); the value is the two-letter code. Typing picks
 * by name or code, accents and case aside ('sao' and 'SP' give São Paulo: findStateByTyping).
 */
export function StateSelect({
  placeholder = 'Selecione o estado',
  ...props
}: Omit<SelectProps, 'options' | 'findByText'>) {
  return (
    <Select
      {...props}
      options={stateOptions}
      placeholder={placeholder}
      findByText={findStateByTyping}
    />
  )
}
