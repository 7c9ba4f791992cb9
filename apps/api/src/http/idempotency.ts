import { createHash } from 'node:crypto'
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  isIdempotencyKey,
} from '@atendimento/domain/contract/idempotency'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ApiContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import type { AuthEnv } from '../modules/auth/require-user.ts'

/**
 * How long a repeat waits for the first request of its key to answer. A money write holds its
 * lock at most `moneyLockWaitMs` before its gateway call, and the call has its own timeout: a
 * repeat waits past both, so it reads the first answer rather than a "still running".
 */
const WAIT_FOR_FIRST_MS = 45_000
/** A first request still unanswered after this is taken as lost (its process stopped). */
const ABANDONED_AFTER_MS = 2 * 60_000
const POLL_MS = 100

type Claim = { kind: 'mine' } | { kind: 'answer'; response: Response } | { kind: 'other' }

const digest = (text: string) => createHash('sha256').update(text).digest('base64url')

/**
 * The `Idempotency-Key` of a repeatable write (domain contract/idempotency.ts), after the session
 * checks so the key is the caller's own. The first request with a key claims it with an insert
 * that only one of two racing requests (in any process: the primary key decides) can make, runs,
 * and stores its answer; a repeat waits for that answer and gets it, marked
 * `Idempotent-Replayed: true`. A 5xx or 429 is not stored: its retry runs again.
 */
export function idempotency(ctx: Pick<ApiContext, 'db' | 'clock'>): MiddlewareHandler<AuthEnv> {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER)
    const user = c.get('user')
    if (key === undefined || !user) return next()
    if (!isIdempotencyKey(key)) return c.json({ message: API_MESSAGES.idempotencyKeyInvalid }, 400)
    const body = c.req.method === 'GET' ? '' : await c.req.text()
    const requestHash = digest(`${c.req.method} ${c.req.path}\n${body}`)
    const row = { caller: user.id, key, request_hash: requestHash }

    const claim = await claimOrWait(ctx, row)
    if (claim.kind === 'answer') return claim.response
    if (claim.kind === 'other') {
      return c.json({ message: API_MESSAGES.idempotencyKeyReused }, 422)
    }
    try {
      await next()
    } catch (error) {
      await release(ctx.db, row)
      throw error
    }
    const answer = c.res
    if (answer.status >= 500 || answer.status === 429) {
      await release(ctx.db, row)
      return
    }
    await ctx.db
      .updateTable('idempotency_keys')
      .set({
        status: answer.status,
        content_type: answer.headers.get('content-type'),
        body: await answer.clone().text(),
      })
      .where('caller', '=', row.caller)
      .where('key', '=', row.key)
      .execute()
  })
}

interface KeyRow {
  caller: string
  key: string
  request_hash: string
}

async function claimOrWait(ctx: Pick<ApiContext, 'db' | 'clock'>, row: KeyRow): Promise<Claim> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS
  for (;;) {
    const now = ctx.clock.now()
    // A first answer past its day, or a first request whose process stopped, frees the key.
    await ctx.db
      .deleteFrom('idempotency_keys')
      .where('caller', '=', row.caller)
      .where('key', '=', row.key)
      .where((eb) =>
        eb.or([
          eb('created_at', '<=', new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
          eb.and([
            eb('status', 'is', null),
            eb('created_at', '<=', new Date(now.getTime() - ABANDONED_AFTER_MS)),
          ]),
        ]),
      )
      .execute()
    const claimed = await ctx.db
      .insertInto('idempotency_keys')
      .values({ ...row, created_at: now })
      .onConflict((oc) => oc.columns(['caller', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst()
    if (claimed) return { kind: 'mine' }
    const first = await ctx.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('caller', '=', row.caller)
      .where('key', '=', row.key)
      .executeTakeFirst()
    // Released between the insert and the read (the first failed): claim it again.
    if (!first) continue
    if (first.request_hash !== row.request_hash) return { kind: 'other' }
    if (first.status !== null) return { kind: 'answer', response: replay(first) }
    if (Date.now() > deadline) {
      return {
        kind: 'answer',
        response: Response.json({ message: API_MESSAGES.idempotencyInProgress }, { status: 409 }),
      }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

function replay(first: {
  status: number | null
  content_type: string | null
  body: string | null
}) {
  const headers = new Headers({ [IDEMPOTENT_REPLAYED_HEADER]: 'true' })
  if (first.content_type) headers.set('Content-Type', first.content_type)
  return new Response(first.body ?? '', { status: first.status ?? 200, headers })
}

async function release(db: Db, row: KeyRow): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('caller', '=', row.caller)
    .where('key', '=', row.key)
    .where('status', 'is', null)
    .execute()
}

/** Answers older than their day, and first requests long abandoned (the maintenance's). */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<=', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
    .execute()
}
