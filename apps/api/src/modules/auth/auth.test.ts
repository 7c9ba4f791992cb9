import { BIRTHDATE_MESSAGES } from '@atendimento/domain/birthdate'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { authResponseSchema, validateTokenResponseSchema } from '@atendimento/domain/schemas/auth'
import { userSchema } from '@atendimento/domain/schemas/user'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../settings.ts'
import { createTestApp, mailsTo, registration, signUp } from '../../testing/test-app.ts'
import { DAY, HOUR } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'

const db = useTestDatabase()
const setup = () => createTestApp(db())

describe('POST /api/auth/register', () => {
  it('creates the account, answers no token, and the new account signs in', async () => {
    const t = setup()
    const body = registration({ email: 'Ana.Souza@Exemplo.com.br', document: '529.982.247-25' })
    const res = await t.request('POST', '/auth/register', { body })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: API_MESSAGES.registered, data: null })
    const login = await t.request('POST', '/auth/login', {
      body: { email: 'ana.souza@exemplo.com.br', password: body.password },
    })
    const data = v.parse(authResponseSchema, login.body.data)
    expect(data.user).toMatchObject({
      email: 'ana.souza@exemplo.com.br',
      document: '52998224725',
      phone: '11987654321',
      zipCode: '01310100',
      gender: 'female',
      acceptedTerms: true,
      termsAcceptedAt: t.clock.now().toISOString(),
    })
    expect(login.body.data.user).not.toHaveProperty('password')
    expect(login.body.data.user).not.toHaveProperty('passwordHash')
    expect((await mailsTo(t, 'ana.souza@exemplo.com.br'))[0]?.subject).toBe(
      'Sua conta no Atendimento Inteligente foi criada',
    )
  })

  it('stores the password as an argon2id hash', async () => {
    const t = setup()
    await t.request('POST', '/auth/register', { body: registration({ email: 'hash@exemplo.com' }) })
    const row = await db().selectFrom('users').select('password_hash').executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
    expect(row.password_hash).not.toContain('segredo123')
  })

  it.each([
    ['an invalid CPF', { document: '111.111.111-11' }, 'CPF ou CNPJ inválido'],
    ['an invalid phone', { phone: '1234' }, 'Telefone inválido'],
    [
      'terms not accepted',
      { acceptedTerms: false },
      'Você deve aceitar os termos de uso para continuar',
    ],
    [
      'a missing address',
      { city: '' },
      'Todos os campos de endereço são obrigatórios para a cobrança',
    ],
    // The test clock starts in 2026; the age needs today, so the API checks it after the schema.
    ['a birthdate in the future', { birthdate: '2030-01-01' }, BIRTHDATE_MESSAGES.future],
    ['a person of 16', { birthdate: '2010-01-01' }, BIRTHDATE_MESSAGES.tooYoung],
  ])('refuses %s with 400 and a pt-BR message', async (_, override, message) => {
    const res = await setup().request('POST', '/auth/register', { body: registration(override) })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message })
  })

  it('answers malformed JSON with a 400, never a 5xx', async () => {
    const res = await setup().request('POST', '/auth/register', { body: '{"name": ' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('O corpo da requisição não é um JSON válido.')
  })

  it('holds one address signing up again and again', async () => {
    const t = setup()
    const statuses: number[] = []
    for (let index = 0; index <= DEFAULT_RATE_LIMITS.register.perIp; index++) {
      const res = await t.request('POST', '/auth/register', {
        body: registration(),
        ip: '198.51.100.33',
      })
      statuses.push(res.status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
  })
  // Taken e-mails and documents: security/account-enumeration.test.ts.
})

describe('two registrations with one e-mail at once', () => {
  it('create one account; both get the same answer', async () => {
    const t = setup()
    const body = registration()
    const results = await Promise.all([
      t.request('POST', '/auth/register', { body }),
      t.request('POST', '/auth/register', { body: { ...body, document: registration().document } }),
    ])
    expect(results.map((res) => res.status)).toEqual([200, 200])
    expect(await db().selectFrom('users').selectAll().execute()).toHaveLength(1)
  })
})

describe('POST /api/auth/login', () => {
  it('answers a token and the user for the right password, e-mail in any case', async () => {
    const t = setup()
    const { email, password } = await signUp(t)
    const res = await t.request('POST', '/auth/login', {
      body: { email: email.toUpperCase(), password },
    })
    expect(res.status).toBe(200)
    const data = v.parse(authResponseSchema, res.body.data)
    expect(data.user.email).toBe(email)
  })

  it('gives a 12-hour token without remember-me and a 30-day one with it', async () => {
    const t = setup()
    const { email, password } = await signUp(t)
    const short = await t.request('POST', '/auth/login', { body: { email, password } })
    const long = await t.request('POST', '/auth/login', {
      body: { email, password, rememberMe: true },
    })
    const valid = async (token: string) =>
      (await t.request('POST', '/auth/validate-token', { body: { token } })).body.data.valid
    t.clock.advance(12 * HOUR - 1000)
    expect(await valid(short.body.data.token)).toBe(true)
    t.clock.advance(2000)
    expect(await valid(short.body.data.token)).toBe(false)
    expect(await valid(long.body.data.token)).toBe(true)
    t.clock.advance(30 * DAY)
    expect(await valid(long.body.data.token)).toBe(false)
  })

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'errada' })],
    ['an unknown e-mail', () => ({ email: 'ninguem@exemplo.com', password: 'segredo123' })],
  ])('answers %s with the same 401', async (_, body) => {
    const t = setup()
    const { email } = await signUp(t)
    const res = await t.request('POST', '/auth/login', { body: body(email) })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'E-mail ou senha incorretos' })
  })

  it('asks for both fields with the spec message', async () => {
    const res = await setup().request('POST', '/auth/login', { body: { email: ' ', password: '' } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: 'Campos obrigatórios: Preencha email e senha' })
  })
})

describe('POST /api/auth/validate-token', () => {
  it('answers valid and the user for a live token', async () => {
    const t = setup()
    const { token, user } = await signUp(t)
    const res = await t.request('POST', '/auth/validate-token', { body: { token } })
    expect(res.status).toBe(200)
    const data = v.parse(validateTokenResponseSchema, res.body.data)
    expect(data).toEqual({ valid: true, user: v.parse(userSchema, user) })
  })

  it('answers valid: false for an unknown token', async () => {
    const res = await setup().request('POST', '/auth/validate-token', {
      body: { token: 'nao-existe' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ valid: false })
  })

  it('refuses a body without a token with 400', async () => {
    const res = await setup().request('POST', '/auth/validate-token', { body: {} })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: 'Token de autenticação não encontrado' })
  })
})

describe('POST /api/auth/logout', () => {
  it('revokes the token', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const res = await t.request('POST', '/auth/logout', { token })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Sessão encerrada')
    const after = await t.request('GET', '/subscription', { token })
    expect(after.status).toBe(401)
    expect(after.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('answers OK without a token, since the browser clears its session anyway', async () => {
    const res = await setup().request('POST', '/auth/logout')
    expect(res.status).toBe(200)
  })

  it('stores only the hash of the token', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const rows = await db().selectFrom('sessions').select('token_hash').execute()
    expect(rows.map((row) => row.token_hash)).not.toContain(token)
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
  })
})
