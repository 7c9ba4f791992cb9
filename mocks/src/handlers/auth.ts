import {
  changePasswordRequestSchema,
  forgotPasswordSchema,
  loginSchema,
  registerRequestSchema,
  validateCodeSchema,
  validateTokenRequestSchema,
} from '@atendimento/domain/schemas/auth'
import { http } from 'msw'
import {
  clashes,
  createAccount,
  findAccountByEmail,
  publicUser,
  revokeUserSessions,
  startSession,
} from '../accounts.ts'
import { apiUrl } from '../api-routes.ts'
import { MESSAGES } from '../messages.ts'
import { bearerToken, body, failure, findSession, ok } from '../respond.ts'
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
  if (!account || !reset) throw failure(400, MESSAGES.codeRefused)
  if (reset.usedAt || reset.attempts >= RECOVERY_CODE_MAX_ATTEMPTS) {
    throw failure(400, MESSAGES.codeRefused)
  }
  if (new Date(reset.expiresAt).getTime() <= new Date(store.now).getTime()) {
    throw failure(400, MESSAGES.codeRefused)
  }
  if (reset.code !== code.toUpperCase()) {
    reset.attempts += 1
    throw failure(400, MESSAGES.codeRefused)
  }
  if (consume) reset.usedAt = store.now
  return account
}

export const authHandlers = (store: MockStore = defaultStore) => [
  // The same answer for a new and a taken e-mail or document, and no session (a token would
  // say the account is new): the screen signs in next.
  http.post(apiUrl('/auth/register'), async ({ request }) => {
    const input = await body(registerRequestSchema, request)
    if (!clashes(store, input)) createAccount(store, input)
    return ok(null, MESSAGES.registered)
  }),

  http.post(apiUrl('/auth/login'), async ({ request }) => {
    const { email, password, rememberMe } = await body(loginSchema, request)
    const account = findAccountByEmail(store, email)
    if (!account || account.password !== password)
      throw failure(401, MESSAGES.badCredentials, {
        'WWW-Authenticate': 'Bearer',
      })
    const token = startSession(store, account.user._id, rememberMe)
    return ok({ token, user: publicUser(account.user) }, MESSAGES.loggedIn)
  }),

  // No inbox in the mocks: the code is always DEMO.recoveryCode ('ABC123').
  http.post(apiUrl('/auth/forgot'), async ({ request }) => {
    const { email } = await body(forgotPasswordSchema, request)
    const account = findAccountByEmail(store, email)
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
    return ok(null, MESSAGES.codeSent)
  }),

  http.post(apiUrl('/auth/validate'), async ({ request }) => {
    const { email, code } = await body(validateCodeSchema, request)
    checkCode(store, email, code, false)
    return ok({ valid: true }, MESSAGES.codeValidated)
  }),

  http.post(apiUrl('/auth/change'), async ({ request }) => {
    const { email, code, password } = await body(changePasswordRequestSchema, request)
    const account = checkCode(store, email, code, true)
    account.password = password
    revokeUserSessions(store, account.user._id)
    return ok(null, MESSAGES.passwordChangedWithCode)
  }),

  http.post(apiUrl('/auth/validate-token'), async ({ request }) => {
    const { token } = await body(validateTokenRequestSchema, request)
    const found = findSession(store, token)
    return found
      ? ok({ valid: true, user: publicUser(found.account.user) }, MESSAGES.tokenValid)
      : ok({ valid: false }, MESSAGES.tokenInvalid)
  }),

  http.post(apiUrl('/auth/logout'), ({ request }) => {
    const token = bearerToken(request)
    const found = token ? findSession(store, token) : undefined
    if (found) found.session.revokedAt = store.now
    return ok(null, MESSAGES.loggedOut)
  }),
]
