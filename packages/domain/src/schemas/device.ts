import * as v from 'valibot'
import { isUserCodeShape, normalizeUserCode } from '../devices/user-code.ts'
import {
  firstIssueOnly,
  idSchema,
  isoTimestampSchema,
  LIST_LIMITS,
  listOf,
  requiredText,
  TYPE_MESSAGES,
  textSchema,
} from './fields.ts'
import { licenceStatusSchema, planRefSchema } from './licence.ts'
import { PLATFORMS } from './release.ts'

// The computers connected to an account (the desktop app's seats): the dashboard's
// 'Computadores' tab, the page /ativar where a code from the app is approved, the console.

export const DEVICE_MESSAGES = {
  name: 'Dê um nome ao computador',
  nameTooLong: 'O nome pode ter até 60 caracteres',
  userCode: 'Digite o código mostrado no aplicativo',
  userCodeShape:
    'Código inválido: são 8 letras, como mostradas no aplicativo (por exemplo, BCDF-GHJK)',
} as const

export const DEVICE_NAME_MAX = 60

export const devicePlatformSchema = v.picklist(PLATFORMS, TYPE_MESSAGES.option)

/** A connected computer, as its owner (or an operator) sees it. */
export const deviceSchema = v.object(
  {
    _id: idSchema,
    name: textSchema,
    platform: devicePlatformSchema,
    appVersion: textSchema,
    approvedAt: isoTimestampSchema,
    /** The address the approval came from (the browser that approved it). */
    approvedFrom: textSchema,
    lastSeenAt: v.nullable(isoTimestampSchema),
  },
  TYPE_MESSAGES.object,
)
export type Device = v.InferOutput<typeof deviceSchema>

/**
 * A computer as the data export lists it: everything kept about it, the disconnected ones too
 * (until the account is deleted): the fingerprint is the app's HMAC of the machine's id.
 */
export const exportedDeviceSchema = v.object(
  {
    ...deviceSchema.entries,
    fingerprint: textSchema,
    revokedAt: v.nullable(isoTimestampSchema),
  },
  TYPE_MESSAGES.object,
)

/** How many computers are connected, of how many the plan allows (null: no plan in force). */
export const seatsSchema = v.object(
  { used: v.number(TYPE_MESSAGES.number), max: v.nullable(v.number(TYPE_MESSAGES.number)) },
  TYPE_MESSAGES.object,
)
export type Seats = v.InferOutput<typeof seatsSchema>

/** GET /devices: the account's computers, most recently seen first, and its seats. */
export const deviceListSchema = v.object(
  { devices: listOf(deviceSchema, LIST_LIMITS.devices), seats: seatsSchema },
  TYPE_MESSAGES.object,
)
export type DeviceList = v.InferOutput<typeof deviceListSchema>

/** PATCH /devices/{id}: a new name. */
export const renameDeviceSchema = v.object(
  {
    name: firstIssueOnly(
      v.pipe(
        requiredText(DEVICE_MESSAGES.name),
        v.maxLength(DEVICE_NAME_MAX, DEVICE_MESSAGES.nameTooLong),
      ),
    ),
  },
  TYPE_MESSAGES.object,
)
export type RenameDevice = v.InferOutput<typeof renameDeviceSchema>

/** The code typed at /ativar: any case, with or without the hyphen; compared normalised. */
export const userCodeFieldSchema = firstIssueOnly(
  v.pipe(
    requiredText(DEVICE_MESSAGES.userCode),
    v.check(isUserCodeShape, DEVICE_MESSAGES.userCodeShape),
    v.transform(normalizeUserCode),
  ),
)

/** POST /devices/activation, /approve and /deny: the code the app shows. */
export const activationCodeSchema = v.object(
  { userCode: userCodeFieldSchema },
  TYPE_MESSAGES.object,
)
export type ActivationCode = v.InferOutput<typeof activationCodeSchema>

/**
 * What is asking to connect, as /ativar shows it before the person decides: the computer, the
 * address and time of the request, the plan it will use, and the account's seats (with its
 * computers, so one can be disconnected right there when the plan is full).
 */
export const activationRequestSchema = v.object(
  {
    userCode: textSchema,
    device: v.object(
      { name: textSchema, platform: devicePlatformSchema, appVersion: textSchema },
      TYPE_MESSAGES.object,
    ),
    requestedFrom: textSchema,
    requestedAt: isoTimestampSchema,
    expiresAt: isoTimestampSchema,
    /** The account's standing: only `active`, `past_due` and a cancellation still running may connect. */
    status: licenceStatusSchema,
    plan: v.nullable(planRefSchema),
    seats: seatsSchema,
    /** This computer is already connected (the same fingerprint): approving takes no new seat. */
    reusesSeat: v.boolean(TYPE_MESSAGES.boolean),
    devices: listOf(deviceSchema, LIST_LIMITS.devices),
  },
  TYPE_MESSAGES.object,
)
export type ActivationRequest = v.InferOutput<typeof activationRequestSchema>
