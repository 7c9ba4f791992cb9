import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { asaasDate } from '../../payments/asaas/asaas-mapping.ts'
import { ASAAS_WEBHOOK_TOKEN, useAsaas } from '../../testing/asaas-harness.ts'
import type { TestApp } from '../../testing/test-app.ts'
import { DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'

const db = useTestDatabase()
const { clock, setup, subscriber: subscribe } = useAsaas(db)

/** A subscriber whose first payment went through Asaas. */
async function subscriber(t: TestApp) {
  const { token, res, row } = await subscribe(t)
  return {
    token,
    subscription: res.body.data,
    asaasRef: (await row()).gateway_subscription_ref ?? '',
  }
}

const event = (id: string, name: string, payment: Record<string, unknown>) => ({
  id,
  event: name,
  dateCreated: '2026-04-09 10:00:00',
  payment: { object: 'payment', value: 49.9, billingType: 'CREDIT_CARD', ...payment },
})

const send = (t: TestApp, body: unknown, token: string | null = ASAAS_WEBHOOK_TOKEN) =>
  t.request('POST', '/webhooks/asaas', {
    body,
    ...(token !== null && { headers: { 'asaas-access-token': token } }),
  })

describe('POST /api/webhooks/asaas', () => {
  it('refuses a missing or wrong asaas-access-token, and every call when none is configured', async () => {
    const t = setup()
    const body = event('evt_1', 'PAYMENT_CONFIRMED', { id: 'pay_x', status: 'CONFIRMED' })
    expect((await send(t, body, null)).status).toBe(401)
    const wrong = await send(t, body, 'outro-segredo')
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ message: API_MESSAGES.badWebhookToken })
    expect((await send(setup({ webhookToken: null }), body, 'qualquer')).status).toBe(401)
  })

  it('records a renewal Asaas charged and moves nextBillingDate; a repeated event changes nothing', async () => {
    const t = setup()
    const { token, subscription, asaasRef } = await subscriber(t)
    clock.advance(30 * DAY)
    const renewal = event('evt_renewal', 'PAYMENT_CONFIRMED', {
      id: 'pay_renewal',
      status: 'CONFIRMED',
      subscription: asaasRef,
      dueDate: asaasDate(new Date(subscription.nextBillingDate)),
      creditCard: { creditCardNumber: '4444', creditCardBrand: 'VISA' },
    })
    const first = await send(t, renewal)
    expect(first.status).toBe(200)
    expect(first.body.message).toBe('Evento processado')
    const repeat = await send(t, renewal)
    expect(repeat.status).toBe(200)
    expect(repeat.body.message).toBe('Evento já processado')

    const payments = await t.request('GET', '/recurrence/user', { token })
    expect(payments.body.data.map((p: { status: string }) => p.status)).toEqual(['paid', 'paid'])
    const after = await t.request('GET', `/subscription/${subscription._id}`, { token })
    expect(new Date(after.body.data.nextBillingDate).getTime()).toBeGreaterThan(
      new Date(subscription.nextBillingDate).getTime() + 29 * DAY,
    )
  })

  it('makes the payment failed and the subscription pending on an overdue renewal', async () => {
    const t = setup()
    const { token, subscription, asaasRef } = await subscriber(t)
    const overdue = event('evt_overdue', 'PAYMENT_OVERDUE', {
      id: 'pay_overdue',
      status: 'OVERDUE',
      subscription: asaasRef,
      dueDate: '2026-04-09',
    })
    expect((await send(t, overdue)).status).toBe(200)
    const after = await t.request('GET', `/subscription/${subscription._id}`, { token })
    expect(after.body.data.status).toBe('pending')
    const failed = await db()
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'failed')
      .execute()
    expect(failed).toHaveLength(1)
  })

  it('keeps an event about a payment not known yet, and acknowledges events about other things', async () => {
    const t = setup()
    const unknown = event('evt_unknown', 'PAYMENT_CONFIRMED', {
      id: 'pay_zzz',
      status: 'CONFIRMED',
      subscription: 'sub_zzz',
    })
    expect((await send(t, unknown)).status).toBe(200)
    expect((await send(t, { id: 'evt_other', event: 'SUBSCRIPTION_CREATED' })).status).toBe(200)
    const kept = await db()
      .selectFrom('webhook_events')
      .select(['event_id', 'applied_at'])
      .orderBy('event_id')
      .execute()
    // Parked, payload and all, until its payment appears (parked-events.ts).
    expect(kept).toEqual([
      { event_id: 'evt_other', applied_at: clock.now() },
      { event_id: 'evt_unknown', applied_at: null },
    ])
  })

  it('refuses a body that is not an Asaas event with 400', async () => {
    const res = await send(setup(), { hello: 'world' })
    expect(res.status).toBe(400)
    expect(typeof res.body.message).toBe('string')
  })
})
