import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { type AuthEnv, bearerToken } from '../auth/require-user.ts'
import { deviceOfAccessToken } from './device-tokens.ts'

/**
 * The desktop app's rows (auth 'device'): 401 without a live access token, with a `reason` the
 * app acts on (the API's onError adds it: invalid_token, device_revoked, seat_limit). Otherwise
 * the computer and its account's standing are in c.var (its account is `device.user_id`): one
 * query, as the licence refresh every app makes must stay cheap.
 */
export function requireDevice({ db, clock }: Pick<ApiContext, 'db' | 'clock'>) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    if (!token) throw new HTTPException(401, { message: API_MESSAGES.appNoToken })
    const found = await deviceOfAccessToken(db, token, clock.now())
    if ('refusal' in found) throw new HTTPException(401, { message: found.refusal })
    c.set('device', found.device)
    c.set('standing', found.standing)
    await next()
  })
}
