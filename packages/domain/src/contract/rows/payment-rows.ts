import { idParamSchema } from '../../schemas/fields.ts'
import {
  paymentListQuerySchema,
  paymentListSchema,
  paymentStatusResponseSchema,
  receiptSchema,
} from '../../schemas/payment.ts'
import type { Endpoint, EndpointErrors, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Pagamentos' satisfies EndpointTag

const SUBSCRIPTION_NOT_FOUND: EndpointErrors = { 404: ['subscriptionNotFound'] }

/** The account's payments ('recurrences' in the spec's paths). */
export const PAYMENT_ROWS = {
  listUserPayments: {
    method: 'GET',
    path: '/recurrence/user',
    auth: 'bearer',
    tag,
    summary: 'Lista os pagamentos da conta, do mais recente ao mais antigo',
    description: 'Com `status=paid` ou `status=pending`, só os pagos ou os pendentes.',
    query: paymentListQuerySchema,
    data: paymentListSchema,
  },
  listSubscriptionPayments: {
    method: 'GET',
    path: '/recurrence/subscription/:id',
    auth: 'bearer',
    tag,
    summary: 'Lista os pagamentos de uma assinatura da conta',
    description: 'Do mais recente para o mais antigo. Uma assinatura de outra conta responde 404.',
    params: idParamSchema,
    data: paymentListSchema,
    errors: SUBSCRIPTION_NOT_FOUND,
  },
  paymentStatus: {
    method: 'GET',
    path: '/recurrence/status/:id',
    auth: 'bearer',
    tag,
    summary: 'Consulta a situação de um pagamento (pergunta ao provedor se ainda está pendente)',
    description: 'Um pagamento ainda pendente é conferido no provedor antes da resposta.',
    params: idParamSchema,
    data: paymentStatusResponseSchema,
    errors: { 404: ['paymentNotFound'], 409: ['checkoutInProgress'] },
  },
  paymentReceipt: {
    method: 'GET',
    path: '/recurrence/receipt/:id',
    auth: 'bearer',
    tag,
    summary: 'Recibo de um pagamento confirmado (plano, valor, data, forma de pagamento, período)',
    description:
      'Só de um pagamento pago; o período é o que o pagamento cobre. Um pagamento de outra conta responde 404.',
    params: idParamSchema,
    data: receiptSchema,
    errors: { 404: ['paymentNotFound'], 409: ['receiptNotPaid'] },
  },
} as const satisfies Record<string, Endpoint>
