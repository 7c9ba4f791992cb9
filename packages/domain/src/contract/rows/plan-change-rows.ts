import {
  planChangeParamsSchema,
  planChangeQuoteSchema,
  planChangeRequestSchema,
  scheduledChangeParamsSchema,
} from '../../schemas/plan-change.ts'
import { subscriptionSchema } from '../../schemas/subscription.ts'
import type { Endpoint, EndpointErrors, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Assinaturas' satisfies EndpointTag

const NOT_CHANGEABLE: EndpointErrors = {
  404: ['subscriptionNotFound', 'planNotFound'],
  409: ['planChangeNotActive', 'planChangeSamePlan', 'planNotPurchasable'],
}

/** 'Trocar de plano' on the active plan card: what it would cost, then the change itself. */
export const PLAN_CHANGE_ROWS = {
  quotePlanChange: {
    method: 'GET',
    path: '/subscription/:id/change/:planId',
    auth: 'bearer',
    tag,
    summary: 'Calcula a troca do plano ativo por outro, sem cobrar nada',
    description:
      'Upgrade: a diferença por dia entre os planos, vezes os dias que faltam até a próxima cobrança, é cobrada na hora. Downgrade: nada é cobrado, e o novo plano começa na próxima data de cobrança.',
    params: planChangeParamsSchema,
    data: planChangeQuoteSchema,
    success: ['planChangeQuoted'],
    errors: NOT_CHANGEABLE,
  },
  changePlan: {
    method: 'POST',
    path: '/subscription/:id/change/:planId',
    idempotent: true,
    auth: 'bearer',
    tag,
    summary:
      'Troca o plano ativo: upgrade cobrado na hora, proporcional; downgrade na próxima cobrança',
    description:
      '`expectedAmount` é o valor mostrado ao cliente: precisa ser um valor que a API calculou para esta troca (`GET` da mesma rota) nos últimos 10 minutos, e a API nunca cobra mais do que ele. O upgrade usa o cartão salvo da assinatura.',
    params: planChangeParamsSchema,
    body: planChangeRequestSchema,
    data: subscriptionSchema,
    success: ['planUpgraded', 'planDowngradeScheduled'],
    errors: {
      ...NOT_CHANGEABLE,
      402: ['paymentRefused'],
      409: [
        ...(NOT_CHANGEABLE[409] ?? []),
        'planChangeAmountChanged',
        'planChangeNoCard',
        'checkoutInProgress',
        'accountGone',
        'paymentStillProcessing',
      ],
      502: ['planChangeUnconfirmed'],
    },
    rateLimited: true,
  },
  cancelScheduledChange: {
    method: 'DELETE',
    path: '/subscription/:id/change',
    idempotent: true,
    auth: 'bearer',
    tag,
    summary: "Desfaz a troca de plano agendada ('Manter plano atual')",
    description:
      'O downgrade agendado para a próxima data de cobrança é desfeito: a assinatura continua no plano atual, cobrada pelo preço dele. Sem troca agendada, nada muda e a resposta é a mesma assinatura (repetir a chamada é seguro).',
    params: scheduledChangeParamsSchema,
    data: subscriptionSchema,
    success: ['scheduledChangeCanceled', 'noScheduledChange'],
    errors: {
      404: ['subscriptionNotFound'],
      409: ['planChangeNoCard', 'accountGone', 'checkoutInProgress'],
      502: ['planChangeUnconfirmed'],
    },
  },
} as const satisfies Record<string, Endpoint>
