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
    params: idParamSchema,
    data: paymentStatusResponseSchema,
    errors: { 404: ['paymentNotFound'] },
  },
  paymentReceipt: {
    method: 'GET',
    path: '/recurrence/:id/receipt',
    auth: 'bearer',
    tag,
    summary: 'Recibo de um pagamento confirmado (plano, valor, data, forma de pagamento, período)',
    params: idParamSchema,
    data: receiptSchema,
    errors: { 404: ['paymentNotFound'], 409: ['receiptNotPaid'] },
  },
} as const satisfies Record<string, Endpoint>
