import * as v from 'valibot'
import { CEP_INVALID_ALERT, isValidCep, normalizeCep } from '../br/cep.ts'
import { STATE_CODES } from '../br/states.ts'
import {
  newPasswordField,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MISMATCH_MESSAGE,
} from './auth.ts'
import { documentField, phoneField, STATE_INVALID_MESSAGE } from './br-fields.ts'
import {
  emailField,
  isoDateSchema,
  maxText,
  omitUndefined,
  plainText,
  requiredText,
  TEXT_LIMITS,
  type TextLimit,
  TYPE_MESSAGES,
} from './fields.ts'
import { confirmationField, withConfirmation } from './password-confirmation.ts'
import { genderSchema, USER_MESSAGES, userSchema } from './user.ts'

export const SECURITY_MESSAGES = {
  current: 'Digite sua senha atual',
  newRequired: PASSWORD_MESSAGES.newRequired,
  newTooShort: PASSWORD_MESSAGES.newTooShort,
  mismatch: PASSWORD_MISMATCH_MESSAGE,
} as const

export const PROFILE_MESSAGES = {
  name: USER_MESSAGES.name,
  email: USER_MESSAGES.email,
  document: 'CPF é obrigatório',
  phone: USER_MESSAGES.phone,
  currentPassword: 'Digite sua senha atual para trocar o e-mail',
} as const

/** The link in the confirmation e-mail of a new address carries this token. */
export const EMAIL_CONFIRMATION_MESSAGES = {
  tokenRequired: 'Link de confirmação incompleto. Abra o link do e-mail outra vez.',
} as const

const PASSWORD_LIMIT = { label: 'Senha', max: PASSWORD_MAX_LENGTH }

// PATCH /user/password, and the authenticated 'Editar senha' screen.
export const updatePasswordSchema = withConfirmation(
  v.object(
    {
      password: v.pipe(
        v.optional(v.string(SECURITY_MESSAGES.current), ''),
        v.nonEmpty(SECURITY_MESSAGES.current),
        maxText(PASSWORD_LIMIT),
      ),
      newPassword: newPasswordField(SECURITY_MESSAGES.newRequired, SECURITY_MESSAGES.newTooShort),
      confirmNewPassword: confirmationField(),
    },
    TYPE_MESSAGES.object,
  ),
  'newPassword',
  'confirmNewPassword',
)
export type UpdatePasswordRequest = v.InferOutput<typeof updatePasswordSchema>

const filledText = v.string(TYPE_MESSAGES.text)

/** A profile's text field, at most as long as its limit. */
const limitedText = (limit: TextLimit) => v.pipe(filledText, maxText(limit))

/**
 * Blank or absent becomes undefined; anything else must pass `schema`. Free text, so direction
 * controls are dropped first (fields.ts, plainText).
 */
function optionalFilled<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.pipe(
    v.optional(plainText()),
    v.transform((value) => value?.trim() || undefined),
    v.optional(schema),
  )
}

// PATCH /user: text trimmed, empty optional fields omitted from the output.
export const profileUpdateSchema = v.pipe(
  v.object(
    {
      name: requiredText(PROFILE_MESSAGES.name, TEXT_LIMITS.name),
      email: emailField(PROFILE_MESSAGES.email),
      document: documentField(PROFILE_MESSAGES.document),
      phone: phoneField(PROFILE_MESSAGES.phone),
      birthdate: optionalFilled(
        v.pipe(
          filledText,
          v.maxLength(10, USER_MESSAGES.birthdateInvalid),
          v.check((value) => v.is(isoDateSchema, value), USER_MESSAGES.birthdateInvalid),
        ),
      ),
      gender: optionalFilled(genderSchema),
      zipCode: optionalFilled(
        v.pipe(
          limitedText(TEXT_LIMITS.cep),
          v.check(isValidCep, CEP_INVALID_ALERT.description),
          v.transform(normalizeCep),
        ),
      ),
      state: optionalFilled(
        v.pipe(
          limitedText({ label: 'Estado', max: 2 }),
          v.toUpperCase(),
          v.picklist(STATE_CODES, STATE_INVALID_MESSAGE),
        ),
      ),
      city: optionalFilled(limitedText(TEXT_LIMITS.city)),
      neighborhood: optionalFilled(limitedText(TEXT_LIMITS.neighborhood)),
      address: optionalFilled(limitedText(TEXT_LIMITS.street)),
      addressNumber: optionalFilled(limitedText(TEXT_LIMITS.addressNumber)),
      complement: optionalFilled(limitedText(TEXT_LIMITS.complement)),
      // Asked only when the e-mail changes (needsCurrentPassword); never trimmed.
      currentPassword: v.optional(limitedText(PASSWORD_LIMIT)),
    },
    TYPE_MESSAGES.object,
  ),
  v.transform(omitUndefined),
)
export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>
export type ProfileUpdateInput = v.InferInput<typeof profileUpdateSchema>

/** A profile update that changes the e-mail must carry the current password. */
export function needsCurrentPassword(currentEmail: string, update: { email: string }): boolean {
  return update.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase()
}

// POST /user/email/confirm: the token of the link sent to the new address.
export const confirmEmailChangeSchema = v.object(
  { token: requiredText(EMAIL_CONFIRMATION_MESSAGES.tokenRequired, TEXT_LIMITS.token) },
  TYPE_MESSAGES.object,
)
export type ConfirmEmailChangeRequest = v.InferOutput<typeof confirmEmailChangeSchema>

/** PATCH /user answers the updated user, which replaces the stored one. */
export const profileUpdateResponseSchema = v.object(
  { user: v.optional(userSchema) },
  TYPE_MESSAGES.object,
)
export type ProfileUpdateResponse = v.InferOutput<typeof profileUpdateResponseSchema>
export type UpdatePasswordInput = v.InferInput<typeof updatePasswordSchema>
