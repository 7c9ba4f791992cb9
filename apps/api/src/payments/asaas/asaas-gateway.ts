import type { Clock } from '../../clock.ts'
import { cardBrand, digitsOnly, lastFour } from '../card.ts'
import type {
  CardSaveResult,
  PaymentGateway,
  PixCharge,
  SubscribeRequest,
  SubscribeResult,
} from '../gateway.ts'
import { type AsaasClientOptions, AsaasRequestError, createAsaasClient } from './asaas-client.ts'
import { asaasCycle, asaasDate, asaasPaymentStatus, reais } from './asaas-mapping.ts'

interface AsaasList<T> {
  data: T[]
}
interface AsaasSubscription {
  id: string
  creditCard?: { creditCardNumber?: string; creditCardBrand?: string; creditCardToken?: string }
}
interface AsaasPayment {
  id: string
  status: string
}
interface AsaasPixQrCode {
  /** The 'copia e cola' code. */
  payload: string
  /** 'YYYY-MM-DD HH:mm:ss', São Paulo time. */
  expirationDate?: string
}

// Asaas answers local São Paulo time without an offset.
const asaasInstant = (text: string | undefined, fallback: Date) =>
  text ? new Date(`${text.replace(' ', 'T')}-03:00`) : fallback

/**
 * Asaas v3: a customer per user, a card subscription per checkout (Asaas then charges each cycle
 * and tells us through the webhook). Our payment attempt id is the subscription's
 * `externalReference`, so a retry finds the subscription an unanswered call already created.
 */
export function createAsaasGateway(options: AsaasClientOptions & { clock: Clock }): PaymentGateway {
  const request = createAsaasClient(options)
  const get = <T>(path: string) => request('GET', path) as Promise<T>
  const post = <T>(path: string, body: unknown) => request('POST', path, body) as Promise<T>

  async function firstPayment(subscriptionId: string) {
    const { data } = await get<AsaasList<AsaasPayment>>(`/subscriptions/${subscriptionId}/payments`)
    return data[0]
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
      const found = await get<AsaasList<{ id: string }>>(
        `/customers?externalReference=${encodeURIComponent(customer.userId)}`,
      )
      if (found.data[0]) return found.data[0].id
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
      const existing = await get<AsaasList<AsaasSubscription>>(
        `/subscriptions?externalReference=${encodeURIComponent(key)}`,
      )
      let subscription = existing.data[0]
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
          if (error instanceof AsaasRequestError && error.status === 400) {
            return { outcome: 'refused', reason: error.message }
          }
          throw error
        }
      }
      const payment = await firstPayment(subscription.id)
      const status = payment ? asaasPaymentStatus(payment.status) : 'pending'
      if (status === 'failed') return { outcome: 'refused', reason: 'Pagamento recusado.' }
      const typed = 'card' in subscribeRequest.payment ? subscribeRequest.payment.card.number : ''
      return {
        outcome: status === 'paid' ? 'approved' : 'pending',
        subscriptionRef: subscription.id,
        paymentRef: payment?.id ?? null,
        card: {
          brand: subscription.creditCard?.creditCardBrand?.toLowerCase() ?? cardBrand(typed),
          last4: subscription.creditCard?.creditCardNumber ?? lastFour(typed),
          token:
            subscription.creditCard?.creditCardToken ??
            ('cardToken' in subscribeRequest.payment ? subscribeRequest.payment.cardToken : null),
        },
      }
    },

    async schedule(scheduleRequest) {
      const ref = encodeURIComponent(scheduleRequest.externalRef)
      const existing = await get<AsaasList<AsaasSubscription>>(
        `/subscriptions?externalReference=${ref}`,
      )
      if (existing.data[0]) return existing.data[0].id
      const created = await post<AsaasSubscription>('/subscriptions', {
        customer: scheduleRequest.customerRef,
        billingType: 'CREDIT_CARD',
        value: reais(scheduleRequest.amountCents),
        nextDueDate: asaasDate(scheduleRequest.nextDueDate),
        cycle: asaasCycle(scheduleRequest.cycleDays),
        description: scheduleRequest.description,
        externalReference: scheduleRequest.externalRef,
        creditCardToken: scheduleRequest.cardToken,
      })
      return created.id
    },

    chargeRenewal: () => {
      throw new Error('Asaas cobra as renovações por conta própria (webhook).')
    },

    async cancelSubscription(subscriptionRef) {
      try {
        await request('DELETE', `/subscriptions/${subscriptionRef}`)
      } catch (error) {
        // Already gone at Asaas: the cancellation we wanted is in place.
        if (!(error instanceof AsaasRequestError && error.status === 404)) throw error
      }
    },

    // A one-off charge (not a subscription: Pix renewals are issued by our billing job), found
    // again by its externalReference when a retry follows an unanswered call.
    async createPix(pixRequest): Promise<PixCharge> {
      const key = encodeURIComponent(pixRequest.idempotencyKey)
      const existing = await get<AsaasList<AsaasPayment>>(`/payments?externalReference=${key}`)
      const payment =
        existing.data[0] ??
        (await post<AsaasPayment>('/payments', {
          customer: pixRequest.customerRef,
          billingType: 'PIX',
          value: reais(pixRequest.amountCents),
          dueDate: asaasDate(pixRequest.expiresAt),
          description: pixRequest.description,
          externalReference: pixRequest.idempotencyKey,
        }))
      const qr = await get<AsaasPixQrCode>(`/payments/${encodeURIComponent(payment.id)}/pixQrCode`)
      return {
        paymentRef: payment.id,
        code: qr.payload,
        expiresAt: asaasInstant(qr.expirationDate, pixRequest.expiresAt),
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
        const payment = await get<AsaasPayment>(`/payments/${encodeURIComponent(paymentRef)}`)
        return asaasPaymentStatus(payment.status)
      } catch (error) {
        if (error instanceof AsaasRequestError && error.status === 404) return undefined
        throw error
      }
    },
  }
}
