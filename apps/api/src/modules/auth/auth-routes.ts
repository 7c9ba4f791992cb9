import {
  changePasswordRequestSchema,
  forgotPasswordSchema,
  loginSchema,
  registerRequestSchema,
  validateCodeSchema,
  validateTokenRequestSchema,
} from '@atendimento/domain/schemas/auth'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { ok } from '../../http/responses.ts'
import { jsonBody } from '../../http/validate.ts'
import type { RateLimitedAction } from '../../settings.ts'
import { login, logout, validateToken } from './auth-service.ts'
import { deviceOf, isOwnersDevice, rememberDevice } from './known-devices.ts'
import {
  CODE_SENT,
  changePasswordWithCode,
  requestCode,
  validateCode,
} from './password-recovery.ts'
import { REGISTERED, registerQuietly } from './registration.ts'
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

  return new Hono()
    .post('/register', jsonBody(registerRequestSchema), async (c) => {
      const body = c.req.valid('json')
      const ip = ipOf(c)
      await limiter.hit('register', { ip, account: body.email })
      await registerQuietly(ctx, body, ip)
      return ok(c, null, REGISTERED)
    })
    .post('/login', jsonBody(loginSchema), async (c) => {
      const body = c.req.valid('json')
      const { device } = await limitTry(c, 'login', body.email)
      const session = await login(ctx, body, c.req.raw.signal)
      await rememberDevice(ctx.db, device, session.user._id, ctx.clock.now())
      return ok(c, session, 'Login realizado com sucesso')
    })
    .post('/forgot', jsonBody(forgotPasswordSchema), async (c) => {
      const { email } = c.req.valid('json')
      const { device } = await limitTry(c, 'forgot', email)
      // Whether the e-mail has an account is found out after the answer, not before it.
      ctx.afterResponse.run('código de recuperação', () => requestCode(ctx, email, device))
      return ok(c, null, CODE_SENT)
    })
    .post('/validate', jsonBody(validateCodeSchema), async (c) => {
      const { email, code } = c.req.valid('json')
      const { device } = await limitTry(c, 'validate', email)
      await validateCode(ctx, { email, code, device })
      return ok(c, { valid: true }, 'Código validado')
    })
    .post('/change', jsonBody(changePasswordRequestSchema), async (c) => {
      const { email, code, password } = c.req.valid('json')
      const { device, ip } = await limitTry(c, 'change', email)
      await changePasswordWithCode(ctx, { email, code, device }, password, ip)
      return ok(c, null, 'Senha alterada com sucesso. Entre com a nova senha.')
    })
    .post('/validate-token', jsonBody(validateTokenRequestSchema), async (c) => {
      const result = await validateToken(ctx, c.req.valid('json').token)
      return ok(c, result, result.valid ? 'Token válido' : 'Token inválido ou expirado')
    })
    .post('/logout', async (c) => {
      await logout(ctx, bearerToken(c.req.header('authorization')))
      return ok(c, null, 'Sessão encerrada')
    })
}
