// The two sides the contract suite runs every scenario against: the msw handlers (through a
// real `fetch` intercepted by setupServer) and the real API (createApp().request() on an
// in-memory PGlite, built the way apps/api's own tests build it).
//
// The API's test helpers come through its package exports; only this folder imports them: the
// mocks themselves never import API code.

import type { Db } from '@atendimento/api/db/database'
import { createSandboxGateway } from '@atendimento/api/payments/sandbox-gateway'
import { confirmationToken, createTestApp, lastCode } from '@atendimento/api/testing/test-app'
import { createTestClock } from '@atendimento/api/testing/test-clock'
import { openTestDatabase, resetDatabase } from '@atendimento/api/testing/test-database'
import { setupServer } from 'msw/node'
import { findAccountByEmail } from '../accounts.ts'
import type { ApiMethod } from '../api-routes.ts'
import { createHandlers } from '../handlers.ts'
import { createScenarios } from '../scenarios.ts'
import { advanceClock, createStore, MOCK_NOW, resetStore } from '../store.ts'

export interface SideRequest {
  method: ApiMethod
  /** Under /api, with placeholders already filled in. */
  path: string
  /** Sent as JSON; a string is sent as it is (a malformed body, for instance). */
  body?: unknown
  token?: string | undefined
}

export interface SideResponse {
  status: number
  body: unknown
}

export interface Side {
  readonly name: 'mocks' | 'api'
  /** Back to a first start: seeded plans, no accounts of the suite's, the clock at MOCK_NOW. */
  reset(): Promise<void>
  send(request: SideRequest): Promise<SideResponse>
  /** The recovery code the last POST /auth/forgot sent to this address. */
  recoveryCode(email: string): Promise<string>
  /** The token of the link that confirms this new e-mail. */
  emailChangeToken(email: string): Promise<string>
  advanceClock(ms: number): void
  /** The server turning new requests away while it restarts. */
  setUnavailable(unavailable: boolean): void
  close(): Promise<void>
}

const headersFor = (request: SideRequest) => ({
  ...(request.body !== undefined && { 'content-type': 'application/json' }),
  ...(request.token && { authorization: `Bearer ${request.token}` }),
})

const encode = (body: unknown) =>
  body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)

export function createMockSide(): Side {
  const store = createStore()
  const server = setupServer(...createHandlers(store))
  const scenarios = createScenarios(store)
  server.listen({ onUnhandledFrame: 'error' })
  return {
    name: 'mocks',
    async reset() {
      server.resetHandlers()
      resetStore(store)
    },
    async send(request) {
      const body = encode(request.body)
      const response = await fetch(`http://mocks.test/api${request.path}`, {
        method: request.method,
        headers: headersFor(request),
        ...(body !== undefined && { body }),
      })
      return { status: response.status, body: await response.json() }
    },
    async emailChangeToken(email) {
      const change = store.emailChanges.find((item) => item.newEmail === email)
      if (!change) throw new Error(`mocks: nenhuma troca para ${email}`)
      return change.token
    },
    async recoveryCode(email) {
      const account = findAccountByEmail(store, email)
      const reset = store.recoveryCodes.find((item) => item.userId === account?.user._id)
      if (!reset) throw new Error(`mocks: nenhum código para ${email}`)
      return reset.code
    },
    advanceClock(ms) {
      advanceClock(ms, store)
    },
    setUnavailable(unavailable) {
      if (unavailable) server.use(...scenarios.unavailable())
      else server.resetHandlers()
    },
    async close() {
      server.close()
    },
  }
}

/**
 * Empties every table the suite writes to, keeping the seeded plans (no route changes them).
 * Ten times faster than the API's resetDatabase (truncate and seed again), which matters at a
 * hundred scenarios. A table still referenced is retried once its children are empty.
 */
async function emptyTables(db: Db, tables: string[]): Promise<void> {
  let left = tables
  while (left.length > 0) {
    const failed: string[] = []
    for (const table of left) {
      await db
        .deleteFrom(table as never)
        .execute()
        .catch(() => failed.push(table))
    }
    if (failed.length === left.length) throw new Error(`não consegui esvaziar ${failed.join(', ')}`)
    left = failed
  }
}

export async function createApiSide(): Promise<Side> {
  const { db, close } = await openTestDatabase()
  await resetDatabase(db)
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => name !== 'plans')
  let draining = false
  let clock = createTestClock(MOCK_NOW)
  const start = () => {
    const gateway = createSandboxGateway({ db, clock })
    return createTestApp(db, { clock, gateway, isDraining: () => draining })
  }
  let app = start()
  return {
    name: 'api',
    async reset() {
      await app.context.mailer.drain()
      await emptyTables(db, tables)
      draining = false
      clock = createTestClock(MOCK_NOW)
      app = start()
    },
    async send(request) {
      const { status, body } = await app.request(request.method, request.path, {
        body: request.body,
        token: request.token,
      })
      return { status, body }
    },
    recoveryCode: (email) => lastCode(app, email),
    emailChangeToken: (email) => confirmationToken(app, email),
    advanceClock(ms) {
      clock.advance(ms)
    },
    setUnavailable(unavailable) {
      draining = unavailable
    },
    close,
  }
}
