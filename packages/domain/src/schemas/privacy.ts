import * as v from 'valibot'
import { booleanSchema, isoTimestampSchema, TYPE_MESSAGES, textSchema } from './fields.ts'
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

/** POST /user/delete: the password asked again, so a session left open is not enough. */
export const deleteAccountSchema = v.object(
  {
    password: v.pipe(
      v.optional(v.string(DELETE_ACCOUNT_MESSAGES.password), ''),
      v.nonEmpty(DELETE_ACCOUNT_MESSAGES.password),
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
    subscriptions: v.array(subscriptionSchema, TYPE_MESSAGES.list),
    payments: v.array(paymentSchema, TYPE_MESSAGES.list),
    emails: v.array(sentEmailSchema, TYPE_MESSAGES.list),
  },
  TYPE_MESSAGES.object,
)
export type AccountExport = v.InferOutput<typeof accountExportSchema>
