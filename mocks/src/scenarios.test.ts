import { IP_LOOKUP_SERVICES, ipFromLookup } from '@atendimento/domain/ip'
import { successEnvelope } from '@atendimento/domain/schemas/envelope'
import { PAYMENT_STATUSES, paymentListSchema } from '@atendimento/domain/schemas/payment'
import {
  SUBSCRIPTION_STATUSES,
  subscriptionListSchema,
} from '@atendimento/domain/schemas/subscription'
import { canCancel, canContinuePayment, canReactivate } from '@atendimento/domain/subscription'
import { makeCpf } from '@atendimento/domain/testing/documents'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CEP_FALLBACK_URL, CEP_SERVICE_URL, MOCK_CEPS } from './handlers/cep.ts'
import { server } from './node.ts'
import { scenarios } from './scenarios.ts'
import { DEMO } from './store.ts'
import { callApi, cardPayload, useMockServer } from './testing.ts'

useMockServer()

const subscriptions = async (token: string = DEMO.token) =>
  v.parse(
    successEnvelope(subscriptionListSchema),
    (await callApi('GET', '/subscription', { token })).body,
  ).data
const payments = async (query = '') =>
  v.parse(
    successEnvelope(paymentListSchema),
    (await callApi('GET', `/recurrence/user${query}`, { token: DEMO.token })).body,
  ).data

describe('timing and failure switches', () => {
  it('slow: answers normally, later', async () => {
    server.use(...scenarios.slow('listPlans', { ms: 80 }))
    const started = performance.now()
    const res = await callApi('GET', '/plan')
    expect(performance.now() - started).toBeGreaterThanOrEqual(70)
    expect(res.status).toBe(200)
    expect((await callApi('GET', '/plan/plano-essencial')).status).toBe(200)
  })

  it('serverError: the API 500 with its message, on that call only', async () => {
    server.use(...scenarios.serverError('login'))
    const res = await callApi('POST', '/auth/login', {
      body: { email: DEMO.email, password: DEMO.password },
    })
    expect(res).toEqual({ status: 500, body: { message: 'Erro interno do servidor' } })
    expect((await callApi('GET', '/plan')).status).toBe(200)
  })

  it('failure: any status and message', async () => {
    server.use(...scenarios.failure('cancelSubscription', 409, 'Já cancelada'))
    const res = await callApi('DELETE', `/subscription/${DEMO.activeSubscriptionId}`, {
      token: DEMO.token,
    })
    expect(res).toEqual({ status: 409, body: { message: 'Já cancelada' } })
  })

  it('timeout: holds the answer past the given time', async () => {
    server.use(...scenarios.timeout('listPlans', { ms: 'infinite' }))
    const outcome = await fetch('http://localhost/api/plan', { signal: AbortSignal.timeout(100) })
      .then(() => 'answered')
      .catch((error: Error) => error.name)
    expect(outcome).toBe('TimeoutError')
  })

  it('networkError: every API call fails to connect', async () => {
    server.use(...scenarios.networkError())
    await expect(fetch('http://localhost/api/plan')).rejects.toThrow()
    await expect(fetch('http://localhost/api/auth/logout', { method: 'POST' })).rejects.toThrow()
  })

  it('unavailable and rateLimited: the API texts and headers', async () => {
    server.use(...scenarios.rateLimited('forgotPassword', 42))
    const limited = await fetch('http://localhost/api/auth/forgot', { method: 'POST' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('42')
    server.use(...scenarios.unavailable())
    expect(await callApi('GET', '/plan')).toEqual({
      status: 503,
      body: { message: 'Servidor reiniciando. Tente novamente em instantes.' },
    })
  })

  it('sessionExpired: the remembered token is no longer valid, a new login works', async () => {
    server.use(...scenarios.sessionExpired())
    const check = await callApi('POST', '/auth/validate-token', { body: { token: DEMO.token } })
    expect(check.body.data).toEqual({ valid: false })
    expect((await callApi('GET', '/subscription', { token: DEMO.token })).status).toBe(401)
    const login = await callApi('POST', '/auth/login', {
      body: { email: DEMO.email, password: DEMO.password },
    })
    expect((await callApi('GET', '/subscription', { token: login.body.data.token })).status).toBe(
      200,
    )
  })

  it('names only calls the contract table has (types)', () => {
    // @ts-expect-error: no row of the contract table has this name
    expect(() => scenarios.serverError('entrar')).toThrow()
  })
})

describe('data switches', () => {
  it('emptyLists: no plans, no subscriptions, no payments, and checkout still works', async () => {
    server.use(...scenarios.emptyLists())
    expect((await callApi('GET', '/plan?activeOnly=true')).body.data).toEqual([])
    expect(await subscriptions()).toEqual([])
    expect(await payments()).toEqual([])
    const checkout = await callApi('POST', '/subscription/plano-essencial', {
      token: DEMO.token,
      body: cardPayload(makeCpf({ seed: 5 })),
    })
    expect(checkout.status).toBe(200)
  })

  it('emptyLists can pick lists', async () => {
    server.use(...scenarios.emptyLists(['payments']))
    expect(await payments()).toEqual([])
    expect((await subscriptions()).length).toBe(2)
  })

  it.each(SUBSCRIPTION_STATUSES.map((status) => [status]))(
    'subscriptionsWithStatus(%s): one subscription the screen can act on',
    async (status) => {
      server.use(...scenarios.subscriptionsWithStatus(status))
      const [only, ...rest] = await subscriptions()
      expect(rest).toEqual([])
      expect(only?.status).toBe(status)
      const id = only?._id ?? ''
      if (canContinuePayment(status)) {
        const resumed = await callApi('POST', '/subscription/plano-profissional', {
          token: DEMO.token,
          body: cardPayload(makeCpf({ seed: 5 })),
        })
        expect(resumed.body.data).toMatchObject({ _id: id, status: 'active' })
      }
      if (canCancel(status)) {
        const canceled = await callApi('DELETE', `/subscription/${id}`, { token: DEMO.token })
        expect(canceled.body.data.status).toBe('canceled')
      }
      if (canReactivate(status)) {
        const active = await callApi('PUT', `/subscription/${id}/activate`, { token: DEMO.token })
        expect(active.body.data).toMatchObject({ status: 'active', canceledAt: null })
      }
    },
  )

  it('subscriptionsWithStatus takes several statuses and applies once', async () => {
    server.use(...scenarios.subscriptionsWithStatus(['pending', 'canceled']))
    expect((await subscriptions()).map((item) => item.status).sort()).toEqual([
      'canceled',
      'pending',
    ])
    const [pending] = (await subscriptions()).filter((item) => item.status === 'pending')
    await callApi('DELETE', `/subscription/${pending?._id}`, { token: DEMO.token })
    expect((await subscriptions()).every((item) => item.status === 'canceled')).toBe(true)
  })

  it('subscriptionsWithStatus applies to whoever is signed in', async () => {
    server.use(...scenarios.subscriptionsWithStatus('trialing'))
    expect((await subscriptions()).map((item) => item.status)).toEqual(['trialing'])
    expect((await subscriptions(DEMO.newUserToken)).map((item) => item.status)).toEqual([
      'trialing',
    ])
  })

  it.each(PAYMENT_STATUSES.map((status) => [status]))(
    'paymentsWithStatus(%s): a history in that status',
    async (status) => {
      server.use(...scenarios.paymentsWithStatus(status))
      const list = await payments()
      expect(list.length).toBe(3)
      expect(list.every((payment) => payment.status === status)).toBe(true)
      const filtered = await payments('?status=paid')
      expect(filtered.length).toBe(status === 'paid' ? 3 : 0)
    },
  )

  it('plans: a custom plan list', async () => {
    server.use(
      ...scenarios.plans([
        {
          _id: 'plano-anual',
          name: 'Anual',
          description: 'Um ano',
          price: 99000,
          billingCycleDays: 365,
          features: [],
          active: true,
        },
      ]),
    )
    expect(
      (await callApi('GET', '/plan')).body.data.map((plan: { _id: string }) => plan._id),
    ).toEqual(['plano-anual'])
    expect((await callApi('GET', '/plan/plano-essencial')).status).toBe(404)
  })
})

describe('public services switches', () => {
  const cep = (service = `${CEP_SERVICE_URL}/${MOCK_CEPS.paulista}/json/`) => fetch(service)

  it.each([[true], ['true']] as const)('cepNotFound(%j)', async (erro) => {
    server.use(...scenarios.cepNotFound(erro))
    expect(await (await cep()).json()).toEqual({ erro })
  })

  it('cepError, cepNetworkError, cepFallbackError', async () => {
    server.use(...scenarios.cepError(503))
    expect((await cep()).status).toBe(503)
    server.use(...scenarios.cepNetworkError())
    await expect(cep()).rejects.toThrow()
    const fallback = `${CEP_FALLBACK_URL}/v2/${MOCK_CEPS.paulista}`
    expect((await fetch(fallback)).status).toBe(200)
    server.use(...scenarios.cepFallbackError())
    await expect(fetch(fallback)).rejects.toThrow()
  })

  it('cepTimeout holds the answer', async () => {
    server.use(...scenarios.cepTimeout('infinite'))
    await expect(
      fetch(`${CEP_SERVICE_URL}/${MOCK_CEPS.paulista}/json/`, { signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow()
  })

  it('ipLookupFails(2): the first two fail, the third answers', async () => {
    server.use(...scenarios.ipLookupFails(2))
    const [first, second, third] = IP_LOOKUP_SERVICES
    await expect(fetch(first?.url ?? '')).rejects.toThrow()
    await expect(fetch(second?.url ?? '')).rejects.toThrow()
    expect((await fetch(third?.url ?? '')).status).toBe(200)
  })

  it('ipLookupAnswers: every service reports the address given', async () => {
    server.use(...scenarios.ipLookupAnswers('192.168.0.10'))
    for (const service of IP_LOOKUP_SERVICES) {
      const body = await (await fetch(service.url)).json()
      expect(body[service.field]).toBe('192.168.0.10')
      expect(ipFromLookup(service, body)).toBeNull()
    }
  })
})

describe('switches for every API call', () => {
  it('leave the public services alone (BrasilAPI also lives under /api)', async () => {
    server.use(...scenarios.networkError(), ...scenarios.unavailable())
    const fallback = await fetch(`${CEP_FALLBACK_URL}/v2/${MOCK_CEPS.paulista}`)
    expect(fallback.status).toBe(200)
    await expect(fetch('http://localhost/api/plan')).rejects.toThrow()
  })
})
