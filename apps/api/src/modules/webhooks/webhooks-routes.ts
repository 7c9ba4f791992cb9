import { timingSafeEqual } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { deliverReceipts } from '../recurrences/receipts.ts'
import { receiveAsaasEvent } from './parked-events.ts'

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))

export function webhooksRoutes(ctx: ApiContext) {
  return [
    route(
      'asaasWebhook',
      async (c, { body: event }) => {
        // Asaas counts only an HTTP 200 as delivered: an event about a payment not known yet is
        // kept (parked-events.ts) and answered 200 like any other, never dropped.
        const fresh = await receiveAsaasEvent(ctx, event)
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
