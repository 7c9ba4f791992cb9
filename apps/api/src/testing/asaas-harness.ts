import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { Db } from '../db/database.ts'
import { createAsaasGateway } from '../payments/asaas/asaas-gateway.ts'
import { createAsaasLedger } from '../payments/asaas/asaas-ledger.ts'
import { asaasDate } from '../payments/asaas/asaas-mapping.ts'
import type { ApiSettings } from '../settings.ts'
import { ASAAS_TEST_KEY, ASAAS_TEST_URL, createAsaasFake } from './asaas-fake.ts'
import { cardPayment, createTestApp, signUp, type TestApp } from './test-app.ts'
import { createTestClock, DAY } from './test-clock.ts'

export const ASAAS_WEBHOOK_TOKEN = 'segredo-do-webhook-com-32-caracteres'

/**
 * The API on the Asaas adapter against the fake Asaas, for a test file: one fake and one test
 * clock, reset before each test, with the fake's webhooks posted to the app under test.
 */
export function useAsaas(db: () => Db, start = '2026-03-10T15:00:00.000Z') {
  const clock = createTestClock(start)
  const fake = createAsaasFake(() => asaasDate(clock.now()))
  beforeAll(() => fake.server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => fake.server.resetHandlers())
  afterAll(() => fake.server.close())
  beforeEach(() => {
    clock.set(start)
    fake.reset()
  })

  /**
   * The app on the Asaas adapter; `timeoutMs` bounds reads, `createTimeoutMs` writes;
   * `webhookToken: null` configures no webhook token (every webhook is refused).
   */
  function setup(
    options: {
      timeoutMs?: number
      createTimeoutMs?: number
      webhookToken?: null
      settings?: Partial<ApiSettings>
    } = {},
  ): TestApp {
    const client = {
      apiKey: ASAAS_TEST_KEY,
      baseUrl: ASAAS_TEST_URL,
      timeoutMs: options.timeoutMs ?? 2000,
      createTimeoutMs: options.createTimeoutMs ?? options.timeoutMs ?? 2000,
    }
    const t = createTestApp(db(), {
      clock,
      gateway: createAsaasGateway({ ...client, clock }),
      ledger: createAsaasLedger(client),
      settings: {
        sessionTtlMs: 365 * DAY,
        asaasWebhookToken: options.webhookToken === null ? undefined : ASAAS_WEBHOOK_TOKEN,
        ...options.settings,
      },
    })
    fake.webhooks.setSink(async (event) => {
      const res = await t.request('POST', '/webhooks/asaas', {
        body: event,
        headers: { 'asaas-access-token': ASAAS_WEBHOOK_TOKEN },
      })
      if (res.status !== 200) throw new Error(`webhook ${event.event}: ${res.status}`)
    })
    return t
  }

  /** Asaas' pending webhooks delivered, and whatever the app does after its answers finished. */
  async function settle(t: TestApp) {
    await fake.idle()
    await t.context.afterResponse.drain()
    await fake.webhooks.flush()
    await t.context.afterResponse.drain()
  }

  /** A customer whose first card payment went through Asaas, and its rows. */
  async function subscriber(t: TestApp, plan = 'plano-essencial', card?: string) {
    const { token, user } = await signUp(t)
    const res = await t.request('POST', `/subscription/${plan}`, {
      token,
      body: cardPayment(card),
    })
    const id: string = res.body.data?._id
    const row = () =>
      db().selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    return { token, user, res, id, row }
  }

  return { clock, fake, setup, settle, subscriber }
}
