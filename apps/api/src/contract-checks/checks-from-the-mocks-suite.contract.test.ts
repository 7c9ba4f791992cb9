import {
  API_MESSAGES,
  refusedMessage,
  SANDBOX_REFUSAL_REASONS,
} from '@atendimento/domain/contract/messages'
import { DELETE_ACCOUNT_MESSAGES } from '@atendimento/domain/schemas/privacy'
import { describe, expect, it } from 'vitest'
import { deactivatePlan } from '../modules/plans/plans-repository.ts'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway.ts'
import { cardPayment, signUp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'
import { type CheckedApp, createCheckedApp } from './row-answers.ts'

// What the mocks' contract suite checked of the API that the API's own suites did not (issue
// 25 read it scenario by scenario; the rest was already asserted in modules/*, security/*).
// Every answer here is also checked against its row of the contract table.

const db = useTestDatabase()

async function subscriber(t: CheckedApp, number?: string) {
  const customer = await signUp(t)
  const res = await t.request('POST', '/subscription/plano-essencial', {
    token: customer.token,
    body: cardPayment(number),
  })
  return { ...customer, res }
}

/** A card checkout whose gateway answer was lost: its subscription is left pending. */
async function lostAnswer(t: CheckedApp) {
  const made = await subscriber(t, SANDBOX_CARDS.answerLost)
  expect(made.res.status).toBe(502)
  const [pending] = (await t.request('GET', '/subscription', { token: made.token })).body.data
  expect(pending.status).toBe('pending')
  return { ...made, subscriptionId: pending._id as string }
}

describe('POST /subscription/{planId}', () => {
  it('refuses at the gateway a number that fails the check digit, with the reason', async () => {
    const { res } = await subscriber(createCheckedApp(db()), '4444 4444 4444 4445')
    expect(res).toMatchObject({
      status: 402,
      body: { message: refusedMessage(SANDBOX_REFUSAL_REASONS.invalid) },
    })
  })
})

describe('POST /subscription/{planId}/pix', () => {
  it('refuses a plan the customer already has active (paid by card)', async () => {
    const t = createCheckedApp(db())
    const { token } = await subscriber(t)
    const res = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    expect(res).toMatchObject({ status: 409, body: { message: API_MESSAGES.alreadySubscribed } })
  })
})

describe('PATCH /user/password', () => {
  it('checks the token before the body: a made-up token with no body is a 401', async () => {
    const t = createCheckedApp(db())
    const res = await t.request('PATCH', '/user/password', { token: 'token-de-ninguem', body: {} })
    expect(res).toMatchObject({ status: 401, body: { message: API_MESSAGES.badToken } })
  })
})

describe('a subscription whose first charge went unanswered', () => {
  it('can be cancelled, and its pending attempt is then listed as canceled', async () => {
    const t = createCheckedApp(db())
    const { token, subscriptionId } = await lostAnswer(t)
    const canceled = await t.request('DELETE', `/subscription/${subscriptionId}`, { token })
    expect(canceled.status).toBe(200)
    expect(canceled.body.data.status).toBe('canceled')
    const payments = (await t.request('GET', '/recurrence/user', { token })).body.data
    expect(payments.map((payment: { status: string }) => payment.status)).toEqual(['canceled'])
  })

  it('is not reactivated: "Continuar Pagamento" finishes it', async () => {
    const t = createCheckedApp(db())
    const { token, subscriptionId } = await lostAnswer(t)
    const res = await t.request('PUT', `/subscription/${subscriptionId}/activate`, { token })
    expect(res).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.pendingNotReactivable },
    })
  })
})

describe('PUT /subscription/{id}/activate', () => {
  it('refuses while another subscription of the customer is open', async () => {
    const t = createCheckedApp(db())
    const { token, res } = await subscriber(t)
    const first = res.body.data._id as string
    await t.request('DELETE', `/subscription/${first}`, { token })
    const second = await t.request('POST', '/subscription/plano-profissional', {
      token,
      body: cardPayment(),
    })
    expect(second.status).toBe(200)
    const again = await t.request('PUT', `/subscription/${first}/activate`, { token })
    expect(again).toMatchObject({ status: 409, body: { message: API_MESSAGES.otherOpen } })
  })
})

describe('POST /subscription/{id}/change/{planId}', () => {
  it('refuses an expected amount the server never quoted, a fraction included, and charges nothing', async () => {
    const t = createCheckedApp(db())
    const { token, res } = await subscriber(t)
    const path = `/subscription/${res.body.data._id}/change/plano-profissional`
    await t.request('GET', path, { token })
    const change = await t.request('POST', path, { token, body: { expectedAmount: 50.5 } })
    expect(change).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.planChangeAmountChanged },
    })
  })
})

describe('LGPD self-service', () => {
  it('asks for the password to delete the account, blank or absent', async () => {
    const t = createCheckedApp(db())
    const { token } = await signUp(t)
    for (const body of [{ password: '' }, {}]) {
      const res = await t.request('POST', '/user/delete', { token, body })
      expect(res).toEqual(
        expect.objectContaining({
          status: 400,
          body: { message: DELETE_ACCOUNT_MESSAGES.password },
        }),
      )
    }
  })

  it('refuses a notification switch that is not true or false, and keeps the saved ones', async () => {
    const t = createCheckedApp(db())
    const { token } = await signUp(t)
    const body = { email: 'sim', weeklyReports: true }
    expect((await t.request('PUT', '/user/notifications', { token, body })).status).toBe(400)
    const saved = await t.request('GET', '/user/notifications', { token })
    expect(saved.body.data).toEqual({ email: true, weeklyReports: false })
  })
})

describe('GET /plan?activeOnly=false', () => {
  it('lists every plan, a deactivated one too, like no filter at all', async () => {
    const t = createCheckedApp(db(), { settings: { planListTtlMs: 0 } })
    await deactivatePlan(db(), 'plano-trimestral')
    const all = await t.request('GET', '/plan?activeOnly=false')
    const ids = all.body.data.map((plan: { _id: string }) => plan._id)
    expect(ids).toContain('plano-trimestral')
    expect(ids).toEqual(
      (await t.request('GET', '/plan')).body.data.map((p: { _id: string }) => p._id),
    )
  })
})
