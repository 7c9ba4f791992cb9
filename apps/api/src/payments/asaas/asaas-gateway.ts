import type { Clock } from '../../clock.ts'
import { cardBrand, digitsOnly, lastFour } from '../card.ts'
import {
  type CardSaveResult,
  type ChargeResult,
  GatewayRefusedError,
  type PaymentGateway,
  type PixCharge,
  type SubscribeRequest,
  type SubscribeResult,
} from '../gateway.ts'
import { type AsaasClientOptions, AsaasRequestError, createAsaasClient } from './asaas-client.ts'
import { asaasCycle, asaasDate, asaasPaymentStatus, reais } from './asaas-mapping.ts'

interface AsaasList<T> {
  data: T[]
}
interface AsaasCard {
  creditCardNumber?: string | null
  creditCardBrand?: string | null
  creditCardToken?: string | null
}
interface AsaasSubscription {
  id: string
  /** Only on the answer of the POST that created it; GET and the lists never show the card. */
  creditCard?: AsaasCard | null
}
interface AsaasPayment {
  id: string
  status: string
  deleted?: boolean
  creditCard?: AsaasCard | null
}
interface AsaasPixQrCode {
  /** The 'copia e cola' code. */
  payload: string
  /** 'YYYY-MM-DD HH:mm:ss', São Paulo time: 12 months past the due date. */
  expirationDate?: string
}

// Asaas answers local São Paulo time without an offset.
const asaasInstant = (text: string | undefined, fallback: Date) =>
  text ? new Date(`${text.replace(' ', 'T')}-03:00`) : fallback
const earliest = (a: Date, b: Date) => (a < b ? a : b)

const refusal = (error: unknown) =>
  error instanceof AsaasRequestError && error.status === 400 ? error.message : undefined

/**
 * Asaas v3: a customer per user, a card subscription per checkout (Asaas then charges each cycle
 * and tells us through the webhook). Every creation carries our reference as its
 * `externalReference` and is looked up by it first, so a retry after a lost answer finds what
 * the first call made instead of making a second one (the callers claim the reference in our
 * database before the call: gateway-claims.ts). Writes wait `createTimeoutMs`, as Asaas advises.
 */
export function createAsaasGateway(options: AsaasClientOptions & { clock: Clock }): PaymentGateway {
  const request = createAsaasClient(options)
  const get = <T>(path: string) => request('GET', path) as Promise<T>
  const post = <T>(path: string, body: unknown) => request('POST', path, body) as Promise<T>
  const ref = encodeURIComponent

  /** The live (not deleted) item with our reference; Asaas' lists leave deleted ones out. */
  async function byReference<T>(collection: string, reference: string): Promise<T | undefined> {
    const { data } = await get<AsaasList<T>>(`/${collection}?externalReference=${ref(reference)}`)
    return data[0]
  }

  async function firstPayment(subscriptionId: string) {
    const { data } = await get<AsaasList<AsaasPayment>>(
      `/subscriptions/${ref(subscriptionId)}/payments`,
    )
    return data[0]
  }

  async function removeSubscription(subscriptionRef: string) {
    try {
      await request('DELETE', `/subscriptions/${ref(subscriptionRef)}`)
    } catch (error) {
      // Already gone at Asaas: the cancellation we wanted is in place.
      if (!(error instanceof AsaasRequestError && error.status === 404)) throw error
    }
  }

  function paymentFields(payment: SubscribeRequest['payment']) {
    if ('cardToken' in payment) return { creditCardToken: payment.cardToken }
    const { card, holder } = payment
    return {
      creditCard: {
        holderName: card.holderName,
        number: digitsOnly(card.number),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        ccv: card.ccv,
      },
      creditCardHolderInfo: {
        name: holder.name,
        email: holder.email,
        cpfCnpj: holder.cpfCnpj,
        postalCode: holder.postalCode,
        addressNumber: holder.addressNumber,
        phone: holder.phone,
        mobilePhone: holder.phone,
      },
    }
  }

  return {
    name: 'asaas',
    billsRenewals: true,

    async ensureCustomer(customer) {
      const found = await byReference<{ id: string }>('customers', customer.userId)
      if (found) return found.id
      const created = await post<{ id: string }>('/customers', {
        name: customer.name,
        email: customer.email,
        cpfCnpj: customer.cpfCnpj,
        mobilePhone: customer.phone,
        postalCode: customer.postalCode,
        addressNumber: customer.addressNumber,
        externalReference: customer.userId,
        // Our own e-mails tell the customer about their payments.
        notificationDisabled: true,
      })
      return created.id
    },

    async subscribe(subscribeRequest): Promise<SubscribeResult> {
      const key = subscribeRequest.idempotencyKey
      let subscription = await byReference<AsaasSubscription>('subscriptions', key)
      if (!subscription) {
        try {
          subscription = await post<AsaasSubscription>('/subscriptions', {
            customer: subscribeRequest.customerRef,
            billingType: 'CREDIT_CARD',
            value: reais(subscribeRequest.amountCents),
            // Due today: Asaas charges the card now instead of only validating it.
            nextDueDate: asaasDate(options.clock.now()),
            cycle: asaasCycle(subscribeRequest.cycleDays),
            description: subscribeRequest.description,
            externalReference: key,
            ...paymentFields(subscribeRequest.payment),
            remoteIp: subscribeRequest.remoteIp,
          })
        } catch (error) {
          const reason = refusal(error)
          if (reason) return { outcome: 'refused', reason }
          throw error
        }
      }
      const payment = await firstPayment(subscription.id)
      const status = payment ? asaasPaymentStatus(payment.status) : 'pending'
      if (status === 'failed') {
        // A refused first charge: the subscription must not go on charging the card each cycle.
        await removeSubscription(subscription.id)
        return { outcome: 'refused', reason: 'Pagamento recusado.' }
      }
      // The card comes with the POST's answer; a subscription found again by its reference (the
      // answer was lost) is listed without it, but its payment carries it.
      const card = subscription.creditCard ?? payment?.creditCard
      const typed = 'card' in subscribeRequest.payment ? subscribeRequest.payment.card.number : ''
      return {
        outcome: status === 'paid' ? 'approved' : 'pending',
        subscriptionRef: subscription.id,
        paymentRef: payment?.id ?? null,
        card: {
          brand: card?.creditCardBrand?.toLowerCase() ?? cardBrand(typed),
          last4: card?.creditCardNumber ?? lastFour(typed),
          token:
            card?.creditCardToken ??
            ('cardToken' in subscribeRequest.payment ? subscribeRequest.payment.cardToken : null),
        },
      }
    },

    async schedule(scheduleRequest) {
      const found = await byReference<AsaasSubscription>(
        'subscriptions',
        scheduleRequest.externalRef,
      )
      if (found) return found.id
      const created = await post<AsaasSubscription>('/subscriptions', {
        customer: scheduleRequest.customerRef,
        billingType: 'CREDIT_CARD',
        value: reais(scheduleRequest.amountCents),
        nextDueDate: asaasDate(scheduleRequest.nextDueDate),
        cycle: asaasCycle(scheduleRequest.cycleDays),
        description: scheduleRequest.description,
        externalReference: scheduleRequest.externalRef,
        creditCardToken: scheduleRequest.cardToken,
        remoteIp: scheduleRequest.remoteIp,
      }).catch((error: unknown) => {
        const reason = refusal(error)
        throw reason ? new GatewayRefusedError(reason) : error
      })
      return created.id
    },

    // A one-off card charge on the saved card (a plan upgrade's pro-rata difference).
    async chargeRenewal(renewal): Promise<ChargeResult> {
      let payment = await byReference<AsaasPayment>('payments', renewal.idempotencyKey)
      if (!payment) {
        try {
          payment = await post<AsaasPayment>('/payments', {
            customer: renewal.customerRef,
            billingType: 'CREDIT_CARD',
            value: reais(renewal.amountCents),
            dueDate: asaasDate(options.clock.now()),
            description: renewal.description,
            externalReference: renewal.idempotencyKey,
            creditCardToken: renewal.cardToken,
            remoteIp: renewal.remoteIp,
          })
        } catch (error) {
          const reason = refusal(error)
          if (reason) return { outcome: 'refused', reason, paymentRef: null }
          throw error
        }
      }
      const status = asaasPaymentStatus(payment.status)
      if (status === 'paid') return { outcome: 'approved', paymentRef: payment.id }
      if (status === 'pending') return { outcome: 'pending', paymentRef: payment.id }
      return { outcome: 'refused', reason: 'Pagamento recusado.', paymentRef: payment.id }
    },

    cancelSubscription: removeSubscription,

    async findCreated(kind, reference) {
      if (kind === 'charge') {
        const payment = await byReference<AsaasPayment>('payments', reference)
        return payment && { ref: payment.id, status: asaasPaymentStatus(payment.status) }
      }
      const found = await byReference<{ id: string }>(
        kind === 'customer' ? 'customers' : 'subscriptions',
        reference,
      )
      return found && { ref: found.id }
    },

    async cancelCharge(paymentRef) {
      try {
        await request('DELETE', `/payments/${ref(paymentRef)}`)
        return 'canceled'
      } catch (error) {
        if (!(error instanceof AsaasRequestError)) throw error
        if (error.status === 404) return 'canceled'
        // Refused: paid meanwhile, or removed already.
        const payment = await get<AsaasPayment>(`/payments/${ref(paymentRef)}`)
        if (payment.deleted) return 'canceled'
        const status = asaasPaymentStatus(payment.status)
        if (status === 'paid' || status === 'refunded') return 'already-paid'
        throw error
      }
    },

    // A one-off charge (not a subscription: Pix renewals are issued by our billing job), found
    // again by its externalReference when a retry follows an unanswered call.
    async createPix(pixRequest): Promise<PixCharge> {
      const payment =
        (await byReference<AsaasPayment>('payments', pixRequest.idempotencyKey)) ??
        (await post<AsaasPayment>('/payments', {
          customer: pixRequest.customerRef,
          billingType: 'PIX',
          value: reais(pixRequest.amountCents),
          dueDate: asaasDate(pixRequest.expiresAt),
          description: pixRequest.description,
          externalReference: pixRequest.idempotencyKey,
        }))
      const qr = await get<AsaasPixQrCode>(`/payments/${ref(payment.id)}/pixQrCode`)
      return {
        paymentRef: payment.id,
        code: qr.payload,
        // Asaas keeps the code payable 12 months past the due date: ours ends sooner, and the
        // charge is withdrawn at Asaas when it does (pix-renewals.ts, gateway-cleanups.ts).
        expiresAt: earliest(
          asaasInstant(qr.expirationDate, pixRequest.expiresAt),
          pixRequest.expiresAt,
        ),
      }
    },

    // Tokenisation: Asaas validates the card with its issuer and keeps it, charging nothing.
    async saveCard(saveRequest): Promise<CardSaveResult> {
      const { card, holder } = saveRequest
      try {
        const saved = await post<{
          creditCardNumber: string
          creditCardBrand: string
          creditCardToken: string
        }>('/creditCard/tokenizeCreditCard', {
          customer: saveRequest.customerRef,
          ...paymentFields({ card, holder }),
          remoteIp: saveRequest.remoteIp,
        })
        if (saveRequest.subscriptionRef) {
          // The subscription Asaas renews goes to the new card, still without a charge.
          await request(
            'PUT',
            `/subscriptions/${encodeURIComponent(saveRequest.subscriptionRef)}/creditCard`,
            { creditCardToken: saved.creditCardToken, remoteIp: saveRequest.remoteIp },
          )
        }
        return {
          outcome: 'saved',
          card: {
            brand: saved.creditCardBrand?.toLowerCase() ?? cardBrand(card.number),
            last4: saved.creditCardNumber ?? lastFour(card.number),
            token: saved.creditCardToken,
          },
        }
      } catch (error) {
        if (error instanceof AsaasRequestError && error.status === 400) {
          return { outcome: 'refused', reason: error.message }
        }
        throw error
      }
    },

    async refund(paymentRef) {
      // Without a value, Asaas refunds the whole payment.
      await post(`/payments/${encodeURIComponent(paymentRef)}/refund`, {})
    },

    async paymentStatus(paymentRef) {
      try {
        const payment = await get<AsaasPayment>(`/payments/${ref(paymentRef)}`)
        return payment.deleted ? 'canceled' : asaasPaymentStatus(payment.status)
      } catch (error) {
        if (error instanceof AsaasRequestError && error.status === 404) return undefined
        throw error
      }
    },
  }
}
