import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { login, logout, register, validateToken } from './auth-service.ts'
import { changePasswordWithCode, requestCode, validateCode } from './password-recovery.ts'
import { bearerToken } from './require-user.ts'

export function authRoutes(ctx: ApiContext) {
  const { limiter } = ctx
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, ctx.settings.trustProxy)

  return [
    route('register', async (c, { body }) =>
      ok(c, await register(ctx, body), API_MESSAGES.registered),
    ),
    route('login', async (c, { body }) => {
      await limiter.hit('login', { ip: ipOf(c), account: body.email })
      return ok(c, await login(ctx, body, c.req.raw.signal), API_MESSAGES.loggedIn)
    }),
    route('forgotPassword', async (c, { body: { email } }) => {
      await limiter.hit('forgot', { ip: ipOf(c), account: email })
      await requestCode(ctx, email)
      return ok(c, null, API_MESSAGES.codeSent)
    }),
    route('validateCode', async (c, { body: { email, code } }) => {
      await limiter.hit('validate', { ip: ipOf(c), account: email })
      await validateCode(ctx, email, code)
      return ok(c, { valid: true }, API_MESSAGES.codeValidated)
    }),
    route('changePassword', async (c, { body: { email, code, password } }) => {
      await limiter.hit('change', { ip: ipOf(c), account: email })
      await changePasswordWithCode(ctx, email, code, password)
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
