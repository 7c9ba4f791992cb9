import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { RequestIdVariables } from 'hono/request-id'
import type { ApiContext } from '../../context.ts'
import type { DeviceRow } from '../devices/devices-repository.ts'
import type { AccountStanding } from '../devices/standing.ts'
import { findSession, type SessionRow, type UserRow } from './sessions.ts'

/**
 * The API's context variables: the request id, and the session of a signed-in request (or, on
 * the desktop app's rows, its computer: modules/oauth/require-device.ts).
 */
export interface AuthEnv {
  Variables: {
    user: UserRow
    session: SessionRow
    device: DeviceRow
    standing: AccountStanding
  } & RequestIdVariables
}

/** The bearer token of a request, if it sent one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1]
}

/** After requireUser: 403 unless the session's account is an operator's. */
export const requireOperator = createMiddleware<AuthEnv>(async (c, next) => {
  if (c.get('user').role !== 'operator') {
    throw new HTTPException(403, { message: API_MESSAGES.operatorOnly })
  }
  await next()
})

/** 401 without a live session; otherwise the user and session are in c.var. */
export function requireUser({ db, clock }: Pick<ApiContext, 'db' | 'clock'>) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    if (!token) throw new HTTPException(401, { message: API_MESSAGES.noToken })
    const found = await findSession(db, token, clock.now())
    if (!found) throw new HTTPException(401, { message: API_MESSAGES.badToken })
    c.set('user', found.user)
    c.set('session', found.session)
    await next()
  })
}
