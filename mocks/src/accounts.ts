import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { RegisterRequest } from '@atendimento/domain/schemas/auth'
import type { User } from '@atendimento/domain/schemas/user'
import { failure } from './respond.ts'
import { type MockStore, nextId, type StoredUser } from './store.ts'

// Accounts and sessions, as apps/api/src/modules/auth and modules/users keep them.

const HOUR = 60 * 60 * 1000
/** Token life without and with remember-me (the API's DEFAULT_SETTINGS). */
export const SESSION_TTL_MS = 12 * HOUR
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * HOUR

/** The user as the API shows it: the complement only when there is one. */
export function publicUser(user: User): User {
  const { complement, ...rest } = user
  return complement ? { ...rest, complement } : rest
}

export function findAccountByEmail(store: MockStore, email: string): StoredUser | undefined {
  const wanted = email.toLowerCase()
  return store.users.find(({ user }) => user.email === wanted)
}

/** 409 when another account already holds this e-mail or document (e-mail checked first). */
export function assertUnique(
  store: MockStore,
  fields: { email?: string | undefined; document?: string | undefined },
  exceptUserId?: string,
): void {
  const others = store.users.filter(({ user }) => user._id !== exceptUserId)
  if (fields.email && others.some(({ user }) => user.email === fields.email)) {
    throw failure(409, API_MESSAGES.emailTaken)
  }
  if (fields.document && others.some(({ user }) => user.document === fields.document)) {
    throw failure(409, API_MESSAGES.documentTaken)
  }
}

/** True when the e-mail or the document already has an account. */
export function clashes(store: MockStore, fields: { email: string; document: string }): boolean {
  return store.users.some(
    ({ user }) => user.email === fields.email || user.document === fields.document,
  )
}

/** Creates the account; the terms were accepted now, whatever the request says. */
export function createAccount(store: MockStore, input: RegisterRequest): StoredUser {
  assertUnique(store, input)
  const { password, termsAcceptedAt: _claimed, acceptedTerms: _accepted, ...fields } = input
  const account: StoredUser = {
    user: publicUser({
      _id: nextId(store, 'usuario'),
      ...fields,
      acceptedTerms: true,
      termsAcceptedAt: new Date(store.now).toISOString(),
      createdAt: store.now,
      role: 'customer',
    }),
    password,
  }
  store.users.push(account)
  return account
}

/** Removes an account and everything it owns (a checkout whose card was refused). */
export function deleteAccount(store: MockStore, userId: string): void {
  store.users = store.users.filter(({ user }) => user._id !== userId)
  store.sessions = store.sessions.filter((session) => session.userId !== userId)
  store.subscriptions = store.subscriptions.filter((item) => item.userId !== userId)
  store.payments = store.payments.filter((item) => item.userId !== userId)
  store.recoveryCodes = store.recoveryCodes.filter((item) => item.userId !== userId)
}

/** Starts a session and returns its opaque bearer token. */
export function startSession(store: MockStore, userId: string, remember: boolean): string {
  const token = `${nextId(store, 'mock-token')}-${userId}`
  const ttl = remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS
  store.sessions.push({
    token,
    userId,
    remember,
    expiresAt: new Date(new Date(store.now).getTime() + ttl).toISOString(),
    revokedAt: null,
  })
  return token
}

/** Ends every live session of a user but the one given. */
export function revokeUserSessions(store: MockStore, userId: string, exceptToken?: string): void {
  for (const session of store.sessions) {
    if (session.userId === userId && session.revokedAt === null && session.token !== exceptToken) {
      session.revokedAt = store.now
    }
  }
}
