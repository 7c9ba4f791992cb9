import * as v from 'valibot'
import { CEP_INVALID_ALERT, isValidCep, normalizeCep } from '../br/cep.ts'
import { DOCUMENT_INVALID_MESSAGE, isValidDocument, normalizeDocument } from '../br/document.ts'
import { isValidPhone, normalizePhone, PHONE_INVALID_MESSAGE } from '../br/phone.ts'
import { STATE_CODES } from '../br/states.ts'
import { firstIssueOnly, requiredText, TEXT_LIMITS } from './fields.ts'

export const STATE_INVALID_MESSAGE = 'Estado inválido'

/** CPF or CNPJ, masked or not; the output is the stored form (0-9/A-Z, uppercased). */
export function documentField(requiredMessage: string) {
  return firstIssueOnly(
    v.pipe(
      requiredText(requiredMessage, TEXT_LIMITS.document),
      v.check(isValidDocument, DOCUMENT_INVALID_MESSAGE),
      v.transform(normalizeDocument),
    ),
  )
}

/** Phone with area code, masked or not; the output is its 10 or 11 digits. */
export function phoneField(requiredMessage: string) {
  return firstIssueOnly(
    v.pipe(
      requiredText(requiredMessage, TEXT_LIMITS.phone),
      v.check(isValidPhone, PHONE_INVALID_MESSAGE),
      v.transform(normalizePhone),
    ),
  )
}

/** CEP, masked or not; the output is its 8 digits. */
export function cepField(requiredMessage: string, invalidMessage = CEP_INVALID_ALERT.description) {
  return firstIssueOnly(
    v.pipe(
      requiredText(requiredMessage, TEXT_LIMITS.cep),
      v.check(isValidCep, invalidMessage),
      v.transform(normalizeCep),
    ),
  )
}

/** Two-letter code of one of the 27 federative units, any case in, uppercase out. */
export function stateField(requiredMessage: string) {
  return firstIssueOnly(
    v.pipe(
      requiredText(requiredMessage, { label: 'Estado', max: 2 }),
      v.toUpperCase(),
      v.picklist(STATE_CODES, STATE_INVALID_MESSAGE),
    ),
  )
}
