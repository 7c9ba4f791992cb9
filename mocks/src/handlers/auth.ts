import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import {
  clashes,
  createAccount,
  findAccountByEmail,
  publicUser,
  revokeUserSessions,
  startSession,
} from '../accounts.ts'
import { mockEndpoint } from '../api-routes.ts'
import { bearerToken, failure, findSession, ok } from '../respond.ts'
import { DEMO, store as defaultStore, type MockStore, type RecoveryCode } from '../store.ts'

/** A recovery code lives 10 minutes and dies after 5 wrong tries (the API's settings). */
export const RECOVERY_CODE_TTL_MS = 10 * 60 * 1000
export const RECOVERY_CODE_MAX_ATTEMPTS = 5

/** The checks of apps/api/src/modules/auth/password-recovery.ts, in the same order. */
function checkCode(store: MockStore, email: string, code: string, consume: boolean) {
  const account = findAccountByEmail(store, email)
  const reset =
    account && store.recoveryCodes.find((candidate) => candidate.userId === account.user._id)
  // One refusal for every reason, as the API: no text tells which e-mails have an account.
  if (!account || !reset) throw failure(400, API_MESSAGES.codeRefused)
  if (reset.usedAt || reset.attempts >= RECOVERY_CODE_MAX_ATTEMPTS) {
    throw failure(400, API_MESSAGES.codeRefused)
  }
  if (new Date(reset.expiresAt).getTime() <= new Date(store.now).getTime()) {
    throw failure(400, API_MESSAGES.codeRefused)
  }
  if (reset.code !== code.toUpperCase()) {
    reset.attempts += 1
    throw failure(400, API_MESSAGES.codeRefused)
  }
  if (consume) reset.usedAt = store.now
  return account
}

export const authHandlers = (store: MockStore = defaultStore) => [
  // The same answer for a new and a taken e-mail or document, and no session (a token would
  // say the account is new): the screen signs in next.
  mockEndpoint(store, 'register', ({ input: { body } }) => {
    if (!clashes(store, body)) createAccount(store, body)
    return ok(null, API_MESSAGES.registered)
  }),

  mockEndpoint(store, 'login', ({ input: { body } }) => {
    const { email, password, rememberMe } = body
    const account = findAccountByEmail(store, email)
    if (!account || account.password !== password)
      throw failure(401, API_MESSAGES.badCredentials, {
        'WWW-Authenticate': 'Bearer',
      })
    const token = startSession(store, account.user._id, rememberMe)
    return ok({ token, user: publicUser(account.user) }, API_MESSAGES.loggedIn)
  }),

  // No inbox in the mocks: the code is always DEMO.recoveryCode ('ABC123').
  mockEndpoint(store, 'forgotPassword', ({ input: { body } }) => {
    const account = findAccountByEmail(store, body.email)
    if (account) {
      const fresh: RecoveryCode = {
        userId: account.user._id,
        code: DEMO.recoveryCode,
        attempts: 0,
        expiresAt: new Date(new Date(store.now).getTime() + RECOVERY_CODE_TTL_MS).toISOString(),
        usedAt: null,
      }
      store.recoveryCodes = [
        ...store.recoveryCodes.filter((reset) => reset.userId !== account.user._id),
        fresh,
      ]
    }
    return ok(null, API_MESSAGES.codeSent)
  }),

  mockEndpoint(store, 'validateCode', ({ input: { body } }) => {
    checkCode(store, body.email, body.code, false)
    return ok({ valid: true }, API_MESSAGES.codeValidated)
  }),

  mockEndpoint(store, 'changePassword', ({ input: { body } }) => {
    const account = checkCode(store, body.email, body.code, true)
    account.password = body.password
    revokeUserSessions(store, account.user._id)
    return ok(null, API_MESSAGES.passwordChangedWithCode)
  }),

  mockEndpoint(store, 'validateToken', ({ input: { body } }) => {
    const found = findSession(store, body.token)
    return found
      ? ok({ valid: true, user: publicUser(found.account.user) }, API_MESSAGES.tokenValid)
      : ok({ valid: false }, API_MESSAGES.tokenInvalid)
  }),

  mockEndpoint(store, 'logout', ({ request }) => {
    const token = bearerToken(request)
    const found = token ? findSession(store, token) : undefined
    if (found) found.session.revokedAt = store.now
    return ok(null, API_MESSAGES.loggedOut)
  }),
]
