import { cardPaymentPayloadSchema } from '../../schemas/card.ts'
import { idParamSchema, planIdParamSchema } from '../../schemas/fields.ts'
import {
  pixCheckoutResponseSchema,
  pixSignupRequestSchema,
  pixSignupResponseSchema,
  pixStatusRequestSchema,
  pixStatusResponseSchema,
} from '../../schemas/pix.ts'
import {
  subscribeWithSignupRequestSchema,
  subscribeWithSignupResponseSchema,
  subscriptionListSchema,
  subscriptionSchema,
} from '../../schemas/subscription.ts'
import type { Endpoint, EndpointErrors, EndpointTag } from '../endpoint.ts'
import type { ApiMessageKey } from '../messages.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Assinaturas' satisfies EndpointTag

const SUBSCRIPTION_NOT_FOUND: EndpointErrors = { 404: ['subscriptionNotFound'] }
// 'checkoutInProgress' also answers an operation that waited too long for another payment of the
// account to finish (the account's money lock); 'accountGone' one that waited for its deletion.
const LOCKED: ApiMessageKey[] = ['checkoutInProgress', 'accountGone']
/** Why a checkout by card or Pix cannot open (or resume) a subscription. */
const NOT_OPENED: ApiMessageKey[] = [
  'alreadySubscribed',
  'otherPlanActive',
  'awaitingConfirmation',
  'planNotPurchasable',
  ...LOCKED,
]
const CHARGE_ERRORS: EndpointErrors = {
  402: ['paymentRefused'],
  404: ['planNotFound'],
  409: [...NOT_OPENED, 'paymentStillProcessing'],
  502: ['gatewayUnavailable'],
}
const CHARGED: ApiMessageKey[] = ['paymentApproved', 'paymentInReview']

/** Subscriptions: checkout by card, with or without an account, and their life after. */
export const SUBSCRIPTION_ROWS = {
  createSubscription: {
    method: 'POST',
    // One template for /subscription/{id}: POST names a plan, GET and DELETE a subscription.
    path: '/subscription/:id',
    idempotent: true,
    auth: 'bearer',
    tag,
    summary: 'Assina um plano com cartão, ou conclui o pagamento pendente desse plano',
    description:
      'Aqui o `id` é o do plano a assinar (em GET e DELETE, o da assinatura). O cartão segue para o provedor de pagamento; a API guarda só a bandeira e os quatro últimos dígitos.',
    params: idParamSchema,
    body: cardPaymentPayloadSchema,
    data: subscriptionSchema,
    success: CHARGED,
    errors: CHARGE_ERRORS,
    rateLimited: true,
  },
  subscribeWithSignup: {
    method: 'POST',
    path: '/subscription/:planId/user-data',
    auth: 'none',
    tag,
    summary: 'Cria a conta e assina o plano numa só chamada (checkout sem login)',
    description:
      'Corpo `{ user, payment }`. Se nada foi cobrado, a conta criada é desfeita; a resposta traz o token da nova sessão.',
    params: planIdParamSchema,
    body: subscribeWithSignupRequestSchema,
    data: subscribeWithSignupResponseSchema,
    success: CHARGED,
    errors: {
      ...CHARGE_ERRORS,
      // A taken e-mail or document: the answer names neither (the address given is e-mailed).
      409: [...(CHARGE_ERRORS[409] ?? []), 'signupNotPossible'],
      502: ['signupKeptPaymentUnknown'],
    },
    rateLimited: true,
  },
  createPixSubscription: {
    method: 'POST',
    path: '/subscription/:planId/pix',
    idempotent: true,
    auth: 'bearer',
    tag,
    summary: 'Assina um plano com Pix: devolve o código copia e cola, o valor e a validade',
    description:
      'Cria a assinatura aguardando pagamento e uma cobrança Pix, ou devolve o Pix ainda válido da assinatura pendente desse plano ("Continuar Pagamento"); um Pix vencido dá lugar a um novo. A situação é consultada em `POST /subscription/pix/status`.',
    params: planIdParamSchema,
    data: pixCheckoutResponseSchema,
    success: ['pixIssued'],
    errors: {
      404: ['planNotFound'],
      409: [...NOT_OPENED, 'paymentStillProcessing'],
      502: ['gatewayUnavailable'],
    },
    rateLimited: true,
  },
  subscribeWithSignupPix: {
    method: 'POST',
    path: '/subscription/:planId/user-data/pix',
    auth: 'none',
    tag,
    summary: 'Cria a conta e assina o plano com Pix numa só chamada (checkout sem login)',
    description:
      'Corpo `{ user }`. Responde o token da nova sessão, a assinatura aguardando pagamento e o Pix.',
    params: planIdParamSchema,
    body: pixSignupRequestSchema,
    data: pixSignupResponseSchema,
    success: ['pixIssued'],
    errors: {
      404: ['planNotFound'],
      409: ['signupNotPossible', 'planNotPurchasable'],
      502: ['signupKeptPaymentUnknown'],
    },
    rateLimited: true,
  },
  updateCard: {
    method: 'PUT',
    path: '/subscription/:id/card',
    idempotent: true,
    auth: 'bearer',
    tag,
    summary: 'Troca o cartão das próximas cobranças de uma assinatura, sem cobrar nada agora',
    description:
      'O cartão é validado e guardado pelo provedor (tokenização); a API guarda só a bandeira, os quatro últimos dígitos e o token.',
    params: idParamSchema,
    body: cardPaymentPayloadSchema,
    data: subscriptionSchema,
    success: ['cardUpdated'],
    errors: {
      ...SUBSCRIPTION_NOT_FOUND,
      402: ['paymentRefused'],
      409: ['cardUpdateNotAllowed', ...LOCKED, 'paymentStillProcessing'],
      502: ['gatewayUnavailable'],
    },
    rateLimited: true,
  },
  pixStatus: {
    method: 'POST',
    path: '/subscription/pix/status',
    auth: 'bearer',
    tag,
    summary: 'Consulta a situação de uma cobrança Pix',
    description:
      'Pergunta ao provedor se a cobrança Pix foi paga; paga, a assinatura fica ativa. Só vale para um Pix da própria conta.',
    body: pixStatusRequestSchema,
    data: pixStatusResponseSchema,
    errors: { 404: ['pixNotFound'], 409: ['checkoutInProgress'] },
  },
  listSubscriptions: {
    method: 'GET',
    path: '/subscription',
    auth: 'bearer',
    tag,
    summary: 'Lista as assinaturas da conta',
    description:
      'Da mais recente para a mais antiga, com o plano, a situação e a próxima data de cobrança de cada uma.',
    data: subscriptionListSchema,
  },
  getSubscription: {
    method: 'GET',
    path: '/subscription/:id',
    auth: 'bearer',
    tag,
    summary: 'Mostra uma assinatura da conta',
    description:
      'Aqui o `id` é o da assinatura. Uma assinatura de outra conta responde 404, como uma que não existe.',
    params: idParamSchema,
    data: subscriptionSchema,
    errors: SUBSCRIPTION_NOT_FOUND,
  },
  cancelSubscription: {
    method: 'DELETE',
    path: '/subscription/:id',
    idempotent: true,
    auth: 'bearer',
    tag,
    summary: 'Cancela uma assinatura; o acesso segue até a próxima data de cobrança',
    description:
      'Aqui o `id` é o da assinatura. Para as cobranças futuras no provedor; o acesso continua até o fim do período pago, e os dados ficam guardados por 30 dias.',
    params: idParamSchema,
    data: subscriptionSchema,
    success: ['canceled'],
    errors: {
      ...SUBSCRIPTION_NOT_FOUND,
      409: ['alreadyCanceled', ...LOCKED],
      502: ['gatewayUnavailable'],
    },
  },
  reactivateSubscription: {
    method: 'PUT',
    path: '/subscription/:id/activate',
    idempotent: true,
    auth: 'bearer',
    tag,
    summary: 'Reativa uma assinatura cancelada; as cobranças voltam',
    description:
      'Dentro do período pago, só volta a cobrar; depois dele, cobra agora o cartão guardado.',
    params: idParamSchema,
    data: subscriptionSchema,
    success: ['reactivated'],
    errors: {
      ...SUBSCRIPTION_NOT_FOUND,
      402: ['paymentRefused'],
      409: [
        'alreadyActive',
        'pendingNotReactivable',
        'otherOpen',
        'noSavedCard',
        ...LOCKED,
        'paymentStillProcessing',
      ],
      502: ['gatewayUnavailable'],
    },
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>
