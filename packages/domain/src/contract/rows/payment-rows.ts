import { idParamSchema } from '../../schemas/fields.ts'
import {
  paymentListQuerySchema,
  paymentListSchema,
  paymentStatusResponseSchema,
} from '../../schemas/payment.ts'
import { ENDPOINT_TAGS, type Endpoint, type EndpointErrors } from '../endpoint.ts'

const SUBSCRIPTION_NOT_FOUND: EndpointErrors = { 404: ['subscriptionNotFound'] }

/** The account's payments ('recurrences' in the spec's paths). */
export const PAYMENT_ROWS = {
  listUserPayments: {
    method: 'GET',
    path: '/recurrence/user',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.payments,
    summary: 'Lista os pagamentos da conta, do mais recente ao mais antigo',
    description: 'Com `status=paid` ou `status=pending`, só os pagos ou os pendentes.',
    query: paymentListQuerySchema,
    data: paymentListSchema,
  },
  listSubscriptionPayments: {
    method: 'GET',
    path: '/recurrence/subscription/:id',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.payments,
    summary: 'Lista os pagamentos de uma assinatura da conta',
    params: idParamSchema,
    data: paymentListSchema,
    errors: SUBSCRIPTION_NOT_FOUND,
  },
  paymentStatus: {
    method: 'GET',
    path: '/recurrence/status/:id',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.payments,
    summary: 'Consulta a situação de um pagamento (pergunta ao provedor se ainda está pendente)',
    params: idParamSchema,
    data: paymentStatusResponseSchema,
    errors: { 404: ['paymentNotFound'] },
  },
} as const satisfies Record<string, Endpoint>
