import { isValidCep, normalizeCep } from '@atendimento/domain/br/cep'
import { css } from '@atendimento/ui/styled-system/css'
import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import * as Field from '../field/field.tsx'
import * as Fieldset from '../fieldset/fieldset.tsx'
import { Input } from '../input/input.tsx'
import { CepInput } from '../masked-input/masked-input.tsx'
import { StateSelect } from '../select/select.tsx'

export interface AddressValue {
  zipCode: string
  state: string
  city: string
  neighborhood: string
  address: string
  addressNumber: string
  complement: string
}

export type AddressField = keyof AddressValue

export const EMPTY_ADDRESS: AddressValue = {
  zipCode: '',
  state: '',
  city: '',
  neighborhood: '',
  address: '',
  addressNumber: '',
  complement: '',
}

/** Every field of the fieldset, in its order. */
export const ADDRESS_FIELDS = Object.keys(EMPTY_ADDRESS) as AddressField[]

/**
 * Puts the focus on the state's list of the address in `form` (the first field to fill by hand
 * when the CEP lookup found nothing): its trigger, beside the hidden select that carries the name.
 */
export function focusStateField(form: HTMLElement | null | undefined): void {
  const hidden = form?.querySelector('select[name$="state"]')
  const root = hidden?.closest('[data-scope="select"][data-part="root"]')
  root?.querySelector<HTMLElement>('[data-part="trigger"]')?.focus()
}

export interface AddressFieldsetProps {
  value: AddressValue
  /** Every edit, with the field that changed (so the form can clear that field's error). */
  onChange: (value: AddressValue, field: AddressField) => void
  /** A message per field; `true` marks a field invalid when an alert above already explains why. */
  errors?: Partial<Record<AddressField, string | true>>
  /** A complete CEP lost focus: look it up (8 digits passed) and fill the other fields. */
  onCepComplete?: (cep: string) => void
  /** A field lost focus (the form may check it then). */
  onFieldBlur?: (field: AddressField) => void
  /** The CEP lookup is running. */
  lookingUp?: boolean
  disabled?: boolean
  readOnly?: boolean
  legend?: ReactNode
  /** Prefix for field ids and names, when a page has two addresses. */
  name?: string
}

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(6, minmax(0, 1fr))' },
})
const spans = {
  2: css({ gridColumn: { sm: 'span 2' } }),
  3: css({ gridColumn: { sm: 'span 3' } }),
  4: css({ gridColumn: { sm: 'span 4' } }),
  6: css({ gridColumn: { sm: 'span 6' } }),
} as const
const lookup = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  fontSize: 'sm',
  color: 'fg.muted',
  '& svg': { w: '4', h: '4', animation: 'spin' },
})

/**
 * CEP, state, city, neighbourhood, address, number and complement. A valid CEP triggers
 * `onCepComplete` on blur; every field but the complement is required.
 */
export function AddressFieldset({
  value,
  onChange,
  errors = {},
  onCepComplete,
  onFieldBlur,
  lookingUp = false,
  disabled,
  readOnly,
  legend = 'Endereço',
  name = 'address',
}: AddressFieldsetProps) {
  const set = (field: AddressField) => (text: string) =>
    onChange({ ...value, [field]: text }, field)
  const text = (field: AddressField, label: string, columns: 2 | 3 | 4 | 6, required = true) => (
    <Field.Root
      className={spans[columns]}
      invalid={Boolean(errors[field])}
      required={required}
      readOnly={readOnly}
    >
      <Field.Label>
        {label}
        {!required && ' (opcional)'}
      </Field.Label>
      <Input
        name={`${name}.${field}`}
        value={value[field]}
        onChange={(event) => set(field)(event.currentTarget.value)}
        onBlur={() => onFieldBlur?.(field)}
        autoComplete={autocomplete[field]}
      />
      <Field.ErrorText>{message(errors[field])}</Field.ErrorText>
    </Field.Root>
  )

  return (
    <Fieldset.Root disabled={disabled} aria-busy={lookingUp || undefined}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <div className={grid}>
        <Field.Root
          className={spans[2]}
          invalid={Boolean(errors.zipCode)}
          required
          readOnly={readOnly}
        >
          <Field.Label>CEP</Field.Label>
          <CepInput
            name={`${name}.zipCode`}
            value={value.zipCode}
            onValueChange={set('zipCode')}
            onBlur={() => {
              onFieldBlur?.('zipCode')
              if (isValidCep(value.zipCode)) onCepComplete?.(normalizeCep(value.zipCode))
            }}
          />
          {lookingUp ? (
            <Field.HelperText className={lookup}>
              <LoaderCircle aria-hidden="true" /> Buscando endereço...
            </Field.HelperText>
          ) : null}
          <Field.ErrorText>{message(errors.zipCode)}</Field.ErrorText>
        </Field.Root>
        <Field.Root
          className={spans[4]}
          invalid={Boolean(errors.state)}
          required
          readOnly={readOnly}
        >
          <Field.Label>Estado</Field.Label>
          <StateSelect
            name={`${name}.state`}
            value={value.state}
            onValueChange={set('state')}
            invalid={Boolean(errors.state)}
            disabled={disabled}
            readOnly={readOnly}
            required
          />
          <Field.ErrorText>{message(errors.state)}</Field.ErrorText>
        </Field.Root>
        {text('city', 'Cidade', 3)}
        {text('neighborhood', 'Bairro', 3)}
        {text('address', 'Endereço', 4)}
        {text('addressNumber', 'Número', 2)}
        {text('complement', 'Complemento', 6, false)}
      </div>
    </Fieldset.Root>
  )
}

const message = (error: string | true | undefined) => (typeof error === 'string' ? error : null)

const autocomplete: Record<AddressField, string> = {
  zipCode: 'postal-code',
  state: 'address-level1',
  city: 'address-level2',
  neighborhood: 'address-level3',
  address: 'address-line1',
  addressNumber: 'address-line2',
  complement: 'address-line3',
}
