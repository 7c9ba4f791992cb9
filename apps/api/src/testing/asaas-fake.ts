import { brCode } from '@atendimento/domain/pix/br-code'
import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'

/** Where the Asaas adapter points in tests: loopback, so a missed interception cannot leave. */
export const ASAAS_TEST_URL = 'http://127.0.0.1:58080/v3'
export const ASAAS_TEST_KEY = '$aact_teste_chave'

// biome-ignore lint/suspicious/noExplicitAny: the fake keeps Asaas' loose JSON as it came
type Json = Record<string, any>

const REFUSED = new Set(['5184019740373151', '4916561358240741'])

/**
 * A small stateful Asaas v3 (customers, card subscriptions with their payments) for msw/node.
 * A rule in `state.failures` makes the next call to a path answer 500 (optionally after doing
 * the work, as when a response is lost on the way back), or, with `answerAfterMs`, do the work
 * and answer only after that long (a client with a shorter timeout gives up first).
 */
export function createAsaasFake(today: () => string) {
  const state = {
    customers: [] as Json[],
    subscriptions: [] as Json[],
    payments: [] as Json[],
    requests: [] as { method: string; path: string; body: Json | undefined; key: string | null }[],
    failures: [] as {
      method: string
      path: RegExp
      afterWork: boolean
      answerAfterMs?: number
    }[],
  }
  let sequence = 0
  const id = (prefix: string) => `${prefix}_${String(++sequence).padStart(6, '0')}`

  const failure = async (method: string, path: string, doWork: () => Json) => {
    const index = state.failures.findIndex((f) => f.method === method && f.path.test(path))
    if (index < 0) return undefined
    const [rule] = state.failures.splice(index, 1)
    const done = rule?.afterWork ? doWork() : undefined
    if (rule?.answerAfterMs !== undefined) {
      await delay(rule.answerAfterMs)
      return HttpResponse.json(done ?? {})
    }
    return HttpResponse.json({ errors: [{ description: 'Erro interno' }] }, { status: 500 })
  }

  const record = async (request: Request) => {
    const url = new URL(request.url)
    const body =
      request.method === 'GET' || request.method === 'DELETE'
        ? undefined
        : ((await request.clone().json()) as Json)
    state.requests.push({
      method: request.method,
      path: url.pathname + url.search,
      body,
      key: request.headers.get('access_token'),
    })
    return { url, body }
  }

  const list = (items: Json[]) => HttpResponse.json({ object: 'list', hasMore: false, data: items })

  function createSubscription(body: Json): Json {
    const number: string | undefined = body.creditCard?.number
    const last4 =
      number?.slice(-4) ??
      state.subscriptions.find((s) => s.creditCard?.creditCardToken === body.creditCardToken)
        ?.creditCard.creditCardNumber ??
      '0000'
    const subscription = {
      object: 'subscription',
      id: id('sub'),
      customer: body.customer,
      value: body.value,
      cycle: body.cycle,
      nextDueDate: body.nextDueDate,
      billingType: body.billingType,
      status: 'ACTIVE',
      externalReference: body.externalReference,
      creditCard: {
        creditCardNumber: last4,
        creditCardBrand: 'VISA',
        creditCardToken: body.creditCardToken ?? `tok_${last4}_${sequence}`,
      },
    }
    state.subscriptions.push(subscription)
    state.payments.push({
      object: 'payment',
      id: id('pay'),
      subscription: subscription.id,
      externalReference: body.externalReference,
      value: body.value,
      dueDate: body.nextDueDate,
      billingType: 'CREDIT_CARD',
      status: body.nextDueDate <= today() ? 'CONFIRMED' : 'PENDING',
    })
    return subscription
  }

  const base = ASAAS_TEST_URL
  const handlers = [
    http.get(`${base}/customers`, async ({ request }) => {
      const { url } = await record(request)
      const ref = url.searchParams.get('externalReference')
      return list(state.customers.filter((c) => c.externalReference === ref))
    }),
    http.post(`${base}/customers`, async ({ request }) => {
      const { body } = await record(request)
      const customer = { object: 'customer', id: id('cus'), ...body }
      state.customers.push(customer)
      return HttpResponse.json(customer)
    }),
    http.get(`${base}/subscriptions`, async ({ request }) => {
      const { url } = await record(request)
      const ref = url.searchParams.get('externalReference')
      return list(state.subscriptions.filter((s) => s.externalReference === ref))
    }),
    http.post(`${base}/subscriptions`, async ({ request }) => {
      const { body = {} } = await record(request)
      const failed = await failure('POST', '/subscriptions', () => createSubscription(body))
      if (failed) return failed
      if (REFUSED.has(body.creditCard?.number)) {
        return HttpResponse.json(
          {
            errors: [
              {
                code: 'invalid_creditCard',
                description:
                  'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
              },
            ],
          },
          { status: 400 },
        )
      }
      return HttpResponse.json(createSubscription(body))
    }),
    http.get(`${base}/subscriptions/:id/payments`, async ({ request, params }) => {
      await record(request)
      return list(state.payments.filter((p) => p.subscription === params.id))
    }),
    http.delete(`${base}/subscriptions/:id`, async ({ request, params }) => {
      await record(request)
      const subscription = state.subscriptions.find((s) => s.id === params.id)
      if (!subscription) return HttpResponse.json({ errors: [] }, { status: 404 })
      subscription.deleted = true
      return HttpResponse.json({ deleted: true, id: params.id })
    }),
    // One-off charges (Pix): created, found again by externalReference, and their QR code.
    http.get(`${base}/payments`, async ({ request }) => {
      const { url } = await record(request)
      const ref = url.searchParams.get('externalReference')
      return list(state.payments.filter((p) => p.externalReference === ref))
    }),
    http.post(`${base}/payments`, async ({ request }) => {
      const { body = {} } = await record(request)
      const payment = {
        object: 'payment',
        id: id('pay'),
        customer: body.customer,
        externalReference: body.externalReference,
        value: body.value,
        dueDate: body.dueDate,
        billingType: body.billingType,
        status: 'PENDING',
      }
      state.payments.push(payment)
      return HttpResponse.json(payment)
    }),
    http.get(`${base}/payments/:id/pixQrCode`, async ({ request, params }) => {
      await record(request)
      const payment = state.payments.find((p) => p.id === params.id)
      if (payment?.billingType !== 'PIX') {
        return HttpResponse.json({ errors: [] }, { status: 404 })
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
        expirationDate: `${payment.dueDate} 23:59:59`,
      })
    }),
    // Tokenisation: the card checked and kept, nothing charged; refused cards are a 400.
    http.post(`${base}/creditCard/tokenizeCreditCard`, async ({ request }) => {
      const { body = {} } = await record(request)
      const number: string = body.creditCard?.number ?? ''
      if (REFUSED.has(number)) {
        return HttpResponse.json(
          { errors: [{ code: 'invalid_creditCard', description: 'Cartão recusado.' }] },
          { status: 400 },
        )
      }
      return HttpResponse.json({
        creditCardNumber: number.slice(-4),
        creditCardBrand: number.startsWith('5') ? 'MASTERCARD' : 'VISA',
        creditCardToken: `tok_${number.slice(-4)}_${++sequence}`,
      })
    }),
    http.put(`${base}/subscriptions/:id/creditCard`, async ({ request, params }) => {
      const { body = {} } = await record(request)
      const subscription = state.subscriptions.find((s) => s.id === params.id)
      if (!subscription) return HttpResponse.json({ errors: [] }, { status: 404 })
      const last4 = String(body.creditCardToken).split('_')[1] ?? '0000'
      subscription.creditCard = {
        creditCardNumber: last4,
        creditCardBrand: 'MASTERCARD',
        creditCardToken: body.creditCardToken,
      }
      return HttpResponse.json(subscription)
    }),
    http.get(`${base}/payments/:id`, async ({ request, params }) => {
      await record(request)
      const payment = state.payments.find((p) => p.id === params.id)
      return payment
        ? HttpResponse.json(payment)
        : HttpResponse.json({ errors: [] }, { status: 404 })
    }),
    http.post(`${base}/payments/:id/refund`, async ({ request, params }) => {
      await record(request)
      const payment = state.payments.find((p) => p.id === params.id)
      if (!payment) return HttpResponse.json({ errors: [] }, { status: 404 })
      const failed = await failure('POST', '/refund', () => payment)
      if (failed) return failed
      if (!['CONFIRMED', 'RECEIVED', 'REFUNDED'].includes(payment.status)) {
        const description = 'Só é possível estornar cobranças recebidas ou confirmadas.'
        return HttpResponse.json(
          { errors: [{ code: 'invalid_action', description }] },
          { status: 400 },
        )
      }
      payment.status = 'REFUNDED'
      return HttpResponse.json(payment)
    }),
  ]

  const server = setupServer(...handlers)
  return { state, server, handlers }
}
export type AsaasFake = ReturnType<typeof createAsaasFake>
