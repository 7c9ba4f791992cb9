import { randomUUID } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { customerDetailSchema } from '@atendimento/domain/schemas/admin'
import { LIST_LIMITS } from '@atendimento/domain/schemas/fields'
import { PLAN_MESSAGES } from '@atendimento/domain/schemas/plan'
import { paymentStatusLabel } from '@atendimento/domain/subscription'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createSandboxGateway, sandboxLedger } from '../../payments/sandbox-gateway.ts'
import { cardPayment, createTestApp, signUp, type TestApp } from '../../testing/test-app.ts'
import { createTestClock } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { countPlans } from '../plans/plans-repository.ts'
import { setRole } from './roles.ts'

const db = useTestDatabase()

async function world() {
  const clock = createTestClock('2026-11-24T15:00:00.000Z')
  const t = createTestApp(db(), { clock, gateway: createSandboxGateway({ db: db(), clock }) })
  const operator = await signUp(t)
  await setRole(db(), { email: operator.email, role: 'operator', by: 'teste', at: clock.now() })
  const as = (method: string, path: string, body?: unknown) =>
    t.request(method, `/admin${path}`, { token: operator.token, body })
  return { t, clock, operator, as }
}

async function subscriber(t: TestApp, plan = 'plano-essencial', name?: string) {
  const customer = await signUp(t, name ? { name } : {})
  const res = await t.request('POST', `/subscription/${plan}`, {
    token: customer.token,
    body: cardPayment(),
  })
  expect(res.status).toBe(200)
  return { ...customer, subscriptionId: res.body.data._id as string }
}

describe('the operator console API', () => {
  it('sums the figures of what happened: MRR, subscribers, new, cancelled, churn, revenue', async () => {
    const w = await world()
    const ana = await subscriber(w.t, 'plano-essencial')
    const bia = await subscriber(w.t, 'plano-profissional')
    await w.t.request('DELETE', `/subscription/${bia.subscriptionId}`, { token: bia.token })
    const res = await w.as('GET', '/overview')
    expect(res.status).toBe(200)
    const figures = res.body.data
    expect(figures).toMatchObject({
      mrr: 4990,
      activeSubscribers: 1,
      newThisMonth: 2,
      canceledThisMonth: 1,
      // One of the two subscribers this month had left (issue 29: it read 0 % beside 1).
      churnRate: 0.5,
      failedRenewals: { count: 0, amount: 0 },
      pendingPix: { count: 0, amount: 0 },
    })
    expect(figures.revenueByDay).toHaveLength(30)
    expect(figures.revenueByDay.at(-1)).toEqual({ day: '2026-11-24', amount: 4990 + 9990 })
    expect(ana.subscriptionId).toBeTruthy()
  })

  it('counts a pending Pix charge', async () => {
    const w = await world()
    const ana = await subscriber(w.t)
    await db()
      .insertInto('payments')
      .values({
        id: randomUUID(),
        subscription_id: ana.subscriptionId,
        user_id: ana.user._id,
        plan_id: 'plano-essencial',
        amount_cents: 4990,
        status: 'pending',
        method: 'pix',
        billing_date: w.clock.now(),
        paid_at: null,
        gateway: 'sandbox',
        gateway_payment_ref: `sbx_pix_${randomUUID()}`,
        idempotency_key: randomUUID(),
        card_brand: null,
        card_last4: null,
        failure_reason: null,
        created_at: w.clock.now(),
        updated_at: w.clock.now(),
      })
      .execute()
    const { data } = (await w.as('GET', '/overview')).body
    expect(data.pendingPix).toEqual({ count: 1, amount: 4990 })
  })

  it('finds a customer by CPF with or without the mask, by e-mail and by a part of the name', async () => {
    const w = await world()
    const ana = await subscriber(w.t)
    await signUp(w.t, { name: 'Outra Pessoa' })
    const cpf = ana.user.document as string
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
    for (const q of [cpf, masked, ana.email.toUpperCase()]) {
      const res = await w.as('GET', `/customer?q=${encodeURIComponent(q)}`)
      expect(res.status).toBe(200)
      expect(res.body.data.items.map((item: { _id: string }) => item._id)).toEqual([ana.user._id])
      expect(res.body.data.items[0].subscription).toEqual({
        status: 'active',
        planName: 'Essencial',
      })
    }
    const byName = await w.as('GET', '/customer?q=outra%20pes')
    expect(byName.body.data.items.map((item: { name: string }) => item.name)).toEqual([
      'Outra Pessoa',
    ])
    const filtered = await w.as('GET', '/customer?status=sem-assinatura&sort=nome')
    expect(filtered.body.data.total).toBe(2)
    const percent = await w.as('GET', '/customer?q=%25')
    expect(percent.body.data.total).toBe(0)
  })

  it("finds 'João' by 'joao', by two words of a name and by part of an e-mail (issue 29)", async () => {
    const w = await world()
    // Names and addresses no factory makes, so only these can match.
    const joao = await signUp(w.t, {
      name: 'João Brandão Quixadá',
      email: 'joao.quixada.29@exemplo.com.br',
    })
    const maria = await signUp(w.t, { name: 'MARIA Zuleide Xavantes' })
    await signUp(w.t, { name: 'Mária Zuleica Souza' })
    const found = async (q: string) =>
      (await w.as('GET', `/customer?q=${encodeURIComponent(q)}`)).body.data.items.map(
        (item: { _id: string }) => item._id,
      )
    expect(await found('joao brandao')).toEqual([joao.user._id])
    expect(await found('QUIXADA')).toEqual([joao.user._id])
    expect(await found('brandão')).toEqual([joao.user._id])
    expect(await found('joao.quixada')).toEqual([joao.user._id])
    expect(await found('maria xavantes')).toEqual([maria.user._id])
    expect(await found('xavantes zuleide')).toEqual([maria.user._id])
    expect(await found('zuleide souza')).toEqual([])
  })

  it('says which customers deleted their account, in the list and on their page (issue 29)', async () => {
    const w = await world()
    const gone = await subscriber(w.t, 'plano-essencial', 'Quem Saiu Daqui')
    const stays = await subscriber(w.t, 'plano-essencial', 'Quem Ficou Aqui')
    const deleted = await w.t.request('POST', '/user/delete', {
      token: gone.token,
      body: { password: gone.password },
    })
    expect(deleted.status).toBe(200)
    const list = (await w.as('GET', '/customer')).body.data.items as {
      _id: string
      deleted: boolean
    }[]
    expect(list.find((item) => item._id === gone.user._id)).toMatchObject({ deleted: true })
    expect(list.find((item) => item._id === stays.user._id)).toMatchObject({ deleted: false })
    const page = v.parse(
      customerDetailSchema,
      (await w.as('GET', `/customer/${gone.user._id}`)).body.data,
    )
    // It could not be read at all: the erased row's empty phone failed the profile's schema.
    expect(page.profile).toBeNull()
    expect(page.deletedAt).toBe(w.clock.now().toISOString())
    // Its payments stay (the tax law), with the subscription it had.
    expect(page.payments).toHaveLength(1)
    const other = v.parse(
      customerDetailSchema,
      (await w.as('GET', `/customer/${stays.user._id}`)).body.data,
    )
    expect(other).toMatchObject({ deletedAt: null, profile: { name: 'Quem Ficou Aqui' } })
  })

  it('filters by each customer’s latest subscription, counting what it lists, searched or not', async () => {
    const w = await world()
    const ana = await subscriber(w.t, 'plano-essencial', 'Zélia Ana')
    w.clock.advance(1000)
    const bia = await subscriber(w.t, 'plano-essencial', 'Beatriz')
    await w.t.request('DELETE', `/subscription/${bia.subscriptionId}`, { token: bia.token })
    w.clock.advance(1000)
    // Cancelled once, subscribed again: the latest subscription decides.
    const carla = await subscriber(w.t, 'plano-essencial', 'Carla')
    await w.t.request('DELETE', `/subscription/${carla.subscriptionId}`, { token: carla.token })
    // A minute on: the same test card is refused a fourth time within one (rate limit).
    w.clock.advance(60_000)
    const again = await w.t.request('POST', '/subscription/plano-profissional', {
      token: carla.token,
      body: cardPayment(),
    })
    expect(again.status).toBe(200)
    const list = async (query: string) => {
      const res = await w.as('GET', `/customer?${query}`)
      expect(res.status).toBe(200)
      const ids = res.body.data.items.map((item: { _id: string }) => item._id)
      expect(res.body.data.total).toBe(ids.length)
      return ids
    }
    expect(await list('status=active&sort=nome')).toEqual([carla.user._id, ana.user._id])
    expect(await list('status=active&sort=antigos')).toEqual([ana.user._id, carla.user._id])
    expect(await list('status=active')).toEqual([carla.user._id, ana.user._id])
    expect(await list('status=canceled')).toEqual([bia.user._id])
    expect(await list(`status=canceled&q=${encodeURIComponent(bia.email)}`)).toEqual([bia.user._id])
    expect(await list(`status=canceled&q=${encodeURIComponent(carla.email)}`)).toEqual([])
    expect(await list('status=sem-assinatura')).toEqual([w.operator.user._id])
    const carlaRow = (await w.as('GET', `/customer?q=${encodeURIComponent(carla.email)}`)).body.data
      .items[0]
    expect(carlaRow.subscription).toEqual({ status: 'active', planName: 'Profissional' })
  })

  it('pages the list on the server: never more than 20 customers in an answer', async () => {
    const w = await world()
    for (let index = 0; index < 21; index++) {
      w.clock.advance(1000)
      await signUp(w.t)
    }
    const first = await w.as('GET', '/customer?sort=antigos')
    const second = await w.as('GET', '/customer?sort=antigos&page=2')
    expect(first.body.data).toMatchObject({ total: 22, page: 1, pageSize: 20 })
    expect(first.body.data.items).toHaveLength(20)
    expect(second.body.data.items).toHaveLength(2)
    expect(first.body.data.items[0]._id).toBe(w.operator.user._id)
    const odd = await w.as('GET', '/customer?page=0')
    expect(odd.status).toBe(400)
  })

  it('refunds a paid payment through the gateway: the history shows Reembolsado, the audit log has it', async () => {
    const w = await world()
    const ana = await subscriber(w.t)
    const [payment] = (await w.t.request('GET', '/recurrence/user', { token: ana.token })).body.data
    const res = await w.as('POST', `/payment/${payment._id}/refund`)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(API_MESSAGES.refunded)
    const detail = v.parse(customerDetailSchema, res.body.data)
    expect(detail.payments.map((p) => paymentStatusLabel(p.status))).toEqual(['Reembolsado'])
    const own = await w.t.request('GET', '/recurrence/user', { token: ana.token })
    expect(own.body.data[0].status).toBe('refunded')
    const charge = await db()
      .selectFrom('sandbox_charges')
      .select('status')
      .where('customer_ref', 'is not', null)
      .where('status', '=', 'refunded')
      .execute()
    expect(charge).toHaveLength(1)
    // Asked again, it is told the refund already happened (and the gateway is not asked again).
    const again = await w.as('POST', `/payment/${payment._id}/refund`)
    expect(again).toMatchObject({ status: 409, body: { message: API_MESSAGES.alreadyRefunded } })
    expect((await sandboxLedger(db(), ana.user._id)).refundRequests).toBe(1)
    const log = await w.as('GET', '/audit?action=payment.refunded')
    expect(log.body.data.items).toHaveLength(1)
    expect(log.body.data.items[0]).toMatchObject({
      action: 'payment.refunded',
      operator: { _id: w.operator.user._id },
      customer: { _id: ana.user._id },
      target: payment._id,
      before: { status: 'paid', amount: 4990 },
      after: { status: 'refunded', amount: 4990 },
    })
    // The overview no longer counts refunded money as revenue.
    const { data } = (await w.as('GET', '/overview')).body
    expect(data.revenueByDay.at(-1).amount).toBe(0)
  })

  it('cancels and reactivates on the customer’s behalf, recording before and after', async () => {
    const w = await world()
    const ana = await subscriber(w.t)
    const canceled = await w.as('POST', `/subscription/${ana.subscriptionId}/cancel`)
    expect(canceled.status).toBe(200)
    expect(canceled.body.data.subscriptions[0].status).toBe('canceled')
    const twice = await w.as('POST', `/subscription/${ana.subscriptionId}/cancel`)
    expect(twice).toMatchObject({ status: 409, body: { message: API_MESSAGES.alreadyCanceled } })
    const reactivated = await w.as('POST', `/subscription/${ana.subscriptionId}/reactivate`)
    expect(reactivated.status).toBe(200)
    expect(reactivated.body.data.subscriptions[0].status).toBe('active')
    const { items } = (await w.as('GET', `/audit?operator=${w.operator.user._id}`)).body.data
    expect(items.map((item: { action: string }) => item.action)).toEqual([
      'subscription.reactivated_by_operator',
      'subscription.canceled_by_operator',
    ])
    expect(items[1]).toMatchObject({
      before: { status: 'active', canceledAt: null },
      after: { status: 'canceled' },
    })
    const unknown = await w.as('POST', `/subscription/${randomUUID()}/cancel`)
    expect(unknown.status).toBe(404)
  })

  it('resends a failed e-mail once, and never one that carried a code', async () => {
    const w = await world()
    const ana = await subscriber(w.t)
    await w.t.context.mailer.drain()
    const sent = await db()
      .selectFrom('outbox')
      .select(['id'])
      .where('recipient', '=', ana.email)
      .executeTakeFirstOrThrow()
    const notFailed = await w.as('POST', `/email/${sent.id}/resend`)
    expect(notFailed).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.onlyFailedResendable },
    })
    await db().updateTable('outbox').set({ status: 'failed' }).where('id', '=', sent.id).execute()
    const before = w.t.mails.length
    const [first, second] = await Promise.all([
      w.as('POST', `/email/${sent.id}/resend`),
      w.as('POST', `/email/${sent.id}/resend`),
    ])
    expect([first?.status, second?.status].sort()).toEqual([200, 409])
    await w.t.context.mailer.drain()
    expect(w.t.mails.length).toBe(before + 1)
    const detail = (await w.as('GET', `/customer/${ana.user._id}`)).body.data
    expect(detail.emails.find((e: { _id: string }) => e._id === sent.id).status).toBe('sent')
    await db()
      .updateTable('outbox')
      .set({ status: 'failed', redacted: true })
      .where('id', '=', sent.id)
      .execute()
    const secret = await w.as('POST', `/email/${sent.id}/resend`)
    expect(secret).toMatchObject({ status: 409, body: { message: API_MESSAGES.emailRedacted } })
  })

  it('refuses a plan past the lists’ limit, which no list would show', async () => {
    const w = await world()
    const existing = await countPlans(db())
    await db()
      .insertInto('plans')
      .values(
        Array.from({ length: LIST_LIMITS.plans - existing }, (_, index) => ({
          id: `plano-extra-${index}`,
          name: `Plano extra ${index}`,
          description: 'x',
          price_cents: 1000,
          billing_cycle_days: 30,
          features: '[]',
          active: false,
          position: 0,
        })),
      )
      .execute()
    const refused = await w.as('POST', '/plan', {
      name: 'Plano 101',
      description: 'x',
      price: 1990,
      billingCycleDays: 30,
      features: [],
    })
    expect(refused).toMatchObject({ status: 409, body: { message: API_MESSAGES.planLimitReached } })
    expect(await countPlans(db())).toBe(LIST_LIMITS.plans)
  })

  it('creates, edits, deactivates and deletes plans with the CLI’s rules; the public list follows', async () => {
    const w = await world()
    const created = await w.as('POST', '/plan', {
      name: 'Plano Família',
      description: 'Para a família',
      price: 1990,
      billingCycleDays: 30,
      features: ['Um número'],
    })
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({ _id: 'plano-familia', subscribers: 0, active: true })
    const taken = await w.as('POST', '/plan', { ...created.body.data, _id: 'plano-familia' })
    expect(taken).toMatchObject({ status: 409, body: { message: API_MESSAGES.planIdTaken } })
    const invalid = await w.as('PUT', '/plan/plano-essencial', {
      name: '',
      description: 'x',
      price: 10.5,
      billingCycleDays: 0,
      features: [],
    })
    expect(invalid.status).toBe(400)

    await subscriber(w.t, 'plano-essencial')
    const edited = await w.as('PUT', '/plan/plano-essencial', {
      name: 'Essencial',
      description: 'Novo texto',
      price: 5990,
      billingCycleDays: 30,
      features: ['Tudo'],
      position: 1,
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({ price: 5990, subscribers: 1 })
    // The public list answers from memory for its cache time, then shows the new price.
    w.clock.advance(6_000)
    const plans = (await w.t.request('GET', '/plan?activeOnly=true')).body.data
    expect(plans.find((plan: { _id: string }) => plan._id === 'plano-essencial').price).toBe(5990)

    const refused = await w.as('DELETE', '/plan/plano-essencial')
    expect(refused).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.planHasSubscribers },
    })
    const deactivated = await w.as('POST', '/plan/plano-essencial/deactivate')
    expect(deactivated.body.data.active).toBe(false)
    const deleted = await w.as('DELETE', '/plan/plano-familia')
    expect(deleted.status).toBe(200)
    expect(deleted.body.data.map((plan: { _id: string }) => plan._id)).not.toContain(
      'plano-familia',
    )
    const { items } = (await w.as('GET', '/audit')).body.data
    expect(items.map((item: { action: string }) => item.action)).toEqual([
      'plan.deleted',
      'plan.deactivated',
      'plan.updated',
      'plan.created',
    ])
    expect(items[2]).toMatchObject({
      target: 'plano-essencial',
      before: { price: 4990 },
      after: { price: 5990, position: 1 },
    })
  })

  describe('plan input the console refuses (issue 26)', () => {
    const plan = (overrides: Record<string, unknown>) => ({
      name: 'Plano Teste',
      description: 'Um plano',
      price: 1990,
      billingCycleDays: 30,
      features: ['Um recurso'],
      ...overrides,
    })
    const limit = 2 ** 31

    it.each([
      ['a price of 2^31', { price: limit }, PLAN_MESSAGES.priceTooHigh],
      ['a price over R$ 1.000.000,00', { price: 100_000_001 }, PLAN_MESSAGES.priceTooHigh],
      ['a cycle of 2^31 days', { billingCycleDays: limit }, PLAN_MESSAGES.cycleTooLong],
      ['a position of 2^31', { position: limit }, PLAN_MESSAGES.position],
      ['a negative position', { position: -1 }, PLAN_MESSAGES.position],
      ['an id that climbs folders', { _id: '../x' }, PLAN_MESSAGES.id],
      ['an id with markup', { _id: '<b>plano</b>' }, PLAN_MESSAGES.id],
      ['an id with spaces', { _id: 'plano novo' }, PLAN_MESSAGES.id],
      ['an id in capitals', { _id: 'Plano-Novo' }, PLAN_MESSAGES.id],
      ['an id of 200 characters', { _id: 'p'.repeat(200) }, PLAN_MESSAGES.id],
    ])('answers %s with a pt-BR 400 and creates nothing', async (_, overrides, message) => {
      const w = await world()
      const before = await w.as('GET', '/plan')
      const res = await w.as('POST', '/plan', plan(overrides))
      expect(res).toMatchObject({ status: 400, body: { message } })
      const edit = await w.as('PUT', '/plan/plano-essencial', plan(overrides))
      expect(edit.status).toBe(400)
      expect((await w.as('GET', '/plan')).body.data).toEqual(before.body.data)
    })

    it('keeps a deactivated plan off sale, and its place, when an edit leaves them out', async () => {
      const w = await world()
      await w.as('PUT', '/plan/plano-trimestral', { ...plan({ name: 'Trimestral' }), position: 7 })
      await w.as('POST', '/plan/plano-trimestral/deactivate')
      const edited = await w.as('PUT', '/plan/plano-trimestral', plan({ name: 'Trimestral' }))
      expect(edited.status).toBe(200)
      expect(edited.body.data).toMatchObject({ active: false, position: 7 })
      const onSale = (await w.t.request('GET', '/plan?activeOnly=true')).body.data
      expect(onSale.map((item: { _id: string }) => item._id)).not.toContain('plano-trimestral')
      // Said outright, it goes back on sale.
      const back = await w.as('PUT', '/plan/plano-trimestral', plan({ active: true }))
      expect(back.body.data.active).toBe(true)
    })

    it('drops direction controls from a plan’s texts', async () => {
      const w = await world()
      const res = await w.as(
        'POST',
        '/plan',
        plan({
          name: 'Plano \u202EFamília',
          description: '\u2067Para\u2069 todos',
          features: ['\u200FUm\u200E número'],
        }),
      )
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({
        _id: 'plano-familia',
        name: 'Plano Família',
        description: 'Para todos',
        features: ['Um número'],
      })
    })
  })
})
