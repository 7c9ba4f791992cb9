// Node only: loaded by the Vitest commands of vitest.config.ts (through the project's module
// runner), never by the app. It holds, per test file, the real API as its own tests build it
// (createTestApp on in-memory PGlite, cheap argon2, the sandbox gateway), so the screen tests
// that need what the API does across calls get the API itself, not a copy of its rules.

import type { Db } from '@atendimento/api/db/database'
import { SANDBOX_CARDS } from '@atendimento/api/payments/sandbox-gateway'
import { reconcileWithAsaasKnowingNothing } from '@atendimento/api/testing/asaas-knowing-nothing'
import {
  confirmationToken,
  createTestApp,
  lastCode,
  settle,
  type TestApp,
  VIA_LOCAL_PROXY,
} from '@atendimento/api/testing/test-app'
import { createTestClock } from '@atendimento/api/testing/test-clock'
import { openTestDatabase, resetDatabase } from '@atendimento/api/testing/test-database'

/** What crosses from the browser: a request, and the answer back (plain JSON both ways). */
export interface ForwardedRequest {
  method: string
  /** The path under the origin, with its query: `/api/plan?activeOnly=true`. */
  path: string
  headers: Record<string, string>
  body: string | null
}
export interface ForwardedResponse {
  status: number
  headers: Record<string, string>
  body: string
}

interface World {
  db: Db
  close: () => Promise<void>
  app: TestApp
}

/** The address the browser's requests come from (the checkout's mocked IP lookup says so too). */
const BROWSER_IP = '203.0.113.45'

const worlds = new Map<string, Promise<World>>()

// The API's clock starts at the real time, as the browser's does: dates the screens compare with
// their own clock (a paid period, a card's expiry) agree.
const freshApp = (db: Db) => createTestApp(db, { clock: createTestClock(new Date()) })

function world(file: string): Promise<World> {
  let found = worlds.get(file)
  if (!found) {
    found = openTestDatabase().then(async ({ db, close }) => {
      await resetDatabase(db)
      return { db, close, app: freshApp(db) }
    })
    worlds.set(file, found)
  }
  return found
}

/** Back to a first start before each test: empty tables, the seeded plans, a new clock. */
export async function reset(file: string): Promise<void> {
  const current = await world(file)
  await settle(current.app)
  await resetDatabase(current.db)
  current.app = freshApp(current.db)
}

export async function forward(file: string, request: ForwardedRequest): Promise<ForwardedResponse> {
  const { app } = await world(file)
  const response = await app.app.request(
    request.path,
    {
      method: request.method,
      headers: { ...request.headers, 'x-forwarded-for': BROWSER_IP },
      ...(request.body !== null && { body: request.body }),
    },
    VIA_LOCAL_PROXY,
  )
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  }
}

/** The recovery code the API last e-mailed to this address (tests may read their outbox). */
export async function mailedCode(file: string, email: string): Promise<string> {
  return lastCode((await world(file)).app, email)
}

/** The token of the latest link confirming a new e-mail sent to this address. */
export async function mailedConfirmation(file: string, email: string): Promise<string> {
  return confirmationToken((await world(file)).app, email)
}

/** Makes an account an operator, as `npm run admin -- grant` does (no API call can). */
export async function grantOperator(file: string, email: string): Promise<void> {
  const { db } = await world(file)
  await db.updateTable('users').set({ role: 'operator' }).where('email', '=', email).execute()
}

/** Runs the daily reconciliation against an Asaas that knows none of our subscriptions. */
export async function reconcileAgainstEmptyAsaas(file: string): Promise<void> {
  await reconcileWithAsaasKnowingNothing((await world(file)).app)
}

/** The sandbox gateway's test cards (approved, refused...), from the gateway itself. */
export function sandboxCards(_file: string): typeof SANDBOX_CARDS {
  return SANDBOX_CARDS
}

export async function close(file: string): Promise<void> {
  const found = worlds.get(file)
  worlds.delete(file)
  if (!found) return
  const current = await found
  await settle(current.app)
  await current.close()
}
