import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { afterAll, describe, expect, it } from 'vitest'
import {
  call,
  type ServerProcess,
  signUpOver,
  startServerProcess,
} from '../testing/server-process.ts'
import { cardPayment, registration } from '../testing/test-app.ts'
import {
  postgresBinaries,
  startThrowawayCluster,
  type ThrowawayCluster,
} from '../testing/throwaway-postgres.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Outcome = { at: number } & (
  | { status: number; message?: string; retryAfter?: string | null }
  | { error: string }
)

const bin = postgresBinaries()

// A cluster of its own (initdb + pg_ctl), so the shared PostgreSQL is never restarted. Runs in
// the PostgreSQL project, where the machine has PostgreSQL; skipped without its binaries.
describe.runIf(process.env.TEST_DATABASE_URL && bin)('PostgreSQL restarting under traffic', () => {
  let cluster: ThrowawayCluster | undefined
  let server: ServerProcess | undefined
  afterAll(async () => {
    server?.kill('SIGKILL')
    await server?.exited
    await cluster?.destroy()
  })

  it('answers 503 while the database is away and 200 again once it is back, without a restart', async () => {
    cluster = await startThrowawayCluster(bin as string)
    // Eight clients that retry fast make more than the flood guard's 1200 calls a minute while
    // a slow machine restarts the cluster; its 429s are not what this test is about.
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      RATE_LIMIT_GENERAL_PER_MINUTE: '0',
    })
    const live = server
    const person = registration()
    const token = await signUpOver(live, person)
    const subscribed = await call(live, 'POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(subscribed.status).toBe(200)

    // Eight clients of routes that read the database on every call.
    const routes: [string, string, { token?: string; body?: unknown }][] = [
      ['POST', '/auth/validate-token', { body: { token } }],
      ['GET', '/subscription', { token }],
      ['GET', '/recurrence/user', { token }],
      ['GET', `/subscription/${subscribed.body.data._id}`, { token }],
    ]
    const outcomes: Outcome[] = []
    let stopped = false
    const clients = Array.from({ length: 8 }, async (_, index) => {
      for (let turn = 0; !stopped; turn++) {
        const [method, path, init] = routes[(index + turn) % routes.length] ?? ['GET', '/plan', {}]
        try {
          const res = await call(live, method, path, init)
          outcomes.push({
            at: Date.now(),
            status: res.status,
            message: res.body?.message,
            retryAfter: res.headers.get('retry-after'),
          })
        } catch (error) {
          outcomes.push({ at: Date.now(), error: String(error) })
        }
        await sleep(10)
      }
    })

    await sleep(1_000)
    const stoppedAt = Date.now()
    await cluster.stop('immediate')
    await sleep(1_500)
    await cluster.start()
    const startedAt = Date.now()
    // Back when ten answers in a row are 200.
    let recoveredAt: number | undefined
    while (!recoveredAt && Date.now() - startedAt < 15_000) {
      await sleep(100)
      const last = outcomes.slice(-10)
      if (last.length === 10 && last.every((o) => 'status' in o && o.status === 200)) {
        recoveredAt = last[0]?.at
      }
    }
    stopped = true
    await Promise.all(clients)

    // The same process all along: it neither crashed nor needed a restart.
    expect(live.child.exitCode, live.output().slice(-3000)).toBeNull()
    expect(recoveredAt, live.output()).toBeDefined()
    expect((recoveredAt ?? 0) - startedAt).toBeLessThan(10_000)
    const before = outcomes.filter((o) => o.at < stoppedAt)
    expect(before.length).toBeGreaterThan(10)
    for (const outcome of before) expect(outcome).toMatchObject({ status: 200 })
    // While it was away: a 503 with a pt-BR message and Retry-After, never a 500 or a hang.
    const refused = outcomes.filter((o) => 'status' in o && o.status !== 200)
    expect(refused.length).toBeGreaterThan(0)
    for (const outcome of outcomes) {
      expect(outcome).not.toHaveProperty('error')
      if ('status' in outcome && outcome.status !== 200) {
        expect(outcome).toMatchObject({
          status: 503,
          message: API_MESSAGES.databaseUnavailable,
          retryAfter: '5',
        })
      }
    }
    // Writes work again too.
    const canceled = await call(live, 'DELETE', `/subscription/${subscribed.body.data._id}`, {
      token,
    })
    expect(canceled.status).toBe(200)
    expect(live.output()).toContain('banco de dados indisponível')
  }, 120_000)
})
