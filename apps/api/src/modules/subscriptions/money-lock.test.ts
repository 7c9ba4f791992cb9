import { randomUUID } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { ApiContext } from '../../context.ts'
import { type Db, openDatabase } from '../../db/database.ts'
import { createTestApp } from '../../testing/test-app.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { withMoneyLock } from './money-lock.ts'

const db = useTestDatabase()
const contextOn = (database: Db, moneyLockWaitMs = 8_000) =>
  createTestApp(database, { settings: { moneyLockWaitMs } }).context

/** A promise the test resolves by hand: an operation held open as long as the test likes. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/** Runs `work` under the account's lock, noting when it starts and ends. */
function noted(
  ctx: ApiContext,
  account: string,
  name: string,
  log: string[],
  hold?: Promise<void>,
) {
  return withMoneyLock(ctx, account, async () => {
    log.push(`${name} começa`)
    await hold
    log.push(`${name} termina`)
    return name
  })
}

/** How a refusal reads: its status and message, or 'ok'. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) =>
      error instanceof HTTPException ? `${error.status} ${error.message}` : String(error),
  )
const BUSY = `409 ${API_MESSAGES.checkoutInProgress}`

describe('the money lock of an account', () => {
  it('runs two operations of one account one after the other', async () => {
    const ctx = contextOn(db())
    const account = randomUUID()
    const log: string[] = []
    const first = gate()
    const a = noted(ctx, account, 'a', log, first.opened)
    const b = noted(ctx, account, 'b', log)
    // b is waiting for a, which is waiting for the test.
    await expect.poll(() => log).toEqual(['a começa'])
    first.open()
    expect(await Promise.all([a, b])).toEqual(['a', 'b'])
    expect(log).toEqual(['a começa', 'a termina', 'b começa', 'b termina'])
  })

  it('lets operations of two accounts run at the same time', async () => {
    const ctx = contextOn(db())
    const log: string[] = []
    const first = gate()
    const a = noted(ctx, randomUUID(), 'a', log, first.opened)
    await expect.poll(() => log).toEqual(['a começa'])
    expect(await noted(ctx, randomUUID(), 'b', log)).toBe('b')
    expect(log).toEqual(['a começa', 'b começa', 'b termina'])
    first.open()
    await a
  })

  it('answers 409 to an operation that waited past its time, and never runs it', async () => {
    const account = randomUUID()
    const first = gate()
    const log: string[] = []
    const a = noted(contextOn(db()), account, 'a', log, first.opened)
    await expect.poll(() => log).toEqual(['a começa'])
    expect(await outcome(noted(contextOn(db(), 20), account, 'b', log))).toBe(BUSY)
    first.open()
    await a
    expect(log).toEqual(['a começa', 'a termina'])
  })

  it('nests for the same account, and refuses to hold a second account at once', async () => {
    const ctx = contextOn(db(), 20)
    const account = randomUUID()
    const inner = await withMoneyLock(ctx, account, (locked) =>
      withMoneyLock({ ...locked }, account, async () => 'dentro'),
    )
    expect(inner).toBe('dentro')
    const other = withMoneyLock(ctx, account, (locked) =>
      withMoneyLock(locked, randomUUID(), async () => 'nunca'),
    )
    expect(await outcome(other)).toMatch(/uma conta só/)
  })

  it('lets go when the operation fails', async () => {
    const ctx = contextOn(db(), 20)
    const account = randomUUID()
    const failed = withMoneyLock(ctx, account, async () => {
      throw new Error('falhou')
    })
    expect(await outcome(failed)).toBe('Error: falhou')
    expect(await withMoneyLock(ctx, account, async () => 'livre')).toBe('livre')
  })
})

// Two pools on one database stand for two API processes: each holds its own connections.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'the money lock across processes (PostgreSQL)',
  () => {
    async function secondProcess(): Promise<Db> {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db())
      const url = new URL(process.env.TEST_DATABASE_URL ?? '')
      url.pathname = `/${rows[0]?.name}`
      return openDatabase({ kind: 'postgres', url: url.toString() })
    }

    it('holds an account against another process, which waits or is answered 409', async () => {
      const other = await secondProcess()
      try {
        const account = randomUUID()
        const log: string[] = []
        const first = gate()
        const a = noted(contextOn(db()), account, 'a', log, first.opened)
        await expect.poll(() => log).toEqual(['a começa'])
        expect(await outcome(noted(contextOn(other, 50), account, 'b', log))).toBe(BUSY)
        const waiting = noted(contextOn(other), account, 'c', log)
        first.open()
        expect(await Promise.all([a, waiting])).toEqual(['a', 'c'])
        expect(log).toEqual(['a começa', 'a termina', 'c começa', 'c termina'])
      } finally {
        await other.destroy()
      }
    })

    it('runs the operation on the one connection that holds the lock', async () => {
      const seen = await withMoneyLock(contextOn(db()), randomUUID(), async (locked) => {
        const pid = async () =>
          (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(locked.db)).rows[0]
            ?.pid
        const inTransaction = await locked.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
          return rows[0]?.pid
        })
        const { rows: locks } = await sql<{ pid: number }>`
        select pid from pg_locks where locktype = 'advisory' and granted`.execute(locked.db)
        return { first: await pid(), second: await pid(), inTransaction, locks }
      })
      expect(seen.second).toBe(seen.first)
      expect(seen.inTransaction).toBe(seen.first)
      expect(seen.locks.map((lock) => lock.pid)).toContain(seen.first)
    })
  },
)
