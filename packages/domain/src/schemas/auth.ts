import * as v from 'valibot'
import { cepStateMismatch } from '../br/state-search.ts'
import { CODE_LENGTH, normalizeCode } from '../code.ts'
import {
  emailField,
  firstIssueOnly,
  isoTimestampSchema,
  maxText,
  requiredText,
  TEXT_LIMITS,
  TYPE_MESSAGES,
} from './fields.ts'
import {
  confirmationField,
  PASSWORD_MISMATCH_MESSAGE,
  withConfirmation,
} from './password-confirmation.ts'
import { userDataEntries, userSchema } from './user.ts'

export { PASSWORD_MISMATCH_MESSAGE }

export const LOGIN_REQUIRED_MESSAGE = 'Campos obrigatórios: Preencha email e senha'
export const PASSWORD_MIN_LENGTH = 6
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_MESSAGES = {
  required: 'Digite uma senha',
  tooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  tooLong: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  newRequired: 'Digite sua nova senha',
  newTooShort: `A nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  mismatch: PASSWORD_MISMATCH_MESSAGE,
} as const

/** Registration's alert when the terms are left unchecked: title and text. */
export const TERMS_REQUIRED_ALERT = {
  title: 'Aceite dos termos obrigatório',
  description: 'Você deve aceitar os termos de uso para continuar',
} as const

export const CODE_MESSAGE = `Digite o código de ${CODE_LENGTH} caracteres`
export const TOKEN_REQUIRED_MESSAGE = 'Token de autenticação não encontrado'

/** The longest password any form sends, to sign in or to confirm. */
const passwordLimit = { label: 'Senha', max: PASSWORD_MAX_LENGTH }

/** A password being chosen: blank, too short or too long is refused. */
export function newPasswordField(
  requiredMessage: string = PASSWORD_MESSAGES.required,
  tooShortMessage: string = PASSWORD_MESSAGES.tooShort,
) {
  return firstIssueOnly(
    v.pipe(
      v.optional(v.string(requiredMessage), ''),
      v.nonEmpty(requiredMessage),
      v.minLength(PASSWORD_MIN_LENGTH, tooShortMessage),
      v.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
    ),
  )
}

/** The code as typed or pasted, normalised to 6 uppercase letters and digits. */
export const codeSchema = v.pipe(
  v.optional(v.string(CODE_MESSAGE), ''),
  // Room for a code pasted with spaces or a hyphen; what counts is the normalised one below.
  v.maxLength(CODE_LENGTH * 3, CODE_MESSAGE),
  v.transform(normalizeCode),
  v.length(CODE_LENGTH, CODE_MESSAGE),
)

// POST /auth/login
export const loginSchema = v.object(
  {
    email: v.pipe(
      v.optional(v.string(LOGIN_REQUIRED_MESSAGE), ''),
      v.trim(),
      v.nonEmpty(LOGIN_REQUIRED_MESSAGE),
      maxText(TEXT_LIMITS.email),
      v.toLowerCase(),
    ),
    password: v.pipe(
      v.optional(v.string(LOGIN_REQUIRED_MESSAGE), ''),
      v.check((value) => value.trim() !== '', LOGIN_REQUIRED_MESSAGE),
      maxText(passwordLimit),
    ),
    rememberMe: v.optional(v.boolean(TYPE_MESSAGES.boolean), false),
  },
  TYPE_MESSAGES.object,
)
export type LoginRequest = v.InferOutput<typeof loginSchema>
export type LoginInput = v.InferInput<typeof loginSchema>

/** Fields shared by the registration form and the request it sends. */
const registrationEntries = {
  ...userDataEntries,
  password: newPasswordField(),
  // An unchecked box may arrive as false or not at all; both get the terms message.
  acceptedTerms: v.pipe(
    v.optional(v.boolean(TERMS_REQUIRED_ALERT.description), false),
    v.literal(true, TERMS_REQUIRED_ALERT.description),
  ),
}

// POST /auth/register: the server sets termsAcceptedAt to now when it is absent.
export const registerRequestSchema = v.object(
  { ...registrationEntries, termsAcceptedAt: v.optional(isoTimestampSchema) },
  TYPE_MESSAGES.object,
)
export type RegisterRequest = v.InferOutput<typeof registerRequestSchema>
export type RegisterRequestInput = v.InferInput<typeof registerRequestSchema>

/**
 * The registration screen: the request's fields plus the password confirmation, and the CEP
 * checked against the chosen state (a CEP of São Paulo with 'SC' chosen says so, in the state's
 * field). The check is the form's: the request keeps taking what older clients send.
 */
export const registrationFormSchema = v.pipe(
  withConfirmation(
    v.object(
      { ...registrationEntries, confirmPassword: confirmationField() },
      TYPE_MESSAGES.object,
    ),
    'password',
    'confirmPassword',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    const value = dataset.value as { zipCode?: unknown; state?: unknown } | null
    // Only two fields each valid on its own can disagree.
    const failed = dataset.issues?.some((issue) =>
      ['zipCode', 'state'].includes(String(issue.path?.[0]?.key)),
    )
    if (failed || typeof value?.zipCode !== 'string' || typeof value.state !== 'string') return
    const message = cepStateMismatch(value.zipCode, value.state)
    if (!message) return
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input: value, key: 'state', value: value.state }],
    })
  }),
)
export type RegistrationForm = v.InferOutput<typeof registrationFormSchema>
export type RegistrationFormInput = v.InferInput<typeof registrationFormSchema>

/** What the form sends: without the confirmation, stamped with the moment terms were accepted. */
export function toRegisterRequest(
  form: RegistrationForm,
  termsAcceptedAt: string,
): RegisterRequest {
  const { confirmPassword: _, ...request } = form
  return { ...request, termsAcceptedAt }
}

// Answer to login and registration (registration may also answer it).
export const authResponseSchema = v.object(
  { token: requiredText(TOKEN_REQUIRED_MESSAGE, TEXT_LIMITS.token), user: userSchema },
  TYPE_MESSAGES.object,
)
export type AuthResponse = v.InferOutput<typeof authResponseSchema>

// POST /auth/forgot
export const forgotPasswordSchema = v.object({ email: emailField() }, TYPE_MESSAGES.object)
export type ForgotPasswordRequest = v.InferOutput<typeof forgotPasswordSchema>

// POST /auth/validate
export const validateCodeSchema = v.object(
  { email: emailField(), code: codeSchema },
  TYPE_MESSAGES.object,
)
export type ValidateCodeRequest = v.InferOutput<typeof validateCodeSchema>

const changePasswordEntries = {
  email: emailField(),
  code: codeSchema,
  password: newPasswordField(PASSWORD_MESSAGES.newRequired, PASSWORD_MESSAGES.newTooShort),
}

// POST /auth/change
export const changePasswordRequestSchema = v.object(changePasswordEntries, TYPE_MESSAGES.object)
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequestSchema>

/** The anonymous change-password screen: email and code read-only, password twice. */
export const changePasswordFormSchema = withConfirmation(
  v.object(
    { ...changePasswordEntries, confirmPassword: confirmationField() },
    TYPE_MESSAGES.object,
  ),
  'password',
  'confirmPassword',
)
export type ChangePasswordForm = v.InferOutput<typeof changePasswordFormSchema>

export function toChangePasswordRequest(form: ChangePasswordForm): ChangePasswordRequest {
  const { confirmPassword: _, ...request } = form
  return request
}

// POST /auth/validate-token
export const validateTokenRequestSchema = v.object(
  { token: requiredText(TOKEN_REQUIRED_MESSAGE, TEXT_LIMITS.token) },
  TYPE_MESSAGES.object,
)
export type ValidateTokenRequest = v.InferOutput<typeof validateTokenRequestSchema>

export const validateTokenResponseSchema = v.object(
  { valid: v.boolean(TYPE_MESSAGES.boolean), user: v.optional(userSchema) },
  TYPE_MESSAGES.object,
)
export type ValidateTokenResponse = v.InferOutput<typeof validateTokenResponseSchema>
export type ChangePasswordFormInput = v.InferInput<typeof changePasswordFormSchema>
