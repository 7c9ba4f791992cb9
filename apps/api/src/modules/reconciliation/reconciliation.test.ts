import { formatCents } from '@atendimento/domain/money'
import { reconciliationPageSchema } from '@atendimento/domain/schemas/admin'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ASAAS_TEST_KEY, ASAAS_TEST_URL } from '../../testing/asaas-fake.ts'
import { ASAAS_WEBHOOK_TOKEN, useAsaas } from '../../testing/asaas-harness.ts'
import { outbox, signUp, type TestApp } from '../../testing/test-app.ts'
import { DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { setRole } from '../admin/roles.ts'
import { reconcileIfDue } from './reconciliation-job.ts'

const db = useTestDatabase()
const { clock, fake, setup, settle, subscriber } = useAsaas(db)

async function operatorOf(t: TestApp) {
  const operator = await signUp(t)
  await setRole(db(), { email: operator.email, role: 'operator', by: 'teste', at: clock.now() })
  return operator.token
}

/** A call straight to the fake Asaas, as someone using its panel would change things there. */
const atAsaas = (path: string, body: unknown) =>
  fetch(`${ASAAS_TEST_URL}${path}`, {
    method: 'POST',
    headers: { access_token: ASAAS_TEST_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const differences = async (t: TestApp, token: string) => {
  const res = await t.request('GET', '/admin/reconciliation', { token })
  expect(res.status).toBe(200)
  return v.parse(reconciliationPageSchema, res.body.data)
}

describe('reconciliation with Asaas', () => {
  it('finds the differences planted at Asaas and shows them in the console', async () => {
    const t = setup()
    const operator = await operatorOf(t)
    // Four customers, four cards (the checkout limit holds one card to a few tries a minute).
    const extra = await subscriber(t, 'plano-essencial', '4111 1111 1111 1111')
    const priced = await subscriber(t, 'plano-essencial', '5555 5555 5555 4444')
    const refunded = await subscriber(t, 'plano-essencial', '4444 4444 4444 4444')
    const ended = await subscriber(t, 'plano-essencial', '4000 0000 0000 0010')
    await settle(t)
    const refOf = async (s: typeof extra) => (await s.row()).gateway_subscription_ref ?? ''
    // 1. A second subscription billing the same customer, made in Asaas' panel.
    const [customer] = await db()
      .selectFrom('gateway_customers')
      .select('customer_ref')
      .where('user_id', '=', extra.user._id)
      .execute()
    const made = await atAsaas('/subscriptions', {
      customer: customer?.customer_ref,
      billingType: 'BOLETO',
      value: 49.9,
      nextDueDate: '2026-03-20',
      cycle: 'MONTHLY',
    })
    const extraRef = ((await made.json()) as { id: string }).id
    // 2. A price changed there; 3. a payment refunded there with no webhook; 4. a subscription
    // removed there with no webhook.
    const pricedRef = await refOf(priced)
    const pricedAtAsaas = fake.state.subscriptions.find((s) => s.id === pricedRef)
    if (pricedAtAsaas) pricedAtAsaas.value = 59.9
    const refundedRef = await refOf(refunded)
    const payment = fake.state.payments.find((p) => p.subscription === refundedRef)
    if (payment) payment.status = 'REFUNDED'
    await fake.endSubscription(await refOf(ended), 'DELETED')
    fake.webhooks.pending.length = 0
    // 5. An event about something unknown here, kept for more than a day.
    await t.request('POST', '/webhooks/asaas', {
      body: {
        id: 'evt_orfao',
        event: 'PAYMENT_RECEIVED',
        payment: { id: 'pay_orfao', status: 'RECEIVED', value: 10, subscription: 'sub_orfao' },
      },
      headers: { 'asaas-access-token': ASAAS_WEBHOOK_TOKEN },
    })
    clock.advance(2 * DAY)

    const outcome = await reconcileIfDue(t.context)
    expect(outcome.ran).toBe(true)
    const page = await differences(t, operator)
    const found = Object.fromEntries(page.items.map((item) => [item.kind, item]))
    expect(found.extra_provider_subscription).toMatchObject({
      subject: extraRef,
      customer: { _id: extra.user._id },
    })
    expect(found.amount_mismatch).toMatchObject({
      subject: pricedRef,
      ours: formatCents(4990),
      theirs: formatCents(5990),
    })
    expect(found.status_mismatch).toMatchObject({
      subject: payment?.id,
      theirs: `REFUNDED, ${formatCents(4990)}`,
    })
    expect(found.provider_subscription_ended?.subject).toBe(await refOf(ended))
    expect(found.unmatched_event?.subject).toBe('evt_orfao')
    expect(page.lastRun).toMatchObject({ subscriptionsChecked: 4, differences: page.total })
    expect(page.lastRun?.finishedAt).not.toBeNull()

    // The subscription removed at Asaas ends here at the end of its paid period, and its
    // customer is told; the others are untouched.
    expect(await ended.row()).toMatchObject({ status: 'canceled' })
    const mails = await outbox(db(), ended.user.email)
    expect(mails.map((m) => m.subject)).toContain('Sua assinatura foi encerrada')
    expect((await priced.row()).status).toBe('active')
  })

  it('runs once a day, whichever process asks, and resolves what it no longer sees', async () => {
    const t = setup()
    const operator = await operatorOf(t)
    const { row } = await subscriber(t)
    await settle(t)
    const ref = (await row()).gateway_subscription_ref
    const planted = fake.state.subscriptions.find((s) => s.id === ref)
    if (planted) planted.value = 10
    expect((await reconcileIfDue(t.context)).ran).toBe(true)
    expect((await differences(t, operator)).items.map((i) => i.kind)).toEqual(['amount_mismatch'])
    // Another process (or a later tick) the same day: nothing runs.
    clock.advance(6 * 60 * 60 * 1000)
    expect(await reconcileIfDue(t.context)).toEqual({ ran: false, why: 'not-due' })
    if (planted) planted.value = 49.9
    clock.advance(DAY)
    expect((await reconcileIfDue(t.context)).ran).toBe(true)
    expect((await differences(t, operator)).total).toBe(0)
  })

  it('is only for a provider with books of its own', async () => {
    const t = setup()
    const { context } = t
    expect(await reconcileIfDue({ ...context, ledger: undefined })).toEqual({
      ran: false,
      why: 'no-provider',
    })
  })
})
