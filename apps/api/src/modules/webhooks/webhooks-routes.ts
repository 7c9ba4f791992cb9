import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { ok } from '../../http/responses.ts'
import { jsonBody } from '../../http/validate.ts'
import { applyAsaasEvent } from './apply-asaas-event.ts'
import { asaasEventSchema } from '@atendimento/domain/schemas/asaas-event'

export const BAD_WEBHOOK_TOKEN = 'Token do webhook inválido'

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))

export function webhooksRoutes(ctx: ApiContext) {
  return new Hono().post(
    '/asaas',
    async (c, next) => {
      // Checked before the body is read: without the shared secret nothing is parsed.
      const expected = ctx.settings.asaasWebhookToken
      const given = c.req.header('asaas-access-token')
      if (!expected || !given || !sameSecret(given, expected)) {
        throw new HTTPException(401, { message: BAD_WEBHOOK_TOKEN })
      }
      await next()
    },
    jsonBody(asaasEventSchema),
    async (c) => {
      const event = c.req.valid('json')
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
      return ok(c, { duplicate: !fresh }, fresh ? 'Evento processado' : 'Evento já processado')
    },
  )
}
