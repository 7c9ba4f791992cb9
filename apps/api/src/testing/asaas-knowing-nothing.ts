import { reconcile } from '../modules/reconciliation/reconcile.ts'
import type { ProviderLedger } from '../payments/provider-ledger.ts'
import type { TestApp } from './test-app.ts'

/** An Asaas that knows none of our subscriptions or charges (another account's key, say). */
const KNOWS_NOTHING: ProviderLedger = {
  subscription: async () => undefined,
  subscriptionsOf: async () => [],
  payment: async () => undefined,
  paymentsSince: async () => [],
}

/**
 * The daily reconciliation of this app against that Asaas: each active subscription of ours is
 * found ended there (and ends at the end of its paid period) and each charge missing, so the
 * console's 'Conciliação' tab has rows to show in a screen test running on the real API.
 */
export const reconcileWithAsaasKnowingNothing = (t: Pick<TestApp, 'context'>) =>
  reconcile(t.context, KNOWS_NOTHING)
