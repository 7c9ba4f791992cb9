import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from './fixtures/people.ts'
import { server } from './node.ts'
import { scenarios } from './scenarios.ts'

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const call = (path: string, init: RequestInit = {}) =>
  fetch(`http://localhost/api${path}`, init).then(async (response) => ({
    status: response.status,
    headers: response.headers,
    body: await response.json(),
  }))

const signedIn = { headers: { authorization: `Bearer ${DEMO.token}` } }

describe('scenario switches', () => {
  it('slow: answers as usual, later', async () => {
    server.use(...scenarios.slow('listPlans', { ms: 80 }))
    const started = performance.now()
    expect((await call('/plan')).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(70)
  })

  it('timeout: holds the answer past the time the caller waits', async () => {
    server.use(...scenarios.timeout('listPlans', { ms: 'infinite' }))
    const outcome = await fetch('http://localhost/api/plan', { signal: AbortSignal.timeout(100) })
      .then(() => 'answered')
      .catch((error: Error) => error.name)
    expect(outcome).toBe('TimeoutError')
  })

  it('networkError: every call of the API fails to connect', async () => {
    server.use(...scenarios.networkError())
    await expect(fetch('http://localhost/api/plan')).rejects.toThrow()
    await expect(fetch('http://localhost/api/auth/logout', { method: 'POST' })).rejects.toThrow()
  })

  it('serverError and unavailable: the API texts, on the calls named only', async () => {
    server.use(...scenarios.serverError('getPlan'), ...scenarios.unavailable('listSubscriptions'))
    expect(await call('/plan/plano-essencial')).toMatchObject({
      status: 500,
      body: { message: API_MESSAGES.internalError },
    })
    expect(await call('/subscription', signedIn)).toMatchObject({
      status: 503,
      body: { message: API_MESSAGES.restarting },
    })
    expect((await call('/plan')).status).toBe(200)
  })

  it('rateLimited: the 429 with Retry-After (every row counts against the general quota)', async () => {
    server.use(...scenarios.rateLimited('forgotPassword'))
    const limited = await call('/auth/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.email }),
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    await expect(call('/plan')).resolves.toMatchObject({ status: 200 })
  })

  it('sessionExpired: the start-up check says invalid, signed-in calls 401', async () => {
    server.use(...scenarios.sessionExpired())
    const check = await call('/auth/validate-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: DEMO.token }),
    })
    expect(check.body).toEqual({ message: API_MESSAGES.tokenInvalid, data: { valid: false } })
    expect((await call('/subscription', signedIn)).status).toBe(401)
  })

  it('names only rows of the contract table (types)', () => {
    // @ts-expect-error: no row of the contract table has this name
    expect(() => scenarios.serverError('entrar')).toThrow()
  })
})
