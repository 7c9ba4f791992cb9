import { asaasEventAnswerSchema, asaasEventSchema } from '../../schemas/asaas-event.ts'
import { ENDPOINT_TAGS, type Endpoint } from '../endpoint.ts'

/** What the payment provider calls. */
export const WEBHOOK_ROWS = {
  asaasWebhook: {
    method: 'POST',
    path: '/webhooks/asaas',
    auth: 'webhook',
    tag: ENDPOINT_TAGS.webhooks,
    summary: 'Recebe os eventos de pagamento do Asaas',
    description:
      'Exige o cabeçalho `asaas-access-token` com o segredo combinado. Um evento repetido não muda nada.',
    body: asaasEventSchema,
    data: asaasEventAnswerSchema,
    success: ['eventProcessed', 'eventDuplicate'],
    errors: { 401: ['badWebhookToken'] },
  },
} as const satisfies Record<string, Endpoint>
