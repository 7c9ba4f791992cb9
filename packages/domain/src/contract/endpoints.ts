import * as v from 'valibot'
import {
  profileUpdateResponseSchema,
  profileUpdateSchema,
  updatePasswordSchema,
} from '../schemas/account.ts'
import { asaasEventAnswerSchema, asaasEventSchema } from '../schemas/asaas-event.ts'
import {
  authResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordSchema,
  loginSchema,
  registerRequestSchema,
  validateCodeSchema,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
} from '../schemas/auth.ts'
import { cardPaymentPayloadSchema } from '../schemas/card.ts'
import {
  paymentListQuerySchema,
  paymentListSchema,
  paymentStatusResponseSchema,
} from '../schemas/payment.ts'
import { pixStatusRequestSchema, pixStatusResponseSchema } from '../schemas/pix.ts'
import { planListQuerySchema, planListSchema, planSchema } from '../schemas/plan.ts'
import {
  idParamSchema,
  planIdParamSchema,
  subscribeWithSignupRequestSchema,
  subscribeWithSignupResponseSchema,
  subscriptionListSchema,
  subscriptionSchema,
} from '../schemas/subscription.ts'
import { API_MESSAGES, awaitingConfirmation, refusedMessage } from './messages.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call: anyone (`none`), anyone with an optional session (`optional`), only with the
 * bearer token of a session (`bearer`), only the payment provider with the shared secret in
 * `asaas-access-token` (`webhook`).
 */
export type EndpointAuth = 'none' | 'optional' | 'bearer' | 'webhook'

export const ENDPOINT_TAGS = {
  auth: 'Autenticação',
  account: 'Conta',
  plans: 'Planos',
  subscriptions: 'Assinaturas',
  payments: 'Pagamentos',
  webhooks: 'Webhooks',
  docs: 'Documentação',
} as const
export type EndpointTag = (typeof ENDPOINT_TAGS)[keyof typeof ENDPOINT_TAGS]

/** A status the endpoint may answer with on failure, and its texts (placeholders in braces). */
export type EndpointErrors = Partial<Record<number, readonly string[]>>

export interface Endpoint {
  method: HttpMethod
  /** Under the API base (`/api`), with `:name` parameters (Hono's and msw's syntax). */
  path: string
  auth: EndpointAuth
  tag: EndpointTag
  /** One line in pt-BR: what the call does. */
  summary: string
  description?: string
  params?: v.GenericSchema
  query?: v.GenericSchema
  body?: v.GenericSchema
  /** Schema of `data` in the `{ message, data }` answer (`v.null()` when only a message). */
  data?: v.GenericSchema
  /** Answers that are not the JSON envelope (the document itself, the reference's files). */
  file?: { contentTypes: readonly string[]; description: string }
  /** The texts of a success's `message`. */
  success?: readonly string[]
  /** Failures of this endpoint's own; the ones every endpoint shares come from `errorsOf`. */
  errors?: EndpointErrors
  /** Counted by the rate limiter (429 past the limit). */
  rateLimited?: boolean
}

const nothing = v.null()
const codeAccepted = v.object({ valid: v.literal(true) })
const html = { contentTypes: ['text/html'], description: 'A referência interativa da API.' }

const SUBSCRIPTION_NOT_FOUND = { 404: [API_MESSAGES.subscriptionNotFound] }
const CODE_REFUSED = [
  API_MESSAGES.codeWrong,
  API_MESSAGES.codeExpired,
  API_MESSAGES.codeUsed,
  API_MESSAGES.codeBlocked,
]
const CHARGE_ERRORS: EndpointErrors = {
  402: [refusedMessage('{motivo}')],
  404: [API_MESSAGES.planNotFound],
  409: [
    API_MESSAGES.alreadySubscribed,
    API_MESSAGES.otherPlanActive,
    API_MESSAGES.checkoutInProgress,
    awaitingConfirmation('{plano}'),
    API_MESSAGES.emailTaken,
    API_MESSAGES.documentTaken,
  ],
  502: [API_MESSAGES.gatewayUnavailable],
}
const CHARGED = [API_MESSAGES.paymentApproved, API_MESSAGES.paymentInReview]

/**
 * The API, one row per endpoint: every call of spec section 7, the payment provider's webhook
 * and the API's own description. The API binds its handlers to these rows, the mocks their
 * handlers, the web its calls; the OpenAPI document, the contract suite and the fuzzer are made
 * from them. Adding an endpoint is one row here and one handler in the API.
 */
export const ENDPOINTS = {
  register: {
    method: 'POST',
    path: '/auth/register',
    auth: 'none',
    tag: ENDPOINT_TAGS.auth,
    summary: 'Cria uma conta e abre uma sessão',
    description: 'Sem `termsAcceptedAt`, vale o instante do pedido.',
    body: registerRequestSchema,
    data: authResponseSchema,
    success: [API_MESSAGES.registered],
    errors: { 409: [API_MESSAGES.emailTaken, API_MESSAGES.documentTaken] },
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    tag: ENDPOINT_TAGS.auth,
    summary: 'Entra com e-mail e senha',
    description: 'Com `rememberMe`, a sessão dura 30 dias; sem ele, 12 horas.',
    body: loginSchema,
    data: authResponseSchema,
    success: [API_MESSAGES.loggedIn],
    errors: { 401: [API_MESSAGES.badCredentials], 503: [API_MESSAGES.clientGone] },
    rateLimited: true,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot',
    auth: 'none',
    tag: ENDPOINT_TAGS.auth,
    summary: 'Envia por e-mail um código para redefinir a senha',
    description: 'Responde igual para um e-mail sem conta.',
    body: forgotPasswordSchema,
    data: nothing,
    success: [API_MESSAGES.codeSent],
    rateLimited: true,
  },
  validateCode: {
    method: 'POST',
    path: '/auth/validate',
    auth: 'none',
    tag: ENDPOINT_TAGS.auth,
    summary: 'Confere o código de recuperação sem gastá-lo',
    body: validateCodeSchema,
    data: codeAccepted,
    success: [API_MESSAGES.codeValidated],
    errors: { 400: CODE_REFUSED },
    rateLimited: true,
  },
  changePassword: {
    method: 'POST',
    path: '/auth/change',
    auth: 'none',
    tag: ENDPOINT_TAGS.auth,
    summary: 'Define uma nova senha com o código de recuperação',
    description: 'Gasta o código e encerra todas as sessões da conta.',
    body: changePasswordRequestSchema,
    data: nothing,
    success: [API_MESSAGES.passwordChangedWithCode],
    errors: { 400: CODE_REFUSED },
    rateLimited: true,
  },
  validateToken: {
    method: 'POST',
    path: '/auth/validate-token',
    auth: 'none',
    tag: ENDPOINT_TAGS.auth,
    summary: 'Diz se um token de sessão ainda vale, e de quem é',
    body: validateTokenRequestSchema,
    data: validateTokenResponseSchema,
    success: [API_MESSAGES.tokenValid, API_MESSAGES.tokenInvalid],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    auth: 'optional',
    tag: ENDPOINT_TAGS.auth,
    summary: 'Encerra a sessão do token enviado',
    description: 'Sem token, ou com um que já não vale, também responde com sucesso.',
    data: nothing,
    success: [API_MESSAGES.loggedOut],
  },
  updatePassword: {
    method: 'PATCH',
    path: '/user/password',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.account,
    summary: 'Troca a senha informando a atual',
    description: 'Esta sessão continua; as outras sessões da conta são encerradas.',
    body: updatePasswordSchema,
    data: nothing,
    success: [API_MESSAGES.passwordUpdated],
    errors: { 400: [API_MESSAGES.wrongCurrentPassword] },
  },
  updateProfile: {
    method: 'PATCH',
    path: '/user',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.account,
    summary: 'Atualiza os dados do perfil',
    body: profileUpdateSchema,
    data: profileUpdateResponseSchema,
    success: [API_MESSAGES.profileUpdated],
    errors: { 409: [API_MESSAGES.emailTaken, API_MESSAGES.documentTaken] },
  },
  createSubscription: {
    method: 'POST',
    path: '/subscription/:planId',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.subscriptions,
    summary: 'Assina um plano com cartão, ou conclui o pagamento pendente desse plano',
    description:
      'O cartão segue para o provedor de pagamento; a API guarda só a bandeira e os quatro últimos dígitos.',
    params: planIdParamSchema,
    body: cardPaymentPayloadSchema,
    data: subscriptionSchema,
    success: CHARGED,
    errors: CHARGE_ERRORS,
  },
  subscribeWithSignup: {
    method: 'POST',
    path: '/subscription/:planId/user-data',
    auth: 'none',
    tag: ENDPOINT_TAGS.subscriptions,
    summary: 'Cria a conta e assina o plano numa só chamada (checkout sem login)',
    description:
      'Corpo `{ user, payment }`. Se nada foi cobrado, a conta criada é desfeita; a resposta traz o token da nova sessão.',
    params: planIdParamSchema,
    body: subscribeWithSignupRequestSchema,
    data: subscribeWithSignupResponseSchema,
    success: CHARGED,
    errors: { ...CHARGE_ERRORS, 502: [API_MESSAGES.signupKeptPaymentUnknown] },
  },
  pixStatus: {
    method: 'POST',
    path: '/subscription/pix/status',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.subscriptions,
    summary: 'Consulta a situação de uma cobrança Pix',
    body: pixStatusRequestSchema,
    data: pixStatusResponseSchema,
    errors: { 404: [API_MESSAGES.pixNotFound] },
  },
  listSubscriptions: {
    method: 'GET',
    path: '/subscription',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.subscriptions,
    summary: 'Lista as assinaturas da conta',
    data: subscriptionListSchema,
  },
  getSubscription: {
    method: 'GET',
    path: '/subscription/:id',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.subscriptions,
    summary: 'Mostra uma assinatura da conta',
    params: idParamSchema,
    data: subscriptionSchema,
    errors: SUBSCRIPTION_NOT_FOUND,
  },
  cancelSubscription: {
    method: 'DELETE',
    path: '/subscription/:id',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.subscriptions,
    summary: 'Cancela uma assinatura; o acesso segue até a próxima data de cobrança',
    params: idParamSchema,
    data: subscriptionSchema,
    success: [API_MESSAGES.canceled],
    errors: { ...SUBSCRIPTION_NOT_FOUND, 409: [API_MESSAGES.alreadyCanceled] },
  },
  reactivateSubscription: {
    method: 'PUT',
    path: '/subscription/:id/activate',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.subscriptions,
    summary: 'Reativa uma assinatura cancelada; as cobranças voltam',
    params: idParamSchema,
    data: subscriptionSchema,
    success: [API_MESSAGES.reactivated],
    errors: {
      ...SUBSCRIPTION_NOT_FOUND,
      402: [refusedMessage('{motivo}')],
      409: [
        API_MESSAGES.alreadyActive,
        API_MESSAGES.pendingNotReactivable,
        API_MESSAGES.otherOpen,
        API_MESSAGES.noSavedCard,
      ],
      502: [API_MESSAGES.gatewayUnavailable],
    },
  },
  listPlans: {
    method: 'GET',
    path: '/plan',
    auth: 'optional',
    tag: ENDPOINT_TAGS.plans,
    summary: 'Lista os planos, do mais barato ao mais caro',
    description:
      'Público. Com `activeOnly=true`, só os planos à venda. Responde com ETag (304 quando nada mudou).',
    query: planListQuerySchema,
    data: planListSchema,
  },
  getPlan: {
    method: 'GET',
    path: '/plan/:id',
    auth: 'optional',
    tag: ENDPOINT_TAGS.plans,
    summary: 'Mostra um plano',
    params: idParamSchema,
    data: planSchema,
    errors: { 404: [API_MESSAGES.planNotFound] },
  },
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
    errors: { 404: [API_MESSAGES.paymentNotFound] },
  },
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
    success: [API_MESSAGES.eventProcessed, API_MESSAGES.eventDuplicate],
    errors: { 401: [API_MESSAGES.badWebhookToken] },
  },
  openApiDocument: {
    method: 'GET',
    path: '/openapi.json',
    auth: 'none',
    tag: ENDPOINT_TAGS.docs,
    summary: 'Esta descrição da API, em OpenAPI 3.1',
    file: { contentTypes: ['application/json'], description: 'O documento OpenAPI 3.1.' },
  },
  apiReference: {
    method: 'GET',
    path: '/docs',
    auth: 'none',
    tag: ENDPOINT_TAGS.docs,
    summary: 'A referência interativa da API, feita deste documento',
    file: html,
  },
  apiReferenceAsset: {
    method: 'GET',
    path: '/docs/:file',
    auth: 'none',
    tag: ENDPOINT_TAGS.docs,
    summary: 'Os arquivos da referência interativa (scripts e estilos)',
    params: v.object({ file: v.string() }),
    file: {
      contentTypes: ['text/javascript', 'text/css'],
      description: 'Script ou folha de estilos.',
    },
    errors: { 404: [API_MESSAGES.routeNotFound] },
  },
} as const satisfies Record<string, Endpoint>

export type EndpointName = keyof typeof ENDPOINTS
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[]

type SchemaOf<TName extends EndpointName, TPart extends string> =
  (typeof ENDPOINTS)[TName] extends Record<TPart, infer S extends v.GenericSchema> ? S : undefined
type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined
type Input<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined

/** What a handler of this endpoint receives, validated. */
export interface EndpointInput<TName extends EndpointName> {
  params: Output<SchemaOf<TName, 'params'>>
  query: Output<SchemaOf<TName, 'query'>>
  body: Output<SchemaOf<TName, 'body'>>
}
/** What a client sends to this endpoint, before the schemas' transformations. */
export interface EndpointRequest<TName extends EndpointName> {
  params: Input<SchemaOf<TName, 'params'>>
  query: Input<SchemaOf<TName, 'query'>>
  body: Input<SchemaOf<TName, 'body'>>
}
/** The `data` of this endpoint's success. */
export type EndpointData<TName extends EndpointName> = Output<SchemaOf<TName, 'data'>>

/** Failures every endpoint may answer with, beside its own (`Endpoint.errors`). */
function sharedErrors(endpoint: Endpoint): EndpointErrors {
  const takesInput = Boolean(endpoint.body ?? endpoint.query ?? endpoint.params)
  const shared: EndpointErrors = {
    500: [API_MESSAGES.internalError],
    503: [API_MESSAGES.restarting, API_MESSAGES.databaseUnavailable],
  }
  if (takesInput) {
    shared[400] = [
      API_MESSAGES.invalidData,
      API_MESSAGES.invalidCharacter,
      API_MESSAGES.textTooLong,
      ...(endpoint.body ? [API_MESSAGES.malformedJson] : []),
    ]
  }
  if (endpoint.body) shared[413] = [API_MESSAGES.bodyTooLarge]
  if (endpoint.auth === 'bearer') shared[401] = [API_MESSAGES.noToken, API_MESSAGES.badToken]
  if (endpoint.rateLimited) shared[429] = [API_MESSAGES.tooManyTries]
  return shared
}

/** Every failure status of an endpoint with its texts: its own first, then the shared ones. */
export function errorsOf(endpoint: Endpoint): Record<number, readonly string[]> {
  const merged: Record<number, string[]> = {}
  for (const errors of [endpoint.errors ?? {}, sharedErrors(endpoint)]) {
    for (const [status, messages] of Object.entries(errors)) {
      merged[Number(status)] = [...(merged[Number(status)] ?? []), ...(messages ?? [])]
    }
  }
  return merged
}

/** A listed text, with `{placeholders}` standing for any text, matches an actual message. */
export function messageMatches(listed: string, actual: string): boolean {
  const pattern = listed
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+')
  return new RegExp(`^${pattern}$`).test(actual)
}

/** Fills `:name` parameters, encoded: ('/plan/:id', { id: 'a b' }) gives '/plan/a%20b'. */
export function endpointPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Parâmetro ausente na rota ${path}: ${name}`)
    return encodeURIComponent(value)
  })
}

/** The names of an endpoint's path parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
}

/** `/plan/:id` as OpenAPI writes it: `/plan/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}')
}

// A fixed segment beats a parameter at the same place (/subscription/pix/status is not an id).
const specificity = (path: string) => path.split('/').map((segment) => (segment[0] === ':' ? 0 : 1))

/** The endpoint a request reaches (method and path under the base, query ignored), if any. */
export function matchEndpoint(method: string, path: string): EndpointName | undefined {
  const [bare = ''] = path.split('?')
  const candidates = ENDPOINT_NAMES.filter((name) => {
    const endpoint: Endpoint = ENDPOINTS[name]
    if (endpoint.method !== method.toUpperCase()) return false
    const pattern = endpoint.path.replace(/:\w+/g, '[^/]+')
    return new RegExp(`^${pattern}$`).test(bare)
  })
  return candidates.sort((a, b) => {
    const [left, right] = [specificity(ENDPOINTS[a].path), specificity(ENDPOINTS[b].path)]
    const index = left.findIndex((bit, at) => bit !== right[at])
    return index === -1 ? 0 : (right[index] ?? 0) - (left[index] ?? 0)
  })[0]
}
