import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../settings.ts'
import { createTestApp, lastCode, signUp, VIA_LOCAL_PROXY } from '../testing/test-app.ts'
import { MINUTE } from '../testing/test-clock.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()
const limits = {
  ...DEFAULT_RATE_LIMITS,
  login: { perIp: 4, perAccount: 2 },
  forgot: { perIp: 3, perAccount: 1 },
  validate: { perIp: 3, perAccount: 2 },
  change: { perIp: 3, perAccount: 2 },
}
const setup = () => createTestApp(db(), { settings: { rateLimits: limits } })

describe('rate limits on login, forgot, validate and change', () => {
  it('are on by default', () => {
    for (const rule of Object.values(DEFAULT_RATE_LIMITS)) {
      expect(rule.perIp).toBeGreaterThan(0)
      if ('perAccount' in rule) expect(rule.perAccount).toBeGreaterThan(0)
    }
  })

  it('stop logins to one account past its limit with 429, Retry-After and a pt-BR message', async () => {
    const t = setup()
    const { email, password } = await signUp(t)
    t.clock.advance(MINUTE)
    const attempt = (ip: string, pass = 'errada') =>
      t.request('POST', '/auth/login', { body: { email, password: pass }, ip })
    expect((await attempt('198.51.100.1')).status).toBe(401)
    expect((await attempt('198.51.100.2')).status).toBe(401)
    // A third try from yet another address: the account's own limit applies.
    const blocked = await attempt('198.51.100.3', password)
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ message: API_MESSAGES.tooManyTries })
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    t.clock.advance(MINUTE)
    expect((await attempt('198.51.100.3', password)).status).toBe(200)
  })

  it('stop one address trying many accounts', async () => {
    const t = setup()
    const statuses: number[] = []
    for (let index = 0; index < 5; index++) {
      const res = await t.request('POST', '/auth/login', {
        body: { email: `pessoa${index}@exemplo.com`, password: 'x' },
        ip: '198.51.100.9',
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429])
    const elsewhere = await t.request('POST', '/auth/login', {
      body: { email: 'pessoa9@exemplo.com', password: 'x' },
      ip: '198.51.100.10',
    })
    expect(elsewhere.status).toBe(401)
  })

  it('apply to forgot, validate and change per account', async () => {
    const t = setup()
    const { email } = await signUp(t)
    expect((await t.request('POST', '/auth/forgot', { body: { email } })).status).toBe(200)
    const forgot = await t.request('POST', '/auth/forgot', { body: { email } })
    expect(forgot.status).toBe(429)
    const code = await lastCode(t, email)
    const validate = () => t.request('POST', '/auth/validate', { body: { email, code } })
    expect((await validate()).status).toBe(200)
    expect((await validate()).status).toBe(200)
    expect((await validate()).status).toBe(429)
    const change = () =>
      t.request('POST', '/auth/change', { body: { email, code: 'ZZZZZZ', password: 'nova-senha' } })
    expect((await change()).status).toBe(400)
    expect((await change()).status).toBe(400)
    expect((await change()).status).toBe(429)
  })

  it.each([
    ['forgot', (email: string) => ({ email })],
    ['validate', (email: string) => ({ email, code: 'ZZZZZZ' })],
    ['change', (email: string) => ({ email, code: 'ZZZZZZ', password: 'nova-senha' })],
  ] as const)('stop one address trying /auth/%s for many accounts', async (action, body) => {
    const t = setup()
    const ip = '198.51.100.20'
    const statuses: number[] = []
    for (let index = 0; index <= limits[action].perIp; index++) {
      const res = await t.request('POST', `/auth/${action}`, {
        body: body(`alvo${index}@exemplo.com`),
        ip,
      })
      statuses.push(res.status)
      if (res.status === 429) {
        expect(res.body).toEqual({ message: API_MESSAGES.tooManyTries })
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1)).not.toContain(429)
    // Another address is not held back by this one.
    const elsewhere = await t.request('POST', `/auth/${action}`, {
      body: body('outro@exemplo.com'),
      ip: '198.51.100.21',
    })
    expect(elsewhere.status).not.toBe(429)
  })

  it('hold at their default values: the 11th login to one account in a minute is refused', async () => {
    const t = createTestApp(db())
    const { email, password } = await signUp(t)
    t.clock.advance(MINUTE)
    const statuses: number[] = []
    for (let index = 0; index < DEFAULT_RATE_LIMITS.login.perAccount + 1; index++) {
      const res = await t.request('POST', '/auth/login', {
        body: { email, password: index === DEFAULT_RATE_LIMITS.login.perAccount ? password : 'x' },
        ip: `198.51.100.${100 + index}`,
      })
      statuses.push(res.status)
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    // Even the right password: a guesser must not learn it was right.
    expect(statuses.at(-1)).toBe(429)
  })

  it('are shared by every API process on the same database', async () => {
    const first = setup()
    const second = setup()
    const { email } = await signUp(first)
    first.clock.advance(MINUTE)
    second.clock.advance(MINUTE)
    const login = (t: typeof first) =>
      t.request('POST', '/auth/login', { body: { email, password: 'x' }, ip: '198.51.100.30' })
    expect((await login(first)).status).toBe(401)
    expect((await login(second)).status).toBe(401)
    expect((await login(first)).status).toBe(429)
  })

  it("do not lock the owner out: guesses from elsewhere leave the owner's known device alone", async () => {
    const t = createTestApp(db())
    const { email, password, device } = await signUp(t)
    t.clock.advance(MINUTE)
    for (let index = 0; index < DEFAULT_RATE_LIMITS.login.perAccount; index++) {
      const res = await t.request('POST', '/auth/login', {
        body: { email, password: `chute-${index}` },
        ip: `198.51.100.${150 + index}`,
      })
      expect(res.status).toBe(401)
    }
    // A new device with the right password waits like everybody else...
    const stranger = await t.request('POST', '/auth/login', {
      body: { email, password },
      ip: '203.0.113.77',
    })
    expect(stranger.status).toBe(429)
    // ...the browser the owner signed in from before gets in.
    const owner = await t.request('POST', '/auth/login', {
      body: { email, password },
      ip: '203.0.113.77',
      device,
    })
    expect(owner.status).toBe(200)
    // A device id of another account, or made up, counts with the account.
    const other = await signUp(t)
    const borrowed = await t.request('POST', '/auth/login', {
      body: { email, password },
      device: other.device,
    })
    expect(borrowed.status).toBe(429)
  })

  it('can be switched off with 0', async () => {
    const t = createTestApp(db(), {
      settings: { rateLimits: { ...limits, login: { perIp: 0, perAccount: 0 } } },
    })
    for (let index = 0; index < 6; index++) {
      const res = await t.request('POST', '/auth/login', {
        body: { email: 'a@exemplo.com', password: 'x' },
      })
      expect(res.status).toBe(401)
    }
  })
})

describe('the general quota and the RateLimit headers', () => {
  const general = (perMinute: number) =>
    createTestApp(db(), { settings: { rateLimits: limits, generalRateLimitPerMinute: perMinute } })

  it('counts every call of an address, says what is left, and answers 429 past it', async () => {
    const t = general(3)
    const plans = (ip: string) => t.request('GET', '/plan', { ip })
    const answers = [await plans('198.51.100.20'), await plans('198.51.100.20')]
    expect(answers.map((answer) => answer.headers.get('ratelimit'))).toEqual([
      expect.stringMatching(/^"geral";r=2;t=\d+$/),
      expect.stringMatching(/^"geral";r=1;t=\d+$/),
    ])
    expect(answers[0]?.headers.get('ratelimit-policy')).toBe('"geral";q=3;w=60')
    await plans('198.51.100.20')
    const refused = await plans('198.51.100.20')
    expect(refused).toMatchObject({ status: 429, body: { message: API_MESSAGES.tooManyTries } })
    expect(refused.headers.get('ratelimit')).toMatch(/^"geral";r=0;t=\d+$/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address has its own quota; the next minute, this one has it back.
    expect((await plans('198.51.100.21')).status).toBe(200)
    t.clock.advance(MINUTE)
    expect((await plans('198.51.100.20')).status).toBe(200)
  })

  it("lists a call's own quotas beside the general one", async () => {
    const t = general(100)
    const login = await t.request('POST', '/auth/login', {
      body: { email: 'ninguem@exemplo.com', password: 'x' },
      ip: '198.51.100.22',
    })
    expect(login.status).toBe(401)
    expect(login.headers.get('ratelimit-policy')).toBe(
      '"geral";q=100;w=60, "login-endereco";q=4;w=60, "login-conta";q=2;w=60',
    )
    expect(login.headers.get('ratelimit')).toMatch(
      /^"geral";r=99;t=\d+, "login-endereco";r=3;t=\d+, "login-conta";r=1;t=\d+$/,
    )
  })

  it("counts the desktop app's OAuth calls too, the RFC 8414 address at the site's root included", async () => {
    const t = general(100)
    const metadata = await t.app.request(
      '/.well-known/oauth-authorization-server',
      {},
      VIA_LOCAL_PROXY,
    )
    expect(metadata.status).toBe(200)
    expect(metadata.headers.get('ratelimit-policy')).toBe('"geral";q=100;w=60')
    const token = await t.app.request(
      '/api/oauth/token',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=refresh_token&refresh_token=nenhum&client_id=atendimento-desktop',
      },
      VIA_LOCAL_PROXY,
    )
    expect(token.status).toBe(400)
    expect(token.headers.get('ratelimit')).toMatch(/^"geral";r=\d+;t=\d+/)
  })

  it('is off at 0: no quota, no headers', async () => {
    const t = general(0)
    const answer = await t.request('GET', '/plan')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('ratelimit')).toBeNull()
  })
})
