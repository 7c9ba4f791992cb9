import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { DeviceRevokedReason } from '../../db/schema.ts'

/** The OAuth failure a handler throws; app.ts turns it into RFC 6749 §5.2's answer. */
export const oauthFailure = (message: string) => new HTTPException(400, { message })

/** The refusal of a disconnected computer, with the reason the app acts on. */
export function revokedDeviceMessage(device: { revoked_reason: DeviceRevokedReason | null }) {
  return device.revoked_reason === 'seat_limit'
    ? API_MESSAGES.deviceSeatLimit
    : API_MESSAGES.deviceRevoked
}
