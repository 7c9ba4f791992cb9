import { createHash } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import { sql } from 'kysely'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { gatewayOn } from '../../payments/gateway-claims.ts'
import type { UserRow } from '../auth/sessions.ts'

/**
 * The money lock of an account. Every operation that may charge a customer, give money back or
 * stop charging them runs holding it: checkout by card or Pix and "Continuar Pagamento", a change
 * of plan, cancelling and reactivating, a new card, a Pix status check that settles, a renewal, a
 * refund, the account's deletion. The lock is taken before any call to the gateway, and the
 * operation reads the state again under it and decides from what it reads there, so of two
 * operations racing (two processes, two tabs, an attacker's burst) the second runs after the
 * first has finished and sees what the first did: it is refused with its own 409 ("already
 * active", "already refunded"...) instead of charging again.
 *
 * One lock per account, not per subscription: an account has at most one open subscription,
 * and the account-wide changes (deletion) must exclude every payment of the account at once.
 *
 * How it holds:
 * - in this process, one turn per account at a time (the others wait in memory, costing no
 *   database connection);
 * - on PostgreSQL, also a session advisory lock on one connection taken from the pool, so the
 *   processes sharing the database take turns too; the operation runs on that very connection
 *   (the `db` of the context it gets is bound to it), so it never waits for a second connection
 *   while holding one, and a process that dies mid-operation lets go of the lock with its
 *   connection;
 * - on PGlite there is one process per data folder (ops/data-dir-lock.ts) and one connection:
 *   the turn in memory is the whole lock, and the operation uses the database as usual (holding
 *   PGlite's only connection would stall the operation's own queries).
 *
 * A turn is waited for at most `settings.moneyLockWaitMs`; past that the operation is answered
 * 409 'Já há um pagamento em andamento nesta conta…' and nothing is done. Calls nest: an
 * operation holding an account's lock may call another that takes it (account deletion closes
 * subscriptions through the closing function, which takes it too). Holding two accounts' locks
 * at once is refused, so two operations can never wait for each other.
 *
 * The context given to `work` is valid only until `work` resolves: its `db` connection goes back
 * to the pool then, so nothing left running afterwards (afterResponse) may use it.
 */
export async function withMoneyLock<T>(
  ctx: ApiContext,
  accountId: string,
  work: (locked: ApiContext) => Promise<T>,
): Promise<T> {
  const holding = (ctx as Holding)[HOLDING]
  if (holding === accountId) return work(ctx)
  if (holding) throw new Error('withMoneyLock: uma operação segura o dinheiro de uma conta só')
  const root = ctx.db
  const deadline = Date.now() + ctx.settings.moneyLockWaitMs
  const leave = await takeTurn(root, accountId, deadline)
  try {
    if (!root.getExecutor().adapter.supportsMultipleConnections) {
      return await runHolding(ctx, root, accountId, work)
    }
    return await root.connection().execute(async (connection) => {
      const key = advisoryKey(accountId)
      await advisoryLock(connection, key, deadline)
      try {
        return await runHolding(ctx, connection, accountId, work)
      } finally {
        await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection).catch((error) => {
          ctx.log({ level: 'error', msg: 'trava de pagamento não liberada', err: String(error) })
        })
      }
    })
  } finally {
    leave()
  }
}

/**
 * withMoneyLock for a customer's own operation: their account is read again under the lock, and
 * one deleted meanwhile (on another process, a moment ago) pays, opens or changes nothing.
 */
export function withAccountLock<T>(
  ctx: ApiContext,
  userId: string,
  work: (locked: ApiContext, account: UserRow) => Promise<T>,
): Promise<T> {
  return withMoneyLock(ctx, userId, async (locked) => {
    const account = await locked.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!account || account.deleted_at) {
      throw new HTTPException(409, { message: API_MESSAGES.accountGone })
    }
    return work(locked, account)
  })
}

/** The answer of an operation that waited too long for its turn (nothing was done). */
export class MoneyLockBusy extends HTTPException {
  constructor() {
    super(409, { message: API_MESSAGES.checkoutInProgress })
  }
}
const busy = () => new MoneyLockBusy()

/**
 * withMoneyLock for background work (renewals): false, with nothing done, when the account stays
 * busy past the wait (a checkout or a deletion under way), so the job leaves it for its next run.
 */
export async function withMoneyLockOrLater(
  ctx: ApiContext,
  accountId: string,
  work: (locked: ApiContext) => Promise<void>,
): Promise<boolean> {
  try {
    await withMoneyLock(ctx, accountId, work)
    return true
  } catch (error) {
    if (error instanceof MoneyLockBusy) return false
    throw error
  }
}

/**
 * The account whose lock a context holds, on the contexts withMoneyLock hands out: a symbol key,
 * so a copy of the context (`{ ...ctx }`) still says so.
 */
const HOLDING = Symbol('money-lock')
type Holding = ApiContext & { [HOLDING]?: string }

function runHolding<T>(
  ctx: ApiContext,
  db: Db,
  accountId: string,
  work: (locked: ApiContext) => Promise<T>,
): Promise<T> {
  // The gateway's creation claims (payments/gateway-claims.ts) go on the same connection.
  const locked: Holding = { ...ctx, db, gateway: gatewayOn(ctx.gateway, db), [HOLDING]: accountId }
  return work(locked)
}

/** Accounts whose turn is taken in this process, per database: each with its end. */
const turns = new WeakMap<Db, Map<string, Promise<void>>>()

/** Waits (until `deadline`) for this process's turn on the account; returns how to leave it. */
async function takeTurn(root: Db, accountId: string, deadline: number): Promise<() => void> {
  let taken = turns.get(root)
  if (!taken) {
    taken = new Map()
    turns.set(root, taken)
  }
  for (let current = taken.get(accountId); current; current = taken.get(accountId)) {
    const left = deadline - Date.now()
    if (left <= 0) throw busy()
    await until(current, left)
  }
  let leave = () => {}
  const ended = new Promise<void>((resolve) => {
    leave = resolve
  })
  taken.set(accountId, ended)
  return () => {
    taken.delete(accountId)
    leave()
  }
}

/** Resolves when `promise` does, or after `ms`, whichever comes first. */
function until(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** The advisory lock's key: 64 bits of a hash of the account, the same in every process. */
function advisoryKey(accountId: string): string {
  return createHash('sha256')
    .update(`money-lock:${accountId}`)
    .digest()
    .readBigInt64BE(0)
    .toString()
}

// PostgreSQL's lock_not_available: lock_timeout ran out.
const LOCK_NOT_AVAILABLE = '55P03'

/**
 * Takes the session advisory lock on this connection, waiting at most until `deadline`. It is
 * asked for inside a transaction only to bound the wait (SET LOCAL lock_timeout); a session lock
 * outlives the transaction it was taken in, until pg_advisory_unlock or the connection's end.
 */
async function advisoryLock(connection: Db, key: string, deadline: number): Promise<void> {
  const left = Math.floor(deadline - Date.now())
  if (left <= 0) throw busy()
  try {
    await connection.transaction().execute(async (trx) => {
      await sql`select set_config('lock_timeout', ${`${left}ms`}, true)`.execute(trx)
      await sql`select pg_advisory_lock(${key}::bigint)`.execute(trx)
    })
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) throw busy()
    throw error
  }
}
