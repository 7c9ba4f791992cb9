import { randomUUID } from 'node:crypto'
import { ENDPOINT_NAMES, ENDPOINTS } from '@atendimento/domain/contract/endpoints'
import { describe, expect, it } from 'vitest'
import { createSandboxGateway } from '../payments/sandbox-gateway.ts'
import { connectComputer } from '../testing/app-device.ts'
import { cardPayment, createTestApp, signUp, type TestApp } from '../testing/test-app.ts'
import { createTestClock, DAY } from '../testing/test-clock.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()

/**
 * Bob, the victim: a canceled subscription, an active one with its paid payment, and a Pix
 * payment. Alice, the attacker, has an account of her own and knows every one of Bob's ids.
 */
async function world() {
  const clock = createTestClock()
  const t = createTestApp(db(), {
    clock,
    gateway: createSandboxGateway({ db: db(), clock }),
    settings: { sessionTtlMs: 365 * DAY },
  })
  const alice = await signUp(t)
  const bob = await signUp(t)
  const subscribe = (planId: string) =>
    t.request('POST', `/subscription/${planId}`, { token: bob.token, body: cardPayment() })
  const canceled = (await subscribe('plano-essencial')).body.data._id as string
  await t.request('DELETE', `/subscription/${canceled}`, { token: bob.token })
  const active = (await subscribe('plano-profissional')).body.data._id as string
  const [payment] = (await t.request('GET', '/recurrence/user', { token: bob.token })).body.data
  const pixId = `sbx_pix_${randomUUID()}`
  await db()
    .insertInto('payments')
    .values({
      id: randomUUID(),
      subscription_id: canceled,
      user_id: bob.user._id,
      plan_id: 'plano-essencial',
      amount_cents: 4990,
      status: 'pending',
      method: 'pix',
      billing_date: clock.now(),
      paid_at: null,
      gateway: 'sandbox',
      gateway_payment_ref: pixId,
      idempotency_key: randomUUID(),
      card_brand: null,
      card_last4: null,
      failure_reason: null,
      created_at: clock.now(),
      updated_at: clock.now(),
    })
    .execute()
  const { deviceId: device } = await connectComputer(t, bob.token)
  return { t, alice, bob, ids: { canceled, active, payment: payment._id as string, pixId, device } }
}
type World = Awaited<ReturnType<typeof world>>

/** Everything the database holds about Bob, to show an attempt changed none of it. */
async function bobsData({ bob }: World) {
  const read = (table: 'users' | 'subscriptions' | 'payments' | 'sessions' | 'devices') =>
    db()
      .selectFrom(table)
      .selectAll()
      .where(table === 'users' ? 'id' : 'user_id', '=', bob.user._id)
      .orderBy(table === 'devices' ? 'approved_at' : 'created_at')
      .execute()
  return JSON.stringify({
    users: await read('users'),
    subscriptions: await read('subscriptions'),
    payments: await read('payments'),
    sessions: await read('sessions'),
    devices: await read('devices'),
    charges: await db().selectFrom('sandbox_charges').selectAll().orderBy('ref').execute(),
  })
}

type Send = (t: TestApp, token: string, id: string) => ReturnType<TestApp['request']>

/** Every route that takes the id of something a user owns, with what it answers for a stranger's. */
const ID_ROUTES: [route: string, id: keyof World['ids'], send: Send, notFound: string][] = [
  [
    'GET /api/subscription/:id',
    'active',
    (t, token, id) => t.request('GET', `/subscription/${id}`, { token }),
    'Assinatura não encontrada',
  ],
  [
    'DELETE /api/subscription/:id',
    'active',
    (t, token, id) => t.request('DELETE', `/subscription/${id}`, { token }),
    'Assinatura não encontrada',
  ],
  [
    'PUT /api/subscription/:id/activate',
    'canceled',
    (t, token, id) => t.request('PUT', `/subscription/${id}/activate`, { token }),
    'Assinatura não encontrada',
  ],
  [
    'GET /api/subscription/:id/change/:planId',
    'active',
    (t, token, id) => t.request('GET', `/subscription/${id}/change/plano-essencial`, { token }),
    'Assinatura não encontrada',
  ],
  [
    'POST /api/subscription/:id/change/:planId',
    'active',
    (t, token, id) =>
      t.request('POST', `/subscription/${id}/change/plano-essencial`, {
        token,
        body: { expectedAmount: 0 },
      }),
    'Assinatura não encontrada',
  ],
  [
    'DELETE /api/subscription/:id/change',
    'active',
    (t, token, id) => t.request('DELETE', `/subscription/${id}/change`, { token }),
    'Assinatura não encontrada',
  ],
  [
    'GET /api/recurrence/subscription/:id',
    'active',
    (t, token, id) => t.request('GET', `/recurrence/subscription/${id}`, { token }),
    'Assinatura não encontrada',
  ],
  [
    'GET /api/recurrence/status/:id',
    'payment',
    (t, token, id) => t.request('GET', `/recurrence/status/${id}`, { token }),
    'Pagamento não encontrado',
  ],
  [
    'POST /api/subscription/pix/status',
    'pixId',
    (t, token, id) => t.request('POST', '/subscription/pix/status', { token, body: { pixId: id } }),
    'Pix não encontrado',
  ],
  [
    'PUT /api/subscription/:id/card',
    'active',
    (t, token, id) =>
      t.request('PUT', `/subscription/${id}/card`, {
        token,
        body: cardPayment('5555 5555 5555 4444'),
      }),
    'Assinatura não encontrada',
  ],
  [
    'GET /api/recurrence/receipt/:id',
    'payment',
    (t, token, id) => t.request('GET', `/recurrence/receipt/${id}`, { token }),
    'Pagamento não encontrado',
  ],
  [
    'PATCH /api/user/devices/:id',
    'device',
    (t, token, id) => t.request('PATCH', `/user/devices/${id}`, { token, body: { name: 'Meu' } }),
    'Computador não encontrado',
  ],
  [
    'DELETE /api/user/devices/:id',
    'device',
    (t, token, id) => t.request('DELETE', `/user/devices/${id}`, { token }),
    'Computador não encontrado',
  ],
]

// Ids of public things: anyone may name them (a plan, a file of the API reference, a file of
// the update feed, a published version whose download is counted).
const PUBLIC_ID_ROUTES = [
  'GET /api/docs/:file',
  'GET /api/plan/:id',
  'GET /api/updates/:file',
  'POST /api/releases/:version/downloads',
  'POST /api/subscription/:id',
  'POST /api/subscription/:planId/user-data',
  'POST /api/subscription/:planId/pix',
  'POST /api/subscription/:planId/user-data/pix',
]

describe("authorization: every id-taking endpoint, tried with another user's ids", () => {
  it('covers every route of the API that takes an id', () => {
    const { app } = createTestApp(db())
    const withIds = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.includes('/:'))
        .map((route) => `${route.method} ${route.path}`),
    )
    const tested = ID_ROUTES.map(([route]) => route).filter((route) => route.includes('/:'))
    // The console's routes take anyone's ids by design: operator-authorization.test.ts.
    const operatorRoutes = ENDPOINT_NAMES.filter((name) => ENDPOINTS[name].auth === 'operator')
      .map((name) => `${ENDPOINTS[name].method} /api${ENDPOINTS[name].path}`)
      .filter((route) => route.includes('/:'))
    expect([...withIds].sort()).toEqual([...tested, ...PUBLIC_ID_ROUTES, ...operatorRoutes].sort())
  })

  it.each(ID_ROUTES)(
    '%s with the victim’s id answers like an unknown id and changes nothing',
    async (_, idName, send, notFound) => {
      const w = await world()
      const before = await bobsData(w)
      const stranger = await send(w.t, w.alice.token, w.ids[idName])
      expect(stranger.status).toBe(404)
      expect(stranger.body).toEqual({ message: notFound })
      // The same answer as for an id that does not exist: nothing tells the two apart.
      const unknown = await send(w.t, w.alice.token, randomUUID())
      expect(unknown).toMatchObject({ status: stranger.status, body: stranger.body })
      expect(await bobsData(w)).toBe(before)
      // The owner still reaches it (the test would pass vacuously with a wrong id).
      expect((await send(w.t, w.bob.token, w.ids[idName])).status).not.toBe(404)
    },
  )

  it("ignores a victim's id smuggled into the profile body and the list queries", async () => {
    const w = await world()
    const before = await bobsData(w)
    const { _id, ...alicesProfile } = w.alice.user
    const patched = await w.t.request('PATCH', '/user', {
      token: w.alice.token,
      body: {
        ...alicesProfile,
        name: 'Alice Alterada',
        _id: w.bob.user._id,
        id: w.bob.user._id,
        userId: w.bob.user._id,
      },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.data.user).toMatchObject({ _id: w.alice.user._id, name: 'Alice Alterada' })
    for (const path of [
      `/subscription?userId=${w.bob.user._id}`,
      `/recurrence/user?userId=${w.bob.user._id}`,
      `/recurrence/user?user_id=${w.bob.user._id}&status=paid`,
    ]) {
      const res = await w.t.request('GET', path, { token: w.alice.token })
      expect(res.status).toBe(200)
      expect(res.body.data).toEqual([])
    }
    expect(await bobsData(w)).toBe(before)
  })

  it('answers 401 to every one of them without a token, or with a made-up one', async () => {
    const w = await world()
    for (const [, idName, send] of ID_ROUTES) {
      for (const token of ['', 'inventado']) {
        const res = await send(w.t, token, w.ids[idName])
        expect(res.status).toBe(401)
        expect(typeof res.body.message).toBe('string')
      }
    }
  })
})

describe('authorization: what a session alone does not open', () => {
  it("moves no account to another mailbox, and no link confirms someone else's change", async () => {
    const w = await world()
    const before = await bobsData(w)
    const { _id, ...bobsProfile } = w.bob.user
    // Bob's token, stolen: without his password the e-mail stays.
    const stolen = await w.t.request('PATCH', '/user', {
      token: w.bob.token,
      body: { ...bobsProfile, email: 'alice.caixa@exemplo.com' },
    })
    expect(stolen.status).toBe(400)
    // Alice, with her own password, cannot aim Bob's account at her mailbox either.
    const { _id: __, ...alicesProfile } = w.alice.user
    const own = await w.t.request('PATCH', '/user', {
      token: w.alice.token,
      body: { ...alicesProfile, email: 'alice.nova@exemplo.com', currentPassword: 'segredo123' },
    })
    expect(own.status).toBe(200)
    const row = await db().selectFrom('email_changes').selectAll().executeTakeFirstOrThrow()
    expect(row.user_id).toBe(w.alice.user._id)
    expect(await bobsData(w)).toBe(before)
  })

  it('reads no metrics with a user session or a wrong token', async () => {
    const token = 'token-de-metricas-do-teste'
    const t = createTestApp(db(), { settings: { metricsToken: token } })
    const { token: session } = await signUp(t)
    for (const bearer of [session, 'inventado', '']) {
      const res = await t.request('GET', '/metrics', { token: bearer })
      expect(res.status).toBe(401)
    }
    expect(
      (await t.app.request('/api/metrics', { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200)
  })
})
