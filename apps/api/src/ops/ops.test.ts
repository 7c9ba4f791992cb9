import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { maintenanceTick } from '../jobs/scheduler.ts'
import { cardPayment, createTestApp, signUp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()
const TOKEN = 'um-token-de-metricas-longo'

describe('GET /api/health and /api/ready', () => {
  it('say alive and ready, then ready no more (503) while shutting down', async () => {
    let draining = false
    const t = createTestApp(db(), { isDraining: () => draining })
    expect(await t.request('GET', '/health')).toMatchObject({
      status: 200,
      body: { data: { status: 'ok' } },
    })
    expect(await t.request('GET', '/ready')).toMatchObject({
      status: 200,
      body: { data: { database: 'ok', migrations: 'ok' } },
    })
    draining = true
    expect((await t.request('GET', '/health')).status).toBe(200)
    expect(await t.request('GET', '/ready')).toMatchObject({
      status: 503,
      body: { message: API_MESSAGES.notReadyDraining },
    })
  })

  it('answer 503 when the database does not answer or its schema is behind', async () => {
    const t = createTestApp(db())
    await db()
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '0005-production-safety' as never)
      .execute()
    try {
      expect(await t.request('GET', '/ready')).toMatchObject({
        status: 503,
        body: { message: API_MESSAGES.notReadyMigrations },
      })
    } finally {
      await db()
        .insertInto('kysely_migration' as never)
        .values({ name: '0005-production-safety', timestamp: new Date().toISOString() } as never)
        .execute()
    }
    const broken = {
      ...db(),
      getExecutor: () => ({}),
    } as unknown as typeof db extends () => infer D ? D : never
    const down = createTestApp(broken)
    expect(await down.request('GET', '/ready')).toMatchObject({
      status: 503,
      body: { message: API_MESSAGES.notReadyDatabase },
    })
  })
})

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN, and wants that bearer token', async () => {
    expect((await createTestApp(db()).request('GET', '/metrics')).status).toBe(404)
    const t = createTestApp(db(), { settings: { metricsToken: TOKEN } })
    for (const token of [undefined, 'errado', `${TOKEN}x`]) {
      const res = await t.request('GET', '/metrics', { token })
      expect(res).toMatchObject({
        status: 401,
        body: { message: API_MESSAGES.metricsTokenInvalid },
      })
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
    }
  })

  it('counts requests by route, hashing, e-mails, gateway calls and maintenance runs', async () => {
    const t = createTestApp(db(), { settings: { metricsToken: TOKEN } })
    const { token } = await signUp(t)
    await t.request('POST', '/subscription/plano-essencial', { token, body: cardPayment() })
    await t.request('GET', '/subscription/uma-id-qualquer', { token })
    await t.request('GET', '/subscription/outra-id', { token })
    await maintenanceTick(t.context)
    await t.context.mailer.drain()
    const res = await t.app.request('/api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const page = await res.text()
    // Ids do not make series of their own: the route pattern names the request.
    expect(page).toMatch(
      /http_requests_total\{method="GET",route="\/api\/subscription\/:id",status="404"\} 2/,
    )
    expect(page).toMatch(
      /http_request_duration_seconds_bucket\{le="[\d.]+",method="POST",route="\/api\/auth\/login"\}/,
    )
    expect(page).toMatch(/password_hash_jobs\{state="waiting"\} 0/)
    expect(page).toMatch(/emails_total\{outcome="sent"\} [1-9]/)
    expect(page).toMatch(/gateway_calls_total\{operation="subscribe",outcome="approved"\} 1/)
    expect(page).toMatch(/maintenance_runs_total\{outcome="done"\} 1/)
  })
})
