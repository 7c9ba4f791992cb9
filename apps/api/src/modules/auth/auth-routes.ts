import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { Context } from 'hono'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import type { RateLimitedAction } from '../../settings.ts'
import { refuseUnderage } from './age-rule.ts'
import { login, logout, validateToken } from './auth-service.ts'
import { deviceOf, isOwnersDevice, rememberDevice } from './known-devices.ts'
import { changePasswordWithCode, requestCode, validateCode } from './password-recovery.ts'
import { registerQuietly } from './registration.ts'
import { bearerToken } from './require-user.ts'

export function authRoutes(ctx: ApiContext) {
  const { limiter } = ctx
  const ipOf = (c: Context) => clientIp(c, ctx.settings.trustProxy)

  /**
   * Counts a try at `email`'s account. A device the owner signed in from (or that asked for the
   * live recovery code) is counted on its own, not with the account: guesses from elsewhere
   * fill the account's bucket without locking the owner out. Answers the device and address.
   */
  async function limitTry(c: Context, action: RateLimitedAction, email: string) {
    const device = deviceOf(c)
    const ip = ipOf(c)
    const owners = await isOwnersDevice(ctx.db, device, email)
    await limiter.hit(action, { ip, account: email, device: owners ? device : undefined })
    return { device, ip }
  }

  return [
    route('register', async (c, { body }) => {
      const ip = ipOf(c)
      await limiter.hit('register', { ip, account: body.email })
      refuseUnderage(ctx, body.birthdate)
      await registerQuietly(ctx, body, ip)
      return ok(c, null, API_MESSAGES.registered)
    }),
    route('login', async (c, { body }) => {
      const { device } = await limitTry(c, 'login', body.email)
      const session = await login(ctx, body, c.req.raw.signal)
      await rememberDevice(ctx.db, device, session.user._id, ctx.clock.now())
      return ok(c, session, API_MESSAGES.loggedIn)
    }),
    route('forgotPassword', async (c, { body: { email } }) => {
      const { device } = await limitTry(c, 'forgot', email)
      // Whether the e-mail has an account is found out after the answer, not before it.
      ctx.afterResponse.run('código de recuperação', () => requestCode(ctx, email, device))
      return ok(c, null, API_MESSAGES.codeSent)
    }),
    route('validateCode', async (c, { body: { email, code } }) => {
      const { device } = await limitTry(c, 'validate', email)
      await validateCode(ctx, { email, code, device })
      return ok(c, { valid: true }, API_MESSAGES.codeValidated)
    }),
    route('changePassword', async (c, { body: { email, code, password } }) => {
      const { device, ip } = await limitTry(c, 'change', email)
      await changePasswordWithCode(ctx, { email, code, device }, password, ip)
      return ok(c, null, API_MESSAGES.passwordChangedWithCode)
    }),
    route('validateToken', async (c, { body }) => {
      const result = await validateToken(ctx, body.token)
      return ok(c, result, result.valid ? API_MESSAGES.tokenValid : API_MESSAGES.tokenInvalid)
    }),
    route('logout', async (c) => {
      await logout(ctx, bearerToken(c.req.header('authorization')))
      return ok(c, null, API_MESSAGES.loggedOut)
    }),
  ]
}
