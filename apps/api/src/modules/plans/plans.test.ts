import { SEED_PLANS } from '@atendimento/domain/catalogue/seed-plans'
import { planSchema, planUpsertSchema } from '@atendimento/domain/schemas/plan'
import { sql } from 'kysely'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { createTestApp } from '../../testing/test-app.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { deactivatePlan, findPlan, upsertPlan } from './plans-repository.ts'
import { seedPlansOnFirstStart } from './seed-plans.ts'

const envelope = v.object({ message: v.string(), data: v.array(planSchema) })

const db = useTestDatabase()
const app = () => createApp({ db: db() })

describe('GET /api/plan', () => {
  it('lists the seeded plans in cents, cheapest first', async () => {
    const res = await app().request('/api/plan?activeOnly=true')
    expect(res.status).toBe(200)
    const body = v.parse(envelope, await res.json())
    expect(body.message).toBe('Sucesso')
    expect(body.data.map((plan) => plan._id)).toEqual(SEED_PLANS.map((plan) => plan._id))
    expect(body.data.every((plan) => Number.isInteger(plan.price))).toBe(true)
  })

  it('hides a deactivated plan only when activeOnly=true', async () => {
    await deactivatePlan(db(), 'plano-trimestral')
    const active = v.parse(
      envelope,
      await (await app().request('/api/plan?activeOnly=true')).json(),
    )
    const all = v.parse(envelope, await (await app().request('/api/plan')).json())
    expect(active.data.map((plan) => plan._id)).not.toContain('plano-trimestral')
    expect(all.data.map((plan) => plan._id)).toContain('plano-trimestral')
  })

  it('does not seed twice', async () => {
    expect(await seedPlansOnFirstStart(db())).toBe(false)
  })
})

describe('GET /api/plan/:id', () => {
  it('returns one plan', async () => {
    const res = await app().request('/api/plan/plano-essencial')
    expect(res.status).toBe(200)
    const body = v.parse(v.object({ data: planSchema }), await res.json())
    expect(body.data.name).toBe('Essencial')
  })

  it('answers an unknown id with 404 and a pt-BR message', async () => {
    const res = await app().request('/api/plan/nao-existe')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Plano não encontrado' })
  })
})

describe('unknown API routes', () => {
  it('answer 404 in JSON, never the site shell', async () => {
    const res = await app().request('/api/nada')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Rota não encontrada' })
  })
})

describe('GET /api/plan?activeOnly=', () => {
  it('refuses a value other than true or false with 400', async () => {
    const res = await app().request('/api/plan?activeOnly=talvez')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Opção inválida' })
  })

  it('ignores a bearer token: plans are public', async () => {
    const res = await app().request('/api/plan', { headers: { authorization: 'Bearer qualquer' } })
    expect(res.status).toBe(200)
  })
})

describe('GET /api/plan from memory', () => {
  it('reads the database once per 5 s, so a plan changed by the CLI shows within that time', async () => {
    const t = createTestApp(db())
    const ids = async () =>
      (await t.request('GET', '/plan?activeOnly=true')).body.data.map(
        (plan: { _id: string }) => plan._id,
      )
    expect(await ids()).toContain('plano-trimestral')
    await deactivatePlan(db(), 'plano-trimestral')
    t.clock.advance(4_999)
    expect(await ids()).toContain('plano-trimestral')
    t.clock.advance(1)
    expect(await ids()).not.toContain('plano-trimestral')
  })

  it('answers 304 to a matching If-None-Match, and lets caches keep the list only if they ask again', async () => {
    const res = await app().request('/api/plan?activeOnly=true')
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const again = await app().request('/api/plan?activeOnly=true', {
      headers: { 'if-none-match': `W/"outro", ${etag}` },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const changed = await app().request('/api/plan?activeOnly=true', {
      headers: { 'if-none-match': '"lista-antiga"' },
    })
    expect(changed.status).toBe(200)
  })

  it('does not keep a failed read: the next request reads again', async () => {
    const t = createTestApp(db())
    await sql`alter table plans rename to plans_fora`.execute(db())
    try {
      expect((await t.request('GET', '/plan')).status).toBe(500)
    } finally {
      await sql`alter table plans_fora rename to plans`.execute(db())
    }
    expect((await t.request('GET', '/plan')).status).toBe(200)
  })
})

describe("the plans CLI's upsert", () => {
  it('keeps the seats and entitlements of a plan whose file leaves them out', async () => {
    const [seeded] = SEED_PLANS.filter((plan) => plan.maxDevices > 1)
    if (!seeded) throw new Error('um plano semeado com mais de um computador')
    const { maxDevices: _, entitlements: __, ...file } = seeded
    const edit = v.parse(planUpsertSchema, { ...file, price: seeded.price + 100 })
    await upsertPlan(db(), { ...edit, _id: seeded._id })
    expect(await findPlan(db(), seeded._id)).toMatchObject({
      price: seeded.price + 100,
      maxDevices: seeded.maxDevices,
      entitlements: seeded.entitlements,
    })
  })

  it('gives a new plan one computer and nothing unlocked unless the file says', async () => {
    const plan = v.parse(planUpsertSchema, {
      name: 'Plano Novo',
      description: '',
      price: 1990,
      billingCycleDays: 30,
      features: [],
    })
    const saved = await upsertPlan(db(), { ...plan, _id: 'plano-novo' })
    expect(saved).toMatchObject({ maxDevices: 1, entitlements: [] })
  })
})
