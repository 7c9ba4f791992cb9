import * as v from 'valibot'
import { cepField, stateField } from './br-fields.ts'
import { optionalText, requiredText, TEXT_LIMITS, TYPE_MESSAGES } from './fields.ts'

/** Registration's alert when an address field is missing: title and text. */
export const ADDRESS_REQUIRED_ALERT = {
  title: 'Endereço obrigatório',
  description: 'Todos os campos de endereço são obrigatórios para a cobrança',
} as const

const required = ADDRESS_REQUIRED_ALERT.description

/** The billing address: every field but the complement is required. */
export const addressEntries = {
  zipCode: cepField(required),
  state: stateField(required),
  city: requiredText(required, TEXT_LIMITS.city),
  neighborhood: requiredText(required, TEXT_LIMITS.neighborhood),
  address: requiredText(required, TEXT_LIMITS.street),
  addressNumber: requiredText(required, TEXT_LIMITS.addressNumber),
  complement: optionalText(TEXT_LIMITS.complement),
}

export const addressSchema = v.object(addressEntries, TYPE_MESSAGES.object)
export type Address = v.InferOutput<typeof addressSchema>
