import { asaasEventSchema } from '@atendimento/domain/schemas/asaas-event'
import * as v from 'valibot'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { applyAsaasEvent } from './apply-asaas-event.ts'

/** Parked events tried per run, oldest first. */
const BATCH = 100

/**
 * Records an Asaas event and applies it, in one transaction: a repeat of a recorded event changes
 * nothing, and a failure leaves it unrecorded so Asaas' retry is processed. An event about
 * something not known here yet is recorded with its payload and left unapplied (parked).
 * False for a repeat.
 */
export async function receiveAsaasEvent(ctx: ApiContext, payload: unknown): Promise<boolean> {
  const event = v.parse(asaasEventSchema, payload)
  const now = ctx.clock.now()
  return ctx.db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('webhook_events')
      .values({
        gateway: 'asaas',
        event_id: event.id,
        event: event.event,
        received_at: now,
        payload: JSON.stringify(payload),
        applied_at: null,
      })
      .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst()
    if (!recorded) return false
    await applyAndMark(trx, event.id, payload, now)
    return true
  })
}

async function applyAndMark(trx: Db, eventId: string, payload: unknown, now: Date) {
  const outcome = await applyAsaasEvent(trx, v.parse(asaasEventSchema, payload), now)
  if (outcome === 'parked') return false
  await trx
    .updateTable('webhook_events')
    .set({ applied_at: now })
    .where('gateway', '=', 'asaas')
    .where('event_id', '=', eventId)
    .execute()
  return true
}

/**
 * Tries the parked events again, oldest first (what they are about may be known now: the call
 * that made it has answered). Each is taken by one process (a row lock skipped by the others).
 * Answers how many were applied.
 */
export async function applyParkedEvents(ctx: ApiContext): Promise<number> {
  const parked = await ctx.db
    .selectFrom('webhook_events')
    .select('event_id')
    .where('gateway', '=', 'asaas')
    .where('applied_at', 'is', null)
    .orderBy('received_at')
    .orderBy('event_id')
    .limit(BATCH)
    .execute()
  let applied = 0
  for (const { event_id: eventId } of parked) {
    const now = ctx.clock.now()
    const done = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('webhook_events')
        .select('payload')
        .where('gateway', '=', 'asaas')
        .where('event_id', '=', eventId)
        .where('applied_at', 'is', null)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst()
      return row ? applyAndMark(trx, eventId, row.payload, now) : false
    })
    if (done) applied++
  }
  return applied
}
