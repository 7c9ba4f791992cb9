import { timingSafeEqual } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { deliverReceipts } from '../recurrences/receipts.ts'
import { applyAsaasEvent } from './apply-asaas-event.ts'

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))

export function webhooksRoutes(ctx: ApiContext) {
  return [
    route(
      'asaasWebhook',
      async (c, { body: event }) => {
        const now = ctx.clock.now()
        // The event id and its effects commit together: a failure leaves the id unrecorded, so
        // Asaas' retry is processed; a repeat of a processed event changes nothing.
        const fresh = await ctx.db.transaction().execute(async (trx) => {
          const recorded = await trx
            .insertInto('webhook_events')
            .values({ gateway: 'asaas', event_id: event.id, event: event.event, received_at: now })
            .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
            .returning('event_id')
            .executeTakeFirst()
          if (recorded) await applyAsaasEvent(trx, event, now, ctx.log)
          return recorded !== undefined
        })
        if (fresh) deliverReceipts(ctx)
        const message = fresh ? API_MESSAGES.eventProcessed : API_MESSAGES.eventDuplicate
        return ok(c, { duplicate: !fresh }, message)
      },
      [
        // Checked before the body is read: without the shared secret nothing is parsed.
        async (c, next) => {
          const expected = ctx.settings.asaasWebhookToken
          const given = c.req.header('asaas-access-token')
          if (!expected || !given || !sameSecret(given, expected)) {
            throw new HTTPException(401, { message: API_MESSAGES.badWebhookToken })
          }
          await next()
        },
      ],
    ),
  ]
}
