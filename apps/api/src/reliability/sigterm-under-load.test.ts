import { request as httpRequest } from 'node:http'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway.ts'
import { expectNoCardData } from '../testing/card-leaks.ts'
import {
  call,
  processDatabase,
  processTestTarget,
  type ServerProcess,
  signUpOver,
  startServerProcess,
} from '../testing/server-process.ts'
import { cardPayment, registration } from '../testing/test-app.ts'

const slowCard = { number: SANDBOX_CARDS.slow, ccv: '8642' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Outcome = { sentAfterSignal: boolean } & (
  | { status: number; message: string | undefined }
  | { error: string }
)

/** The error code under fetch's "fetch failed" (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET...). */
const errorCode = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return cause?.code ?? cause?.message ?? String(error)
}

/** A request on a connection of its own, as a client arriving after the signal would open. */
const freshConnection = (url: string) =>
  new Promise<string>((resolve) => {
    const req = httpRequest(`${url}/api/plan`, { agent: false }, (res) => {
      res.resume()
      resolve(`HTTP ${res.statusCode}`)
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    req.end()
  })

// A real process (tsx on the source), so the signal, the sockets and the exit are real.
describe.runIf(processTestTarget())('SIGTERM under load', () => {
  let server: ServerProcess | undefined
  let database: Awaited<ReturnType<typeof processDatabase>> | undefined
  afterAll(async () => {
    server?.kill('SIGKILL')
    await server?.exited
    await database?.drop()
  })

  it('finishes the requests under way, refuses new ones cleanly and exits with 0', async () => {
    database = await processDatabase()
    // Sixteen clients in a tight loop pass the flood guard's 1200 calls a minute on a fast
    // machine; its 429s are not what this test is about.
    server = await startServerProcess({ ...database.env, RATE_LIMIT_GENERAL_PER_MINUTE: '0' })
    const live = server
    const signUp = async () => {
      const person = registration()
      return signUpOver(live, person)
    }
    const tokens = [await signUp(), await signUp(), await signUp()]
    const [token = ''] = tokens

    let signalled = false
    let stopped = false
    const outcomes: Outcome[] = []
    const requests: [string, string, { token?: string; body?: unknown }][] = [
      ['GET', '/plan?activeOnly=true', {}],
      ['POST', '/auth/validate-token', { body: { token } }],
      ['GET', '/subscription', { token }],
      ['GET', '/recurrence/user', { token }],
    ]
    // 16 clients on keep-alive connections, each sending its next request as soon as the last
    // one is answered, until the process is gone.
    const clients = Array.from({ length: 16 }, async (_, index) => {
      for (let turn = 0; !stopped; turn++) {
        const [method, path, init] = requests[(index + turn) % requests.length] ?? ['GET', '/plan']
        const sentAfterSignal = signalled
        try {
          const res = await call(live, method, path, init)
          outcomes.push({ sentAfterSignal, status: res.status, message: res.body?.message })
        } catch (error) {
          outcomes.push({ sentAfterSignal, error: errorCode(error) })
          if (signalled) await sleep(20)
        }
      }
    })

    // Under way when the signal comes: three charges that take two seconds each (the
    // sandbox's slow card: one second before charging, one more before answering). They are
    // under way once their subscription shows as pending.
    const charges = tokens.map((owner) => {
      const body = cardPayment(slowCard.number)
      body.creditCard.ccv = slowCard.ccv
      return call(live, 'POST', '/subscription/plano-essencial', { token: owner, body }).catch(
        (error: unknown) => ({ status: errorCode(error), body: undefined }),
      )
    })
    const pending = async (owner: string) =>
      (await call(live, 'GET', '/subscription', { token: owner })).body?.data?.[0]?.status ===
      'pending'
    for (const owner of tokens) while (!(await pending(owner))) await sleep(20)
    const signalledAt = Date.now()
    signalled = true
    live.kill('SIGTERM')
    // A busy machine may run a request or two before the process gets to the signal: the
    // probe waits for the process to say it has (its log line), then, within the first second,
    // the port still answers (503); after it, it is closed.
    await vi.waitFor(() => expect(live.output()).toContain('recebido SIGTERM, encerrando'), {
      timeout: 10_000,
      interval: 5,
    })
    const early = await freshConnection(live.url)
    await sleep(2_500)
    const late = await freshConnection(live.url)

    const charged = await Promise.all(charges)
    const exit = await live.exited
    const exitMs = Date.now() - signalledAt
    stopped = true
    await Promise.all(clients)

    // Under way: answered in full.
    for (const res of charged) {
      expect(res.status).toBe(200)
      expect(res.body?.data.status).toBe('active')
    }
    // New: a connection made just after the signal gets a 503 (or, if it is late enough, is
    // refused); one made later is refused; a request on an open connection gets a 503 and a
    // pt-BR reason; an idle connection is closed. Nothing is half done, hangs or fails otherwise.
    const refusals = ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']
    expect(['HTTP 503', 'ECONNREFUSED']).toContain(early)
    expect(late).toBe('ECONNREFUSED')
    const before = outcomes.filter((outcome) => !outcome.sentAfterSignal)
    expect(before.length).toBeGreaterThan(20)
    for (const outcome of outcomes) {
      if ('status' in outcome) {
        expect([200, 503]).toContain(outcome.status)
        if (outcome.status === 503) expect(outcome.message).toBe(API_MESSAGES.restarting)
      } else {
        // Only a request sent after the signal may find its connection refused or closed.
        expect(outcome.sentAfterSignal).toBe(true)
        expect(refusals).toContain(outcome.error)
      }
    }
    // A clean exit, before the 10-second limit that would end it with 1.
    expect(exit).toEqual({ code: 0, signal: null })
    expect(exitMs).toBeLessThan(10_000)
    expect(live.output()).toContain('recebido SIGTERM, encerrando')
    // The process's own log lines never carry the card.
    expectNoCardData(live.output(), [slowCard], 'saída do servidor')
  }, 120_000)
})
