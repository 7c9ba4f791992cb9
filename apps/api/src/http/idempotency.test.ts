import { randomUUID } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { setRole } from '../modules/admin/roles.ts'
import { cardPayment, createTestApp, signUp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'
import { pruneIdempotencyKeys } from './idempotency.ts'

// Issue 29: a double click or a retry after a lost answer is one action. Two apps on one
// database stand for two processes: only the database's primary key decides who runs.

const db = useTestDatabase()

const payments = (userId: string) =>
  db()
    .selectFrom('payments')
    .innerJoin('subscriptions', 'subscriptions.id', 'payments.subscription_id')
    .select('payments.id')
    .where('subscriptions.user_id', '=', userId)
    .execute()

describe('Idempotency-Key on the money writes', () => {
  it('a repeat of a card checkout, in two processes at once, is charged once and answered alike', async () => {
    const one = createTestApp(db())
    const other = createTestApp(db(), { clock: one.clock })
    const made = await signUp(one)
    const key = randomUUID()
    const body = cardPayment()
    const pay = (t: typeof one) =>
      t.request('POST', '/subscription/plano-essencial', {
        token: made.token,
        body,
        headers: { 'Idempotency-Key': key },
      })
    const [first, second] = await Promise.all([pay(one), pay(other)])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body).toEqual(first.body)
    const replayed = [first, second].map((res) => res.headers.get('idempotent-replayed'))
    expect(replayed.sort()).toEqual(['true', null].sort())
    expect(await payments(made.user._id)).toHaveLength(1)

    // A later retry (the answer was lost) reads the same answer, not 'already subscribed'.
    const later = await pay(one)
    expect(later.status).toBe(200)
    expect(later.body).toEqual(first.body)
  })

  it('without a key, a repeat is a new request (the 409 of the money lock rules)', async () => {
    const t = createTestApp(db())
    const made = await signUp(t)
    const pay = () =>
      t.request('POST', '/subscription/plano-essencial', { token: made.token, body: cardPayment() })
    expect((await pay()).status).toBe(200)
    const again = await pay()
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(API_MESSAGES.alreadySubscribed)
  })

  it('the same key with another request is refused, and a malformed key too', async () => {
    const t = createTestApp(db())
    const made = await signUp(t)
    const key = randomUUID()
    const send = (planId: string, header: string = key) =>
      t.request('POST', `/subscription/${planId}/pix`, {
        token: made.token,
        headers: { 'Idempotency-Key': header },
      })
    expect((await send('plano-essencial')).status).toBe(200)
    const other = await send('plano-profissional')
    expect(other.status).toBe(422)
    expect(other.body.message).toBe(API_MESSAGES.idempotencyKeyReused)
    const bad = await send('plano-essencial', 'com espaço')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(API_MESSAGES.idempotencyKeyInvalid)
  })

  it("keys are each caller's own, and an answer is kept a day", async () => {
    const t = createTestApp(db())
    const [ana, bia] = [await signUp(t), await signUp(t)]
    const key = randomUUID()
    const pix = (token: string) =>
      t.request('POST', '/subscription/plano-essencial/pix', {
        token,
        headers: { 'Idempotency-Key': key },
      })
    const first = await pix(ana.token)
    const theirs = await pix(bia.token)
    expect(theirs.headers.get('idempotent-replayed')).toBeNull()
    expect(theirs.body.data.pix.pixId).not.toBe(first.body.data.pix.pixId)

    await pruneIdempotencyKeys(db(), new Date(t.clock.now().getTime() + 25 * 60 * 60 * 1000))
    expect(await db().selectFrom('idempotency_keys').selectAll().execute()).toEqual([])
  })

  it("the operator's refund, pressed twice, is refunded once and both read 'Reembolsado'", async () => {
    const t = createTestApp(db())
    const customer = await signUp(t)
    await t.request('POST', '/subscription/plano-essencial', {
      token: customer.token,
      body: cardPayment(),
    })
    const [paid] = await payments(customer.user._id)
    const operator = await signUp(t)
    await setRole(db(), { email: operator.email, role: 'operator', by: 'teste', at: t.clock.now() })
    const key = randomUUID()
    const refund = () =>
      t.request('POST', `/admin/payment/${paid?.id}/refund`, {
        token: operator.token,
        headers: { 'Idempotency-Key': key },
      })
    const [first, second] = await Promise.all([refund(), refund()])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body).toEqual(first.body)
  })
})
