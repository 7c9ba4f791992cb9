import * as v from 'valibot'
import { LICENCE_STATUSES } from '../devices/licence.ts'
import { idSchema, isoTimestampSchema, TYPE_MESSAGES, textSchema } from './fields.ts'

export const licenceStatusSchema = v.picklist(LICENCE_STATUSES, TYPE_MESSAGES.option)

/** A plan as the licence names it. */
export const planRefSchema = v.object({ id: idSchema, name: textSchema }, TYPE_MESSAGES.object)
export type PlanRef = v.InferOutput<typeof planRefSchema>

const secondsSchema = v.pipe(v.number(TYPE_MESSAGES.number), v.integer(TYPE_MESSAGES.number))

/**
 * The claims of the desktop app's licence: a JWT (compact JWS, EdDSA with an Ed25519 key, `kid`
 * in the header) that any JOSE library verifies with the keys at `jwks_uri`.
 */
export const licenceClaimsSchema = v.object(
  {
    /** The site (PUBLIC_URL). */
    iss: textSchema,
    /** The account's id. */
    sub: idSchema,
    /** The desktop app's client id. */
    aud: textSchema,
    /** The device's id. */
    device: idSchema,
    /** The fingerprint the app sent when it was approved (an HMAC it computes). */
    fingerprint: textSchema,
    plan: v.nullable(planRefSchema),
    entitlements: v.array(textSchema, TYPE_MESSAGES.list),
    maxDevices: v.number(TYPE_MESSAGES.number),
    status: licenceStatusSchema,
    /** The end of the period paid for (ISO 8601). */
    paidUntil: v.nullable(isoTimestampSchema),
    iat: secondsSchema,
    exp: secondsSchema,
  },
  TYPE_MESSAGES.object,
)
export type LicenceClaims = v.InferOutput<typeof licenceClaimsSchema>

/**
 * GET or POST /licence: the signed licence, or null when the account may not run the app now
 * (then `notice` says why); `notice` also warns of a pending payment or a cancellation.
 */
export const licenceAnswerSchema = v.object(
  {
    licence: v.nullable(textSchema),
    status: licenceStatusSchema,
    notice: v.nullable(textSchema),
    expiresAt: v.nullable(isoTimestampSchema),
  },
  TYPE_MESSAGES.object,
)
export type LicenceAnswer = v.InferOutput<typeof licenceAnswerSchema>

export const APP_VERSION_MESSAGE = 'Versão do aplicativo inválida'

/** The app's version as it sends it (1.4.2, 2.0.0-beta.3): short printable text. */
export const appVersionSchema = v.pipe(
  v.string(APP_VERSION_MESSAGE),
  v.maxLength(40, APP_VERSION_MESSAGE),
  v.regex(/^[0-9A-Za-z.+-]{1,40}$/, APP_VERSION_MESSAGE),
)

/** The licence call may say which version of the app is running (the console counts them). */
export const licenceQuerySchema = v.object(
  { app_version: v.optional(appVersionSchema) },
  TYPE_MESSAGES.object,
)
