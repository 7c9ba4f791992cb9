import { brCode } from '@atendimento/domain/pix/br-code'
import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { missingField } from './asaas-fake-validation.ts'
import { type AsaasWebhookEvent, createWebhookQueue } from './asaas-fake-webhooks.ts'

/** Where the Asaas adapter points in tests: loopback, so a missed interception cannot leave. */
export const ASAAS_TEST_URL = 'http://127.0.0.1:58080/v3'
export const ASAAS_TEST_KEY = '$aact_teste_chave'

// biome-ignore lint/suspicious/noExplicitAny: the fake keeps Asaas' loose JSON as it came
type Json = Record<string, any>

/** Card numbers with a behaviour of their own (Asaas' sandbox refuses the first two). */
export const ASAAS_FAKE_CARDS = {
  refused: '5184019740373151',
  refusedVisa: '4916561358240741',
  /** Accepted, then held for risk analysis: the charge stays pending until `reprove`/`approve`. */
  riskAnalysis: '4000000000000101',
}
const REFUSED = new Set([ASAAS_FAKE_CARDS.refused, ASAAS_FAKE_CARDS.refusedVisa])
const REFUSAL = {
  code: 'invalid_action',
  description:
    'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
}

/**
 * What can go wrong with the next call that matches `method` and `path` (each rule is used once):
 * - `error`: 500 before doing anything;
 * - `error-after-work`: does the work, then answers 500;
 * - `late`: does the work, answers after `ms` (a client with a shorter timeout gives up first);
 * - `lost`: does the work, then the connection drops (no answer at all);
 * - `slow-work`: does the work only after `ms` (still authorising), and answers after that;
 * - `garbled`: does the work, then answers 200 with a body that is not JSON;
 * - `refuse`: answers 400 with Asaas' error shape, doing nothing.
 * The older `{ afterWork, answerAfterMs }` form still works (error / error-after-work / late).
 */
export interface FailureRule {
  method: string
  path: RegExp
  mode?: 'error' | 'error-after-work' | 'late' | 'lost' | 'slow-work' | 'garbled' | 'refuse'
  ms?: number
  afterWork?: boolean
  answerAfterMs?: number
}

const CYCLE_MONTHS: Record<string, number> = {
  MONTHLY: 1,
  BIMONTHLY: 2,
  QUARTERLY: 3,
  SEMIANNUALLY: 6,
  YEARLY: 12,
}
const CYCLE_DAYS: Record<string, number> = { WEEKLY: 7, BIWEEKLY: 14 }

/** YYYY-MM-DD plus whole months or days, as calendar dates. */
function addToDate(date: string, { months = 0, days = 0 }: { months?: number; days?: number }) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1 + months, day + days)).toISOString().slice(0, 10)
}
const nextCycle = (date: string, cycle: string) =>
  addToDate(date, { months: CYCLE_MONTHS[cycle] ?? 0, days: CYCLE_DAYS[cycle] ?? 0 })

const PAID = new Set(['CONFIRMED', 'RECEIVED', 'RECEIVED_IN_CASH'])
const OPEN = new Set(['PENDING', 'OVERDUE', 'AWAITING_RISK_ANALYSIS'])

/** The fields of a subscription as GET and the lists show it: never its card. */
function subscriptionView(subscription: Json): Json {
  const { creditCard: _card, ...view } = subscription
  return view
}

const errors = (status: number, ...items: { code: string; description: string }[]) =>
  HttpResponse.json({ errors: items }, { status })

/**
 * A stateful Asaas v3 for the calls our adapter makes, behaving as the real one does (from its
 * official OpenAPI document and documentation): it refuses a request missing a required field,
 * its lists leave deleted items out and show a subscription without its card, creating a
 * subscription creates (and, when due, charges) its first payment at once, a Pix code stays
 * payable 12 months past its due date, deleting a subscription deletes its open payments, and
 * every change raises the webhook event Asaas would send. It misbehaves on demand: failure rules
 * per call, and a webhook queue that duplicates, shuffles or sends events early.
 *
 * `handle` is a fetch handler: msw serves it in-process (`server`), and a plain HTTP server can
 * serve it to API processes (the money bench).
 */
export function createAsaasFake(today: () => string, base = ASAAS_TEST_URL) {
  const state = {
    customers: [] as Json[],
    subscriptions: [] as Json[],
    payments: [] as Json[],
    requests: [] as { method: string; path: string; body: Json | undefined; key: string | null }[],
    failures: [] as FailureRule[],
  }
  const webhooks = createWebhookQueue()
  const tokens = new Map<string, { last4: string; brand: string }>()
  let sequence = 0
  let inFlight = 0
  const idleWaiters: (() => void)[] = []
  const id = (prefix: string) => `${prefix}_${String(++sequence).padStart(6, '0')}`
  const basePath = new URL(base).pathname.replace(/\/+$/, '')

  const raise = (event: string, body: Omit<AsaasWebhookEvent, 'id' | 'event' | 'dateCreated'>) =>
    webhooks.raise(event, body, `${today()} 12:00:00`)
  const raisePayment = (event: string, payment: Json) => raise(event, { payment })

  // ---- state changes, each with the events Asaas would send --------------------------------

  function saveCard(number: string) {
    const token = crypto.randomUUID()
    const card = { last4: number.slice(-4), brand: number.startsWith('5') ? 'MASTERCARD' : 'VISA' }
    tokens.set(token, card)
    return {
      creditCardNumber: card.last4,
      creditCardBrand: card.brand,
      creditCardToken: token,
    }
  }
  const cardOf = (token: string) => {
    const card = tokens.get(token)
    return (
      card && { creditCardNumber: card.last4, creditCardBrand: card.brand, creditCardToken: token }
    )
  }

  async function createPayment(fields: Json): Promise<Json> {
    const payment: Json = {
      object: 'payment',
      id: id('pay'),
      dateCreated: today(),
      customer: fields.customer,
      subscription: fields.subscription ?? null,
      value: fields.value,
      netValue: fields.value,
      description: fields.description ?? null,
      billingType: fields.billingType,
      status: 'PENDING',
      dueDate: fields.dueDate,
      originalDueDate: fields.dueDate,
      paymentDate: null,
      externalReference: fields.externalReference ?? null,
      deleted: false,
      creditCard: fields.creditCard ?? null,
    }
    state.payments.push(payment)
    await raisePayment('PAYMENT_CREATED', payment)
    return payment
  }

  /** A card charge: confirmed now, refused (left open), or held for analysis with the risk card. */
  async function chargeCard(payment: Json, number: string | undefined, refuse = false) {
    // Our API may remove a new charge while its PAYMENT_CREATED is delivered (one of a
    // subscription it had already cancelled); Asaas never charges a removed charge.
    if (payment.deleted) return
    if (refuse) {
      await raisePayment('PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', payment)
      return
    }
    if (number === ASAAS_FAKE_CARDS.riskAnalysis) {
      payment.status = 'AWAITING_RISK_ANALYSIS'
      await raisePayment('PAYMENT_AWAITING_RISK_ANALYSIS', payment)
      return
    }
    payment.status = 'CONFIRMED'
    payment.paymentDate = today()
    await raisePayment('PAYMENT_CONFIRMED', payment)
  }

  async function createSubscription(body: Json): Promise<Json> {
    const card =
      body.billingType === 'CREDIT_CARD'
        ? body.creditCardToken
          ? cardOf(body.creditCardToken)
          : body.creditCard && saveCard(String(body.creditCard.number))
        : null
    const subscription: Json = {
      object: 'subscription',
      id: id('sub'),
      dateCreated: today(),
      customer: body.customer,
      billingType: body.billingType,
      cycle: body.cycle,
      value: body.value,
      nextDueDate: body.nextDueDate,
      description: body.description ?? null,
      status: 'ACTIVE',
      deleted: false,
      externalReference: body.externalReference ?? null,
      creditCard: card ?? null,
      // Kept for the fake's own charges (the card number never comes back in an answer).
      cardNumber: body.creditCard?.number ?? null,
    }
    state.subscriptions.push(subscription)
    await raise('SUBSCRIPTION_CREATED', { subscription: subscriptionView(subscription) })
    // The first payment is created with the subscription, whatever its due date.
    await generatePayment(subscription)
    return subscription
  }

  /** The subscription's next payment, charged when it is due today or before. */
  async function generatePayment(subscription: Json, refuse = false) {
    const dueDate = subscription.nextDueDate as string
    subscription.nextDueDate = nextCycle(dueDate, subscription.cycle)
    const payment = await createPayment({
      customer: subscription.customer,
      subscription: subscription.id,
      value: subscription.value,
      description: subscription.description,
      billingType: subscription.billingType,
      dueDate,
      externalReference: subscription.externalReference,
      creditCard: subscription.creditCard,
    })
    if (subscription.billingType === 'CREDIT_CARD' && dueDate <= today()) {
      await chargeCard(payment, subscription.cardNumber ?? undefined, refuse)
    }
    return payment
  }

  async function deletePayment(payment: Json) {
    payment.deleted = true
    await raisePayment('PAYMENT_DELETED', payment)
  }

  async function deleteSubscription(subscription: Json) {
    subscription.deleted = true
    subscription.status = 'INACTIVE'
    // Its payments still waiting go with it (Asaas sends their PAYMENT_DELETED).
    for (const payment of state.payments) {
      if (
        payment.subscription === subscription.id &&
        !payment.deleted &&
        OPEN.has(payment.status)
      ) {
        await deletePayment(payment)
      }
    }
    await raise('SUBSCRIPTION_DELETED', { subscription: subscriptionView(subscription) })
  }

  // ---- the HTTP surface ----------------------------------------------------------------------

  function paged(url: URL, items: Json[]) {
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 100)
    const data = items.slice(offset, offset + limit)
    return HttpResponse.json({
      object: 'list',
      hasMore: offset + limit < items.length,
      totalCount: items.length,
      limit,
      offset,
      data,
    })
  }

  /** The list filters Asaas takes; deleted items only with `includeDeleted=true`. */
  function filtered(url: URL, items: Json[]) {
    const query = url.searchParams
    return items.filter((item) => {
      if (item.deleted && query.get('includeDeleted') !== 'true') return false
      for (const field of ['customer', 'externalReference', 'subscription', 'status']) {
        const wanted = query.get(field)
        if (wanted !== null && item[field] !== wanted) return false
      }
      const from = query.get('dateCreated[ge]')
      const until = query.get('dateCreated[le]')
      if (from && item.dateCreated < from) return false
      if (until && item.dateCreated > until) return false
      return true
    })
  }

  const notFound = () => errors(404, { code: 'not_found', description: 'Não encontrado.' })
  const find = (list: Json[], itemId: string | undefined) =>
    list.find((item) => item.id === itemId && !item.deleted)

  type Route = {
    method: string
    pattern: RegExp
    operation: string
    work: (match: RegExpMatchArray, body: Json | undefined, url: URL) => Promise<Response>
  }

  const routes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/customers$/,
      operation: 'GET /customers',
      work: async (_, __, url) => paged(url, filtered(url, state.customers)),
    },
    {
      method: 'POST',
      pattern: /^\/customers$/,
      operation: 'POST /customers',
      work: async (_, body) => {
        const customer = { object: 'customer', id: id('cus'), deleted: false, ...body }
        state.customers.push(customer)
        return HttpResponse.json(customer)
      },
    },
    {
      method: 'GET',
      pattern: /^\/subscriptions$/,
      operation: 'GET /subscriptions',
      work: async (_, __, url) =>
        paged(url, filtered(url, state.subscriptions).map(subscriptionView)),
    },
    {
      method: 'POST',
      pattern: /^\/subscriptions$/,
      operation: 'POST /subscriptions',
      work: async (_, body = {}) => {
        if (REFUSED.has(String(body.creditCard?.number))) return errors(400, REFUSAL)
        if (body.creditCardToken && !tokens.has(body.creditCardToken)) {
          return errors(400, {
            code: 'invalid_creditCardToken',
            description: 'O token de cartão informado não existe.',
          })
        }
        const subscription = await createSubscription(body)
        // The answer of a card subscription carries its card (the lists do not).
        const { cardNumber: _number, ...answer } = subscription
        return HttpResponse.json(answer)
      },
    },
    {
      method: 'GET',
      pattern: /^\/subscriptions\/([^/]+)$/,
      operation: 'GET /subscriptions/{id}',
      work: async ([, subscriptionId]) => {
        // A deleted subscription is still found by its id, marked deleted.
        const subscription = state.subscriptions.find((s) => s.id === subscriptionId)
        return subscription ? HttpResponse.json(subscriptionView(subscription)) : notFound()
      },
    },
    {
      method: 'GET',
      pattern: /^\/subscriptions\/([^/]+)\/payments$/,
      operation: 'GET /subscriptions/{id}/payments',
      work: async ([, subscriptionId], _, url) =>
        paged(
          url,
          filtered(url, state.payments).filter((p) => p.subscription === subscriptionId),
        ),
    },
    {
      method: 'DELETE',
      pattern: /^\/subscriptions\/([^/]+)$/,
      operation: 'DELETE /subscriptions/{id}',
      work: async ([, subscriptionId]) => {
        const subscription = find(state.subscriptions, subscriptionId)
        if (!subscription) return notFound()
        await deleteSubscription(subscription)
        return HttpResponse.json({ deleted: true, id: subscriptionId })
      },
    },
    {
      method: 'PUT',
      pattern: /^\/subscriptions\/([^/]+)\/creditCard$/,
      operation: 'PUT /subscriptions/{id}/creditCard',
      work: async ([, subscriptionId], body = {}) => {
        const subscription = find(state.subscriptions, subscriptionId)
        if (!subscription) return notFound()
        const card = body.creditCardToken
          ? cardOf(body.creditCardToken)
          : saveCard(String(body.creditCard.number))
        if (!card) {
          return errors(400, {
            code: 'invalid_creditCardToken',
            description: 'O token de cartão informado não existe.',
          })
        }
        subscription.creditCard = card
        subscription.cardNumber = body.creditCard?.number ?? null
        return HttpResponse.json(subscriptionView(subscription))
      },
    },
    {
      method: 'GET',
      pattern: /^\/payments$/,
      operation: 'GET /payments',
      work: async (_, __, url) => paged(url, filtered(url, state.payments)),
    },
    {
      method: 'POST',
      pattern: /^\/payments$/,
      operation: 'POST /payments',
      work: async (_, body = {}) => {
        const byCard =
          body.billingType === 'CREDIT_CARD' && (body.creditCard || body.creditCardToken)
        if (byCard && REFUSED.has(String(body.creditCard?.number))) return errors(400, REFUSAL)
        const card = byCard
          ? body.creditCardToken
            ? cardOf(body.creditCardToken)
            : saveCard(String(body.creditCard.number))
          : null
        if (byCard && !card) {
          return errors(400, {
            code: 'invalid_creditCardToken',
            description: 'O token de cartão informado não existe.',
          })
        }
        const payment = await createPayment({ ...body, creditCard: card })
        // A charge with the card in the request is captured now, whatever its due date.
        if (byCard) await chargeCard(payment, body.creditCard?.number)
        return HttpResponse.json(payment)
      },
    },
    {
      method: 'GET',
      pattern: /^\/payments\/([^/]+)$/,
      operation: 'GET /payments/{id}',
      work: async ([, paymentId]) => {
        const payment = state.payments.find((p) => p.id === paymentId)
        return payment ? HttpResponse.json(payment) : notFound()
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/payments\/([^/]+)$/,
      operation: 'DELETE /payments/{id}',
      work: async ([, paymentId]) => {
        const payment = find(state.payments, paymentId)
        if (!payment) return notFound()
        if (!OPEN.has(payment.status)) {
          return errors(400, {
            code: 'invalid_action',
            description: 'Só é possível remover cobranças aguardando pagamento ou vencidas.',
          })
        }
        await deletePayment(payment)
        return HttpResponse.json({ deleted: true, id: paymentId })
      },
    },
    {
      method: 'GET',
      pattern: /^\/payments\/([^/]+)\/pixQrCode$/,
      operation: 'GET /payments/{id}/pixQrCode',
      work: async ([, paymentId]) => {
        const payment = find(state.payments, paymentId)
        if (!payment || !['PIX', 'BOLETO', 'UNDEFINED'].includes(payment.billingType)) {
          return notFound()
        }
        return HttpResponse.json({
          encodedImage: 'iVBORw0KGgo=',
          payload: brCode({
            pixKey: `pix.asaas.com/qr/${payment.id}`,
            merchantName: 'Atendimento Inteligente',
            merchantCity: 'Sao Paulo',
            amountCents: Math.round(payment.value * 100),
            txid: payment.id,
          }),
          // Asaas' dynamic code stays payable 12 months past the due date.
          expirationDate: `${addToDate(payment.dueDate, { months: 12 })} 23:59:59`,
        })
      },
    },
    {
      method: 'POST',
      pattern: /^\/creditCard\/tokenizeCreditCard$/,
      operation: 'POST /creditCard/tokenizeCreditCard',
      work: async (_, body = {}) => {
        const number = String(body.creditCard.number)
        if (REFUSED.has(number)) {
          return errors(400, { code: 'invalid_creditCard', description: 'Cartão recusado.' })
        }
        return HttpResponse.json(saveCard(number))
      },
    },
    {
      method: 'POST',
      pattern: /^\/payments\/([^/]+)\/refund$/,
      operation: 'POST /payments/{id}/refund',
      work: async ([, paymentId]) => {
        const payment = find(state.payments, paymentId)
        if (!payment) return notFound()
        if (payment.status === 'REFUNDED') return HttpResponse.json(payment)
        if (!PAID.has(payment.status)) {
          return errors(400, {
            code: 'invalid_action',
            description: 'Só é possível estornar cobranças recebidas ou confirmadas.',
          })
        }
        payment.status = 'REFUNDED'
        await raisePayment('PAYMENT_REFUNDED', payment)
        return HttpResponse.json(payment)
      },
    },
  ]

  function takeFailure(method: string, path: string): FailureRule | undefined {
    const index = state.failures.findIndex((f) => f.method === method && f.path.test(path))
    return index < 0 ? undefined : state.failures.splice(index, 1)[0]
  }

  async function misbehave(rule: FailureRule, work: () => Promise<Response>): Promise<Response> {
    const mode =
      rule.mode ??
      (rule.answerAfterMs !== undefined ? 'late' : rule.afterWork ? 'error-after-work' : 'error')
    const ms = rule.ms ?? rule.answerAfterMs ?? 0
    const serverError = () => errors(500, { code: 'internal_error', description: 'Erro interno' })
    switch (mode) {
      case 'error':
        return serverError()
      case 'refuse':
        return errors(400, { code: 'invalid_action', description: 'Operação recusada pelo Asaas.' })
      case 'error-after-work':
        await work()
        return serverError()
      case 'late': {
        const answer = await work()
        await delay(ms)
        return answer
      }
      case 'slow-work':
        await delay(ms)
        return work()
      case 'lost':
        await work()
        return HttpResponse.error()
      case 'garbled':
        await work()
        return new HttpResponse('<html>502 Bad Gateway</html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        })
    }
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const path = url.pathname.slice(basePath.length)
    const body =
      request.method === 'GET' || request.method === 'DELETE'
        ? undefined
        : ((await request
            .clone()
            .json()
            .catch(() => ({}))) as Json)
    const key = request.headers.get('access_token')
    state.requests.push({ method: request.method, path: url.pathname + url.search, body, key })
    if (key !== ASAAS_TEST_KEY) {
      return errors(401, {
        code: 'invalid_access_token',
        description: 'A chave de API fornecida é inválida',
      })
    }
    const route = routes.find((r) => r.method === request.method && r.pattern.test(path))
    if (!route) return notFound()
    const match = path.match(route.pattern) as RegExpMatchArray
    const refused = missingField(route.operation, body)
    if (refused) return errors(400, refused)
    const rule = takeFailure(request.method, path)
    inFlight++
    try {
      const work = () => route.work(match, body, url)
      return rule ? await misbehave(rule, work) : await work()
    } finally {
      inFlight--
      if (inFlight === 0) {
        for (const resolve of idleWaiters.splice(0)) resolve()
      }
    }
  }

  // ---- what happens at Asaas without a call of ours ----------------------------------------

  const byId = (list: Json[], itemId: string) => {
    const item = list.find((entry) => entry.id === itemId)
    if (!item) throw new Error(`fake Asaas: ${itemId} não existe`)
    return item
  }

  const server = setupServer(http.all(`${base}/*`, ({ request }) => handle(request)))

  return {
    state,
    server,
    webhooks,
    handle,
    /** Resolves once no call is being worked on (a slow or late answer has finished). */
    idle: () =>
      inFlight === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => idleWaiters.push(resolve)),
    /** The payer pays a Pix code; false when Asaas would not take it (deleted, paid, expired). */
    async pay(paymentId: string): Promise<boolean> {
      const payment = byId(state.payments, paymentId)
      const expires = addToDate(payment.dueDate, { months: 12 })
      if (payment.deleted || !OPEN.has(payment.status) || today() > expires) return false
      payment.status = 'RECEIVED'
      payment.paymentDate = today()
      await raisePayment('PAYMENT_RECEIVED', payment)
      return true
    },
    /**
     * The next cycle of a subscription comes due: Asaas creates its payment and charges the card
     * (or the card refuses it, and the payment stays open).
     */
    async renew(subscriptionId: string, outcome: 'charged' | 'refused' = 'charged') {
      const subscription = byId(state.subscriptions, subscriptionId)
      if (subscription.deleted || subscription.status !== 'ACTIVE') return undefined
      return generatePayment(subscription, outcome === 'refused')
    },
    async overdue(paymentId: string) {
      const payment = byId(state.payments, paymentId)
      payment.status = 'OVERDUE'
      await raisePayment('PAYMENT_OVERDUE', payment)
    },
    /** The card charge held for analysis is refused (the first payment of a checkout, say). */
    async reprove(paymentId: string) {
      const payment = byId(state.payments, paymentId)
      payment.status = 'PENDING'
      await raisePayment('PAYMENT_REPROVED_BY_RISK_ANALYSIS', payment)
    },
    async chargeback(paymentId: string) {
      const payment = byId(state.payments, paymentId)
      payment.status = 'CHARGEBACK_REQUESTED'
      await raisePayment('PAYMENT_CHARGEBACK_REQUESTED', payment)
    },
    /** Asaas ends a subscription on its side (removed in its panel, or inactivated). */
    async endSubscription(subscriptionId: string, how: 'DELETED' | 'INACTIVATED') {
      const subscription = byId(state.subscriptions, subscriptionId)
      if (how === 'DELETED') return deleteSubscription(subscription)
      subscription.status = 'INACTIVE'
      await raise('SUBSCRIPTION_INACTIVATED', { subscription: subscriptionView(subscription) })
    },
    /** Subscriptions Asaas would still charge. */
    live: () => state.subscriptions.filter((s) => !s.deleted && s.status === 'ACTIVE'),
    reset() {
      for (const list of Object.values(state)) list.length = 0
      webhooks.reset()
      tokens.clear()
    },
  }
}
export type AsaasFake = ReturnType<typeof createAsaasFake>
