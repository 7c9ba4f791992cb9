import * as v from 'valibot'
import { PASSWORD_MAX_LENGTH } from './auth.ts'
import { exportedDeviceSchema } from './device.ts'
import {
  booleanSchema,
  isoTimestampSchema,
  LIST_LIMITS,
  listOf,
  maxText,
  requiredText,
  TEXT_LIMITS,
  TYPE_MESSAGES,
  textSchema,
} from './fields.ts'
import { paymentSchema } from './payment.ts'
import { subscriptionSchema } from './subscription.ts'
import { userSchema } from './user.ts'

// LGPD self-service (Lei 13.709/2018, art. 18): access and portability ('Baixar meus dados'),
// deletion ('Excluir conta permanentemente'), and the account's notification choices.

export const DELETE_ACCOUNT_MESSAGES = {
  password: 'Digite sua senha para confirmar a exclusão',
} as const

/** The two switches of the settings tab, saved per account. */
export const notificationPreferencesSchema = v.object(
  {
    /** 'Notificações por email': news about the account beyond what must be sent. */
    email: booleanSchema,
    /** 'Relatórios semanais'. */
    weeklyReports: booleanSchema,
  },
  TYPE_MESSAGES.object,
)
export type NotificationPreferences = v.InferOutput<typeof notificationPreferencesSchema>

export const UNSUBSCRIBE_MESSAGES = {
  token: 'Link incompleto. Abra o link do e-mail outra vez.',
} as const

/**
 * POST /notifications/unsubscribe?inscricao=: the account's place on the notification list, as
 * the link in a notification e-mail names it (its id, signed by the server). It opens nothing
 * but this one switch, so it is no credential, and RFC 8058 wants it in the URL.
 */
export const unsubscribeQuerySchema = v.object(
  { inscricao: requiredText(UNSUBSCRIBE_MESSAGES.token, TEXT_LIMITS.token) },
  TYPE_MESSAGES.object,
)
export type UnsubscribeQuery = v.InferOutput<typeof unsubscribeQuerySchema>

/** POST /user/delete: the password asked again, so a session left open is not enough. */
export const deleteAccountSchema = v.object(
  {
    password: v.pipe(
      v.optional(v.string(DELETE_ACCOUNT_MESSAGES.password), ''),
      v.nonEmpty(DELETE_ACCOUNT_MESSAGES.password),
      maxText({ label: 'Senha', max: PASSWORD_MAX_LENGTH }),
    ),
  },
  TYPE_MESSAGES.object,
)
export type DeleteAccountRequest = v.InferOutput<typeof deleteAccountSchema>

/** An e-mail the account was sent: what and when, never its body (it may hold a code). */
export const sentEmailSchema = v.object(
  { subject: textSchema, createdAt: isoTimestampSchema, sentAt: v.nullable(isoTimestampSchema) },
  TYPE_MESSAGES.object,
)

/**
 * GET /user/data: everything the account holds, as a JSON file. Never a card number, CCV, card
 * token or password hash: only the brand and last four digits the payments already show.
 */
export const accountExportSchema = v.object(
  {
    exportedAt: isoTimestampSchema,
    profile: userSchema,
    consents: v.object(
      {
        termsAcceptedAt: isoTimestampSchema,
        notifications: notificationPreferencesSchema,
      },
      TYPE_MESSAGES.object,
    ),
    subscriptions: listOf(subscriptionSchema, LIST_LIMITS.subscriptions),
    payments: listOf(paymentSchema, LIST_LIMITS.payments),
    /** The desktop app's computers, the disconnected ones too (issue 23). */
    devices: listOf(exportedDeviceSchema, LIST_LIMITS.devices),
    emails: listOf(sentEmailSchema, LIST_LIMITS.emails),
  },
  TYPE_MESSAGES.object,
)
export type AccountExport = v.InferOutput<typeof accountExportSchema>
