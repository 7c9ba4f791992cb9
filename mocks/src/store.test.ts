import { ENDPOINTS, SITE_CALL_NAMES } from '@atendimento/domain/contract/endpoints'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { authResponseSchema, validateTokenResponseSchema } from '@atendimento/domain/schemas/auth'
import { successEnvelope } from '@atendimento/domain/schemas/envelope'
import { paymentListSchema } from '@atendimento/domain/schemas/payment'
import { pixStatusResponseSchema } from '@atendimento/domain/schemas/pix'
import { planListSchema } from '@atendimento/domain/schemas/plan'
import { subscriptionListSchema } from '@atendimento/domain/schemas/subscription'
import { userSchema } from '@atendimento/domain/schemas/user'
import { groupSubscriptions } from '@atendimento/domain/subscription'
import { makeCpf } from '@atendimento/domain/testing/documents'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { listPayments, listSubscriptions } from './billing.ts'
import { createStore, DEMO, MOCK_NOW, resetStore, store } from './store.ts'
import { callApi, cardPayload, useMockServer } from './testing.ts'

useMockServer()

describe('the seeded store', () => {
  it('is the same on every creation (stable stories and screenshots)', () => {
    expect(createStore()).toEqual(createStore())
    expect(createStore().now).toBe(MOCK_NOW)
  })

  it('holds data the domain schemas accept', () => {
    const seeded = createStore()
    for (const { user } of seeded.users) v.parse(userSchema, user)
    v.parse(planListSchema, seeded.plans)
    v.parse(subscriptionListSchema, listSubscriptions(seeded, DEMO.userId))
    v.parse(paymentListSchema, listPayments(seeded, DEMO.userId))
  })

  it('gives the demo user a current plan, a canceled one and every payment status but pending', () => {
    const groups = groupSubscriptions(listSubscriptions(createStore(), DEMO.userId))
    expect(groups.active?._id).toBe(DEMO.activeSubscriptionId)
    expect(groups.canceled.map((item) => item._id)).toEqual([DEMO.canceledSubscriptionId])
    const statuses = new Set(listPayments(createStore(), DEMO.userId).map((item) => item.status))
    expect([...statuses].sort()).toEqual(['canceled', 'failed', 'paid', 'refunded'])
  })

  it('resets in place', async () => {
    store.plans = []
    store.users = []
    resetStore()
    expect(store).toEqual(createStore())
  })
})

describe('the demo accounts', () => {
  it.each([DEMO.email, DEMO.newUserEmail])('%s logs in with senha123', async (email) => {
    const res = await callApi('POST', '/auth/login', {
      body: { email, password: DEMO.password, rememberMe: true },
    })
    expect(res.status).toBe(200)
    expect(v.parse(successEnvelope(authResponseSchema), res.body).data.user.email).toBe(email)
  })

  it('has a token already valid, for stories that start logged in', async () => {
    const res = await callApi('POST', '/auth/validate-token', { body: { token: DEMO.token } })
    const { data } = v.parse(successEnvelope(validateTokenResponseSchema), res.body)
    expect(data).toMatchObject({ valid: true, user: { email: DEMO.email } })
  })

  it('recovers the password with the fixed code ABC123', async () => {
    expect((await callApi('POST', '/auth/forgot', { body: { email: DEMO.email } })).status).toBe(
      200,
    )
    const validate = await callApi('POST', '/auth/validate', {
      body: { email: DEMO.email, code: 'abc123' },
    })
    expect(validate.status).toBe(200)
    const change = await callApi('POST', '/auth/change', {
      body: { email: DEMO.email, code: DEMO.recoveryCode, password: 'nova-senha' },
    })
    expect(change.status).toBe(200)
    const login = await callApi('POST', '/auth/login', {
      body: { email: DEMO.email, password: 'nova-senha' },
    })
    expect(login.status).toBe(200)
  })

  it('checks out from the new account with the sandbox card', async () => {
    const res = await callApi('POST', '/subscription/plano-profissional', {
      token: DEMO.newUserToken,
      body: cardPayload(makeCpf({ seed: 3 })),
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      message: 'Pagamento aprovado! Sua assinatura está ativa.',
      data: { status: 'active', nextBillingDate: '2026-04-09T12:00:00.000Z' },
    })
  })

  it('refuses the demo user another plan while the current one is active', async () => {
    const res = await callApi('POST', '/subscription/plano-essencial', {
      token: DEMO.token,
      body: cardPayload(makeCpf({ seed: 3 })),
    })
    expect(res).toEqual({ status: 409, body: { message: API_MESSAGES.otherPlanActive } })
  })

  it('has a Pix charge pending at the first check and paid at the second', async () => {
    const check = () =>
      callApi('POST', '/subscription/pix/status', {
        token: DEMO.token,
        body: { pixId: DEMO.pixId },
      })
    const schema = successEnvelope(pixStatusResponseSchema)
    expect(v.parse(schema, (await check()).body).data.status).toBe('pending')
    expect(v.parse(schema, (await check()).body).data.status).toBe('paid')
  })
})

describe('routes', () => {
  const samplePath = (path: string) =>
    path.replace(':planId', 'plano-essencial').replace(':id', DEMO.activeSubscriptionId)

  // The API's own description, its probes and the webhook are not calls the site makes.
  const calls = SITE_CALL_NAMES
  it.each(
    calls.map((name) => [`${ENDPOINTS[name].method} ${ENDPOINTS[name].path}`, ENDPOINTS[name]]),
  )('%s has a handler that answers in the API envelope', async (_, route) => {
    const res = await callApi(route.method, samplePath(route.path), {
      token: DEMO.token,
      body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    })
    expect(typeof res.body.message).toBe('string')
  })

  it('answer without a token with the API 401 and its pt-BR message', async () => {
    const res = await callApi('GET', '/subscription')
    expect(res).toEqual({ status: 401, body: { message: 'Token de autenticação não encontrado' } })
    const bad = await callApi('GET', '/subscription', { token: 'nao-existe' })
    expect(bad).toEqual({
      status: 401,
      body: { message: 'Sessão expirada ou inválida. Entre novamente.' },
    })
  })

  it("read another user's subscription as unknown", async () => {
    const res = await callApi('GET', `/subscription/${DEMO.activeSubscriptionId}`, {
      token: DEMO.newUserToken,
    })
    expect(res).toEqual({ status: 404, body: { message: 'Assinatura não encontrada' } })
  })
})
