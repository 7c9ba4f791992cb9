import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { signupAttemptEmail, signupDocumentTakenEmail } from '../../mail/templates.ts'
import { toPublicUser } from '../users/user-view.ts'
import {
  assertUnique,
  findUserByEmail,
  insertUser,
  type UserFields,
} from '../users/users-repository.ts'
import { findSession, revokeSession, startSession, type UserRow } from './sessions.ts'

export interface Registration extends UserFields {
  password: string
  termsAcceptedAt?: string | undefined
}

/**
 * The account of an anonymous checkout. When the e-mail or document already has one, the
 * address given gets an e-mail (as at registration) and the answer names neither: a 409 that
 * charges nothing. The terms were accepted now, whatever the client says.
 */
export async function createAccount(ctx: ApiContext, input: Registration): Promise<UserRow> {
  const now = ctx.clock.now()
  const { password, termsAcceptedAt: _ignored, ...fields } = input
  try {
    await assertUnique(ctx.db, fields)
    return await insertUser(ctx.db, {
      ...fields,
      passwordHash: await ctx.passwords.hash(password),
      termsAcceptedAt: now,
      now,
    })
  } catch (error) {
    if (!(error instanceof HTTPException && error.status === 409)) throw error
    const emailTaken = error.message === API_MESSAGES.emailTaken
    await ctx.mailer.send(
      emailTaken
        ? signupAttemptEmail(fields.email)
        : signupDocumentTakenEmail(fields.email, fields.name),
    )
    throw new HTTPException(409, { message: API_MESSAGES.signupNotPossible })
  }
}

export async function login(
  ctx: ApiContext,
  { email, password, rememberMe }: { email: string; password: string; rememberMe: boolean },
  /** The request's: a login whose client left before its hash began is not hashed. */
  signal?: AbortSignal,
) {
  const user = await findUserByEmail(ctx.db, email)
  if (!user) {
    // As slow as a real check, so the answer time does not tell which e-mails exist.
    await ctx.passwords.burn(password, signal)
    throw new HTTPException(401, { message: API_MESSAGES.badCredentials })
  }
  if (!(await ctx.passwords.verify(user.password_hash, password, signal))) {
    throw new HTTPException(401, { message: API_MESSAGES.badCredentials })
  }
  const token = await startSession(ctx, user.id, rememberMe)
  return { token, user: toPublicUser(user) }
}

export async function validateToken(ctx: ApiContext, token: string) {
  const found = await findSession(ctx.db, token, ctx.clock.now())
  return found ? { valid: true, user: toPublicUser(found.user) } : { valid: false }
}

/** Ends the session of this token, if it is one; logging out twice is not an error. */
export async function logout(ctx: ApiContext, token: string | undefined): Promise<void> {
  if (!token) return
  const now = ctx.clock.now()
  const found = await findSession(ctx.db, token, now)
  if (found) await revokeSession(ctx.db, found.session.id, now)
}
