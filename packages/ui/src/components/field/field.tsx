import { Field as ArkField } from '@ark-ui/react/field'
import { createStyleContext } from '@atendimento/ui/styled-system/jsx'
import { field } from '@atendimento/ui/styled-system/recipes'
import { CircleAlert } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'

const { withProvider, withContext } = createStyleContext(field)

/** Wires label, control, helper and error together (ids, aria-describedby, aria-invalid). */
export const Root = withProvider(ArkField.Root, 'root')
export const Label = withContext(ArkField.Label, 'label')
export const HelperText = withContext(ArkField.HelperText, 'helperText')
export const RequiredIndicator = withContext(ArkField.RequiredIndicator, 'requiredIndicator')
const StyledErrorText = withContext(ArkField.ErrorText, 'errorText')
export const Context = ArkField.Context

export type RootProps = ComponentProps<typeof Root>

/**
 * Shown only while the field is invalid and there is a message; it is the control's
 * aria-errormessage and a polite live region.
 */
export function ErrorText({ children, ...props }: ComponentProps<typeof StyledErrorText>) {
  if (children === undefined || children === null || children === '' || children === false)
    return null
  return (
    <StyledErrorText {...props}>
      <CircleAlert aria-hidden="true" size={14} />
      {children}
    </StyledErrorText>
  )
}

export interface FormFieldProps extends Omit<RootProps, 'children'> {
  label: ReactNode
  /** The field's message; the field is invalid while there is one. */
  error?: string
  helperText?: ReactNode
  /** The control: Input, PasswordInput, a masked input, Select... */
  children: ReactNode
}

/** A label, a control, its helper text and its error, wired together. */
export function FormField({
  label,
  error,
  helperText,
  children,
  invalid,
  ...props
}: FormFieldProps) {
  return (
    <Root invalid={invalid ?? Boolean(error)} {...props}>
      <Label>{label}</Label>
      {children}
      {helperText && <HelperText>{helperText}</HelperText>}
      <ErrorText>{error}</ErrorText>
    </Root>
  )
}
