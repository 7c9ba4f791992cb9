import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { findSession, type SessionRow, type UserRow } from './sessions.ts'

export interface AuthEnv {
  Variables: { user: UserRow; session: SessionRow }
}

export const NO_TOKEN = 'Token de autenticação não encontrado'
export const BAD_TOKEN = 'Sessão expirada ou inválida. Entre novamente.'

/** The bearer token of a request, if it sent one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1]
}

/** 401 without a live session; otherwise the user and session are in c.var. */
export function requireUser({ db, clock }: Pick<ApiContext, 'db' | 'clock'>) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    if (!token) throw new HTTPException(401, { message: NO_TOKEN })
    const found = await findSession(db, token, clock.now())
    if (!found) throw new HTTPException(401, { message: BAD_TOKEN })
    c.set('user', found.user)
    c.set('session', found.session)
    await next()
  })
}
