import { randomBytes, randomUUID } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { MAX_TEXT_LENGTH, TEXT_LIMITS } from '@atendimento/domain/schemas/fields'
import { describe, expect, it } from 'vitest'
import type { LogLine } from '../log.ts'
import type { Mailer } from '../mail/mailer.ts'
import { cardPayment, createTestApp, registration, signUp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()

// Every one of them, spelled out: what app.ts sets is what is checked here, not read from it.
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
}

function expectSecurityHeaders(res: { headers: Headers }) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(res.headers.get(name), name).toBe(value)
  }
  expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{1,255}$/)
}

// Card numbers and CCVs at rest: security/card-data-at-rest.test.ts.

describe('HTTP hygiene', () => {
  it.each([
    ['401 (no session)', 'GET', '/subscription', undefined, 401],
    ['404 (unknown route)', 'GET', '/nada', undefined, 404],
    ['400 (malformed JSON)', 'POST', '/auth/login', '{', 400],
    ['413 (body too large)', 'POST', '/auth/login', `{"x":"${'a'.repeat(70 * 1024)}"}`, 413],
    ['200 (validate-token)', 'POST', '/auth/validate-token', '{"token":"x"}', 200],
  ])(
    'sends the security headers and no-store on a %s answer',
    async (_, method, path, body, status) => {
      const res = await createTestApp(db()).app.request(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body !== undefined && { body }),
      })
      expect(res.status).toBe(status)
      expectSecurityHeaders(res)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('x-request-id')).toBeTruthy()
    },
  )

  it('keeps them on the cacheable plan list, its 304 and while shutting down', async () => {
    let draining = false
    const { app } = createTestApp(db(), { isDraining: () => draining })
    const list = await app.request('/api/plan?activeOnly=true')
    expect(list.headers.get('cache-control')).toBe('public, no-cache')
    expectSecurityHeaders(list)
    const etag = list.headers.get('etag') ?? ''
    const same = await app.request('/api/plan?activeOnly=true', {
      headers: { 'if-none-match': etag },
    })
    expect(same.status).toBe(304)
    expectSecurityHeaders(same)
    const head = await app.request('/api/plan?activeOnly=true', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('etag')).toBe(etag)
    expectSecurityHeaders(head)
    const missing = await app.request('/api/plan/nao-existe')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    draining = true
    const refused = await app.request('/api/plan')
    expect(refused.status).toBe(503)
    expectSecurityHeaders(refused)
  })

  it('keeps them on a refusal of the general quota and on a replayed answer', async () => {
    const t = createTestApp(db(), { settings: { generalRateLimitPerMinute: 1 } })
    expect((await t.request('GET', '/plan', { ip: '198.51.100.30' })).status).toBe(200)
    const refused = await t.request('GET', '/plan', { ip: '198.51.100.30' })
    expect(refused.status).toBe(429)
    expectSecurityHeaders(refused)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(refused.headers.get('ratelimit')).toMatch(/^"geral";r=0;t=\d+$/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    const open = createTestApp(db())
    const { token } = await signUp(open)
    const key = randomUUID()
    const body = cardPayment()
    const pay = () =>
      open.request('POST', '/subscription/plano-essencial', {
        token,
        body,
        headers: { 'Idempotency-Key': key },
      })
    const first = await pay()
    const replayed = await pay()
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    for (const answer of [first, replayed]) {
      expect(answer.status).toBe(200)
      expectSecurityHeaders(answer)
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
  })

  it("keeps a caller's own request id when it is a plain token, and makes one otherwise", async () => {
    const { app } = createTestApp(db())
    const id = async (given: string) =>
      (await app.request('/api/plan', { headers: { 'x-request-id': given } })).headers.get(
        'x-request-id',
      )
    expect(await id('pedido-123_abc=')).toBe('pedido-123_abc=')
    for (const odd of ['tem espaço', 'x'.repeat(256), '']) {
      expect(await id(odd)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      )
    }
  })

  it('refuses a body over the limit with 413 and a pt-BR message', async () => {
    const t = createTestApp(db())
    const res = await t.request('POST', '/auth/login', {
      body: { email: 'a@exemplo.com', password: 'x'.repeat(70 * 1024) },
    })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ message: 'O corpo da requisição é grande demais.' })
  })

  it('refuses a NUL character (PostgreSQL cannot store one) in a body or a path with 400', async () => {
    const t = createTestApp(db())
    const body = await t.request('POST', '/auth/register', {
      body: registration({ name: 'a\u0000b' }),
    })
    expect(body).toMatchObject({ status: 400, body: { message: API_MESSAGES.invalidCharacter } })
    const { token } = await signUp(t)
    const path = await t.request('GET', '/recurrence/subscription/%00', { token })
    expect(path).toMatchObject({ status: 400, body: { message: API_MESSAGES.invalidCharacter } })
    expect(await db().selectFrom('users').selectAll().execute()).toHaveLength(1)
  })

  it('refuses a text longer than any form sends, before it reaches an index', async () => {
    const t = createTestApp(db())
    // Random letters: PostgreSQL compresses a repeated text, which would then fit any index.
    const random = (length: number) =>
      randomBytes(length)
        .toString('base64url')
        .slice(0, length)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x')
    const long = await t.request('POST', '/auth/register', {
      body: registration({ email: `${random(MAX_TEXT_LENGTH)}@exemplo.com` }),
    })
    expect(long).toMatchObject({ status: 400, body: { message: API_MESSAGES.textTooLong } })
    // An e-mail has a limit of its own (RFC 5321), said in the field's words.
    const tooLongEmail = `${random(TEXT_LIMITS.email.max - 11)}@exemplo.com`
    const refused = await t.request('POST', '/auth/login', {
      body: { email: tooLongEmail, password: 'x' },
    })
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'E-mail: no máximo 254 caracteres' },
    })
    // At the limit, a random e-mail (which no compression shrinks) still fits every index:
    // the unique e-mail and the rate limiter's key.
    const atLimit = `${random(TEXT_LIMITS.email.max - 12)}@exemplo.com`
    const login = await t.request('POST', '/auth/login', {
      body: { email: atLimit, password: 'x' },
      ip: random(5000),
    })
    expect(login.status).toBe(401)
    const registered = await t.request('POST', '/auth/register', {
      body: registration({ email: atLimit }),
    })
    expect(registered.status).toBe(200)
  })

  it('allows only the configured origins', async () => {
    const preflight = (corsOrigins: string[]) =>
      createTestApp(db(), { corsOrigins }).app.request('/api/auth/login', {
        method: 'OPTIONS',
        headers: {
          origin: 'https://loja.exemplo.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      })
    const allowed = await preflight(['https://loja.exemplo.com'])
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://loja.exemplo.com')
    const sameOriginOnly = await preflight([])
    expect(sameOriginOnly.headers.get('access-control-allow-origin')).toBeNull()
    const other = await preflight(['https://outra.exemplo.com'])
    expect(other.headers.get('access-control-allow-origin')).not.toBe('https://loja.exemplo.com')
    // And on the answers themselves, the cached plan list's included.
    const { app } = createTestApp(db(), { corsOrigins: ['https://loja.exemplo.com'] })
    for (const path of ['/api/plan?activeOnly=true', '/api/subscription']) {
      const answer = await app.request(path, { headers: { origin: 'https://loja.exemplo.com' } })
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://loja.exemplo.com')
      expectSecurityHeaders(answer)
    }
  })

  it('turns new requests away with 503 while the server shuts down', async () => {
    let draining = false
    const t = createTestApp(db(), { isDraining: () => draining })
    expect((await t.request('GET', '/plan')).status).toBe(200)
    draining = true
    const res = await t.request('GET', '/plan')
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ message: 'Servidor reiniciando. Tente novamente em instantes.' })
    expect(res.headers.get('connection')).toBe('close')
  })

  it('answers an unexpected error with 500 and a pt-BR message, logging it', async () => {
    const lines: LogLine[] = []
    // The outbox refuses the notice a password change sends, after the change itself.
    const broken: Mailer = {
      send: (mail) =>
        mail.subject === 'Sua senha foi alterada'
          ? Promise.reject(new Error('disco cheio'))
          : Promise.resolve(),
      drain: async () => {},
      retryUndelivered: async () => 0,
      deliverQueued: async () => 0,
      resend: async () => false,
    }
    const t = createTestApp(db(), { log: (line) => lines.push(line), mailer: broken })
    const { token, password } = await signUp(t)
    const res = await t.request('PATCH', '/user/password', {
      token,
      body: { password, newPassword: 'outra-senha', confirmNewPassword: 'outra-senha' },
    })
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ message: 'Erro interno do servidor' })
    expectSecurityHeaders(res)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(lines.some((line) => line.level === 'error')).toBe(true)
  })
})
