import { randomUUID } from 'node:crypto'
import { ENDPOINT_NAMES, ENDPOINTS, type Endpoint } from '@atendimento/domain/contract/endpoints'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { setRole } from '../modules/admin/roles.ts'
import { cardPayment, createTestApp, settle, signUp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()

/** Every row of the contract that needs an operator: the table, not a hand list. */
const OPERATOR_ROWS = ENDPOINT_NAMES.filter((name) => ENDPOINTS[name].auth === 'operator')

/** A path of the row with its parameters filled (the guard answers before they are read). */
const pathOf = (endpoint: Endpoint, id: string) => endpoint.path.replace(/:\w+/g, id)

const PLAN_INPUT = {
  name: 'Plano de teste',
  description: 'Criado pelo teste',
  price: 1990,
  billingCycleDays: 30,
  features: ['Um recurso'],
}

/** Everything a refused call could have changed. */
async function everything() {
  const tables = ['users', 'subscriptions', 'payments', 'plans', 'outbox', 'audit_events'] as const
  const rows = await Promise.all(
    // Ordered: PostgreSQL returns updated rows in a new place, which is no change of theirs.
    tables.map((table) => db().selectFrom(table).selectAll().orderBy('id').execute()),
  )
  return JSON.stringify(rows)
}

async function world() {
  const t = createTestApp(db())
  const customer = await signUp(t)
  const operator = await signUp(t)
  await setRole(db(), { email: operator.email, role: 'operator', by: 'teste', at: new Date() })
  const subscribed = await t.request('POST', '/subscription/plano-essencial', {
    token: customer.token,
    body: cardPayment(),
  })
  expect(subscribed.status).toBe(200)
  // The welcome and receipt e-mails go out after the answers: settled before "nothing changed"
  // is measured (on PostgreSQL they could land in between).
  await settle(t)
  return { t, customer, operator, subscriptionId: subscribed.body.data._id as string }
}

describe('authorization of the operator console (/api/admin/*)', () => {
  it('has its rows, every one under /admin and every /admin row an operator one', () => {
    expect(OPERATOR_ROWS.length).toBeGreaterThanOrEqual(13)
    const underAdmin = ENDPOINT_NAMES.filter((name) => ENDPOINTS[name].path.startsWith('/admin'))
    expect(underAdmin.sort()).toEqual([...OPERATOR_ROWS].sort())
  })

  it.each(OPERATOR_ROWS.map((name) => [name, ENDPOINTS[name].method, ENDPOINTS[name].path]))(
    '%s (%s %s): 401 anonymous or with a made-up token, 403 for a customer, changing nothing',
    async (name) => {
      const endpoint: Endpoint = ENDPOINTS[name]
      const w = await world()
      const before = await everything()
      // The customer names their own subscription: even that is not theirs to act on here.
      const path = pathOf(endpoint, w.subscriptionId)
      const body = endpoint.body ? PLAN_INPUT : undefined
      const anonymous = await w.t.request(endpoint.method, path, { body })
      expect(anonymous).toMatchObject({ status: 401, body: { message: API_MESSAGES.noToken } })
      const madeUp = await w.t.request(endpoint.method, path, { body, token: 'inventado' })
      expect(madeUp).toMatchObject({ status: 401, body: { message: API_MESSAGES.badToken } })
      const customer = await w.t.request(endpoint.method, path, { body, token: w.customer.token })
      expect(customer).toMatchObject({ status: 403, body: { message: API_MESSAGES.operatorOnly } })
      const after = await everything()
      expect(after).toBe(before)
      // An operator's token passes the guard (the test would pass vacuously on a dead route).
      const operator = await w.t.request(endpoint.method, pathOf(endpoint, randomUUID()), {
        body,
        token: w.operator.token,
      })
      expect([401, 403]).not.toContain(operator.status)
    },
  )

  it('lets no API call change a role: the profile ignores a role in its body', async () => {
    const w = await world()
    const { _id, role, ...profile } = w.customer.user
    expect(role).toBe('customer')
    const res = await w.t.request('PATCH', '/user', {
      token: w.customer.token,
      body: { ...profile, role: 'operator' },
    })
    expect(res.status).toBe(200)
    const row = await db()
      .selectFrom('users')
      .select('role')
      .where('id', '=', w.customer.user._id)
      .executeTakeFirstOrThrow()
    expect(row.role).toBe('customer')
    const denied = await w.t.request('GET', '/admin/overview', { token: w.customer.token })
    expect(denied.status).toBe(403)
  })

  it('takes the role away at once when it is revoked (the next request is a customer’s)', async () => {
    const w = await world()
    expect((await w.t.request('GET', '/admin/overview', { token: w.operator.token })).status).toBe(
      200,
    )
    await setRole(db(), { email: w.operator.email, role: 'customer', by: 'teste', at: new Date() })
    expect((await w.t.request('GET', '/admin/overview', { token: w.operator.token })).status).toBe(
      403,
    )
  })
})
