import * as v from 'valibot'
import { CEP_LENGTH_MESSAGE } from '../br/cep.ts'
import { DOCUMENT_INVALID_MESSAGE, isValidDocument } from '../br/document.ts'
import { PHONE_INVALID_MESSAGE } from '../br/phone.ts'
import { STATE_CODES } from '../br/states.ts'
import { addressEntries } from './address.ts'
import { documentField, phoneField, STATE_INVALID_MESSAGE } from './br-fields.ts'
import {
  booleanSchema,
  EMAIL_MESSAGES,
  emailField,
  firstIssueOnly,
  idSchema,
  isoDateSchema,
  isoTimestampSchema,
  requiredText,
  TEXT_LIMITS,
  TYPE_MESSAGES,
  textSchema,
} from './fields.ts'

export const USER_MESSAGES = {
  name: 'Nome é obrigatório',
  email: 'Email é obrigatório',
  phone: 'Telefone é obrigatório',
  document: 'CPF ou CNPJ é obrigatório',
  birthdate: 'Data de nascimento é obrigatória',
  birthdateInvalid: 'Data de nascimento inválida',
  gender: 'Selecione o gênero',
} as const

export const GENDERS = ['male', 'female'] as const
export const DEFAULT_GENDER = 'male'
export const genderSchema = v.picklist(GENDERS, USER_MESSAGES.gender)
export type Gender = v.InferOutput<typeof genderSchema>
export const GENDER_LABELS: Record<Gender, string> = { male: 'Masculino', female: 'Feminino' }

/** The User fields a person types (registration, checkout signup), masks accepted. */
export const userDataEntries = {
  name: requiredText(USER_MESSAGES.name, TEXT_LIMITS.name),
  email: emailField(USER_MESSAGES.email),
  phone: phoneField(USER_MESSAGES.phone),
  document: documentField(USER_MESSAGES.document),
  birthdate: firstIssueOnly(
    v.pipe(
      requiredText(USER_MESSAGES.birthdate, { label: 'Data de nascimento', max: 10 }),
      v.check((value) => v.is(isoDateSchema, value), USER_MESSAGES.birthdateInvalid),
    ),
  ),
  gender: v.optional(genderSchema, DEFAULT_GENDER),
  ...addressEntries,
}

/**
 * The user as the API returns it (login, registration, token check, profile update): stored
 * forms only (digits, uppercase CNPJ), never the password. Unknown keys are dropped on parse,
 * so a stray column cannot leak through a response validated with this schema.
 */
export const USER_ROLES = ['customer', 'operator'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const userSchema = v.object(
  {
    _id: idSchema,
    name: v.pipe(textSchema, v.nonEmpty(USER_MESSAGES.name)),
    email: v.pipe(textSchema, v.email(EMAIL_MESSAGES.invalid)),
    phone: v.pipe(
      textSchema,
      v.regex(/^\d{10,11}$/, PHONE_INVALID_MESSAGE),
      v.examples(['11987654321']),
    ),
    document: v.pipe(
      textSchema,
      v.regex(/^(?:[0-9A-Z]{11}|[0-9A-Z]{14})$/, DOCUMENT_INVALID_MESSAGE),
      v.check(isValidDocument, DOCUMENT_INVALID_MESSAGE),
      v.examples(['52998224725']),
    ),
    /** YYYY-MM-DD */
    birthdate: isoDateSchema,
    gender: genderSchema,
    zipCode: v.pipe(textSchema, v.regex(/^\d{8}$/, CEP_LENGTH_MESSAGE), v.examples(['01310100'])),
    state: v.picklist(STATE_CODES, STATE_INVALID_MESSAGE),
    city: textSchema,
    neighborhood: textSchema,
    address: textSchema,
    addressNumber: textSchema,
    complement: v.optional(textSchema),
    acceptedTerms: booleanSchema,
    termsAcceptedAt: isoTimestampSchema,
    createdAt: isoTimestampSchema,
    /** Operators see the operator console (/admin); absent reads as a customer. */
    role: v.optional(v.picklist(USER_ROLES, TYPE_MESSAGES.option)),
  },
  TYPE_MESSAGES.object,
)
export type User = v.InferOutput<typeof userSchema>
