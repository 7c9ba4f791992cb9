import type { ComponentProps, ReactNode } from 'react'
import { FormField, type RootProps } from '../components/field/field.tsx'
import { Input } from '../components/input/input.tsx'
import type { MaskedInputProps } from '../components/masked-input/masked-input.tsx'
import { PasswordInput } from '../components/password-input/password-input.tsx'
import type { FieldBinding } from './use-form.ts'

// A labelled control bound to one field of a form: `<TextField label="Email" field={form.field
// ('email')} type="email" />` instead of name, value, onChange, onBlur and error by hand.

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children'
/** What our text fields set besides their binding. */
type InputAttributes = Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'min' | 'max' | 'disabled'
>
type TextControl = (
  props: InputAttributes & Pick<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'onBlur'>,
) => ReactNode

interface LabelledProps {
  label: ReactNode
  field: FieldBinding
  /** Shown beside the label's required mark; true by default, as most of our fields are. */
  required?: boolean
  /** A line under the control, before its error. */
  helperText?: ReactNode
  /** Props of the field's root (a grid span, `readOnly` while busy). */
  rootProps?: Omit<RootProps, 'children'>
}

function Labelled({
  label,
  field,
  required = true,
  helperText,
  rootProps,
  children,
}: LabelledProps & { children: ReactNode }) {
  return (
    <FormField
      label={label}
      error={field.error}
      required={required}
      helperText={helperText}
      {...rootProps}
    >
      {children}
    </FormField>
  )
}

/** A text control (an input, or a password input with its show/hide button) bound to a field. */
export function TextField({
  label,
  field,
  required,
  helperText,
  rootProps,
  control: Control = Input,
  ...input
}: LabelledProps & InputAttributes & { control?: TextControl }) {
  return (
    <Labelled {...{ label, field, required, helperText, rootProps }}>
      <Control
        {...input}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
      />
    </Labelled>
  )
}

export function PasswordField(props: LabelledProps & InputAttributes) {
  return <TextField {...props} control={PasswordInput} />
}

/** A masked control (PhoneInput, DocumentInput, CardNumberInput...) bound to one field. */
export function MaskedField({
  label,
  field,
  required,
  helperText,
  rootProps,
  control: Control,
  ...input
}: LabelledProps &
  Omit<MaskedInputProps, Bound | 'mask' | 'onValueChange'> & {
    control: (props: Omit<MaskedInputProps, 'mask'>) => ReactNode
  }) {
  return (
    <Labelled {...{ label, field, required, helperText, rootProps }}>
      <Control
        {...input}
        name={field.name}
        value={field.value}
        onValueChange={field.onChange}
        onBlur={field.onBlur}
      />
    </Labelled>
  )
}
