import {
  planChangeParamsSchema,
  planChangeQuoteSchema,
  planChangeRequestSchema,
} from '../../schemas/plan-change.ts'
import { subscriptionSchema } from '../../schemas/subscription.ts'
import type { Endpoint, EndpointErrors, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Assinaturas' satisfies EndpointTag

const NOT_CHANGEABLE: EndpointErrors = {
  404: ['subscriptionNotFound', 'planNotFound'],
  409: ['planChangeNotActive', 'planChangeSamePlan'],
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
    auth: 'bearer',
    tag,
    summary:
      'Troca o plano ativo: upgrade cobrado na hora, proporcional; downgrade na próxima cobrança',
    description:
      '`expectedAmount` é o valor mostrado ao cliente; a API nunca cobra mais do que ele. O upgrade usa o cartão salvo da assinatura.',
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
      ],
      502: ['planChangeUnconfirmed'],
    },
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>
