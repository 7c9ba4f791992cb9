import {
  changePasswordRequestSchema,
  forgotPasswordSchema,
  loginSchema,
  registerRequestSchema,
  validateCodeSchema,
  validateTokenRequestSchema,
} from '@atendimento/domain/schemas/auth'
import { Hono } from 'hono'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { ok } from '../../http/responses.ts'
import { jsonBody } from '../../http/validate.ts'
import { login, logout, register, validateToken } from './auth-service.ts'
import {
  CODE_SENT,
  changePasswordWithCode,
  requestCode,
  validateCode,
} from './password-recovery.ts'
import { bearerToken } from './require-user.ts'

export function authRoutes(ctx: ApiContext) {
  const { limiter } = ctx
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, ctx.settings.trustProxy)

  return new Hono()
    .post('/register', jsonBody(registerRequestSchema), async (c) =>
      ok(c, await register(ctx, c.req.valid('json')), 'Conta criada com sucesso'),
    )
    .post('/login', jsonBody(loginSchema), async (c) => {
      const body = c.req.valid('json')
      await limiter.hit('login', { ip: ipOf(c), account: body.email })
      return ok(c, await login(ctx, body, c.req.raw.signal), 'Login realizado com sucesso')
    })
    .post('/forgot', jsonBody(forgotPasswordSchema), async (c) => {
      const { email } = c.req.valid('json')
      await limiter.hit('forgot', { ip: ipOf(c), account: email })
      await requestCode(ctx, email)
      return ok(c, null, CODE_SENT)
    })
    .post('/validate', jsonBody(validateCodeSchema), async (c) => {
      const { email, code } = c.req.valid('json')
      await limiter.hit('validate', { ip: ipOf(c), account: email })
      await validateCode(ctx, email, code)
      return ok(c, { valid: true }, 'Código validado')
    })
    .post('/change', jsonBody(changePasswordRequestSchema), async (c) => {
      const { email, code, password } = c.req.valid('json')
      await limiter.hit('change', { ip: ipOf(c), account: email })
      await changePasswordWithCode(ctx, email, code, password)
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
