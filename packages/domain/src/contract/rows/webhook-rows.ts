import { asaasEventAnswerSchema, asaasEventSchema } from '../../schemas/asaas-event.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Webhooks' satisfies EndpointTag

/** What the payment provider calls. */
export const WEBHOOK_ROWS = {
  asaasWebhook: {
    method: 'POST',
    path: '/webhooks/asaas',
    auth: 'webhook',
    tag,
    summary: 'Recebe os eventos de pagamento do Asaas',
    description:
      'Exige o cabeçalho `asaas-access-token` com o segredo combinado. Um evento repetido não muda nada.',
    body: asaasEventSchema,
    data: asaasEventAnswerSchema,
    success: ['eventProcessed', 'eventDuplicate'],
    errors: { 401: ['badWebhookToken'] },
  },
} as const satisfies Record<string, Endpoint>
