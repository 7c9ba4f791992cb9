import type { LedgerPayment, LedgerSubscription, ProviderLedger } from '../provider-ledger.ts'
import { type AsaasClientOptions, AsaasRequestError, createAsaasClient } from './asaas-client.ts'
import { asaasPaymentStatus } from './asaas-mapping.ts'

interface AsaasPage<T> {
  data: T[]
  hasMore: boolean
}
interface AsaasSubscriptionItem {
  id: string
  customer: string
  status: string
  deleted?: boolean
  value: number
}
interface AsaasPaymentItem {
  id: string
  customer: string
  subscription?: string | null
  status: string
  deleted?: boolean
  value: number
}

/** The largest page Asaas serves. */
const PAGE = 100
const cents = (value: number) => Math.round(value * 100)

const toSubscription = (item: AsaasSubscriptionItem): LedgerSubscription => ({
  id: item.id,
  customer: item.customer,
  live: !item.deleted && item.status === 'ACTIVE',
  status: item.deleted ? 'removida' : item.status,
  valueCents: cents(item.value),
})

const toPayment = (item: AsaasPaymentItem): LedgerPayment => ({
  id: item.id,
  customer: item.customer,
  subscription: item.subscription ?? null,
  status: item.deleted ? 'canceled' : asaasPaymentStatus(item.status),
  providerStatus: item.deleted ? 'removida' : item.status,
  valueCents: cents(item.value),
})

/** Asaas v3 read for reconciliation: lists walked page by page (offset, 100 a page). */
export function createAsaasLedger(options: AsaasClientOptions): ProviderLedger {
  const request = createAsaasClient(options)
  const get = <T>(path: string) => request('GET', path) as Promise<T>

  async function all<T>(path: string): Promise<T[]> {
    const items: T[] = []
    for (let offset = 0; ; offset += PAGE) {
      const join = path.includes('?') ? '&' : '?'
      const page = await get<AsaasPage<T>>(`${path}${join}limit=${PAGE}&offset=${offset}`)
      items.push(...page.data)
      if (!page.hasMore || page.data.length === 0) return items
    }
  }

  async function one<T>(path: string): Promise<T | undefined> {
    try {
      return await get<T>(path)
    } catch (error) {
      if (error instanceof AsaasRequestError && error.status === 404) return undefined
      throw error
    }
  }

  return {
    async subscription(ref) {
      const item = await one<AsaasSubscriptionItem>(`/subscriptions/${encodeURIComponent(ref)}`)
      return item && toSubscription(item)
    },
    async subscriptionsOf(customerRef) {
      const items = await all<AsaasSubscriptionItem>(
        `/subscriptions?customer=${encodeURIComponent(customerRef)}`,
      )
      return items.map(toSubscription)
    },
    async payment(ref) {
      const item = await one<AsaasPaymentItem>(`/payments/${encodeURIComponent(ref)}`)
      return item && toPayment(item)
    },
    async paymentsSince(day) {
      const items = await all<AsaasPaymentItem>(`/payments?dateCreated%5Bge%5D=${day}`)
      return items.map(toPayment)
    },
  }
}
