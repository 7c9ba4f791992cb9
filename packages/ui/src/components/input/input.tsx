import { Field } from '@ark-ui/react/field'
import { cx } from '@atendimento/ui/styled-system/css'
import { type InputVariantProps, input } from '@atendimento/ui/styled-system/recipes'
import type { ComponentProps } from 'react'

export interface InputProps
  extends Omit<ComponentProps<typeof Field.Input>, 'size'>,
    InputVariantProps {}

/** A text input; inside `Field.Root` it takes the field's id, aria and invalid state. */
export function Input({ size, className, ...props }: InputProps) {
  return <Field.Input {...props} className={cx(input({ size }), className)} />
}
