import type { Clock } from '../clock.ts'
import type { Db } from '../db/database.ts'
import { GatewayBusyError, GatewayUnavailableError, type PaymentGateway } from './gateway.ts'

/**
 * Claims a creation at the provider for `leaseMs` before it is asked for, in our database, so a
 * second request or process with the same reference waits (GatewayBusyError) instead of asking
 * too. A definite answer ends the claim; a call whose outcome is unknown (a timeout, a 5xx, a
 * lost or unreadable answer) keeps it for the whole lease, because the provider may still be
 * working on it: a retry after the lease looks the creation up by its reference first (the
 * adapters do) and only then makes it.
 */
async function withClaim<T>(
  deps: { db: Db; clock: Clock; leaseMs: number },
  key: string,
  call: () => Promise<T>,
): Promise<T> {
  const now = deps.clock.now()
  const until = new Date(now.getTime() + deps.leaseMs)
  const claimed = await deps.db
    .insertInto('gateway_claims')
    .values({ key, claimed_until: until, created_at: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ claimed_until: until })
        .where('gateway_claims.claimed_until', '<=', now),
    )
    .returning('key')
    .executeTakeFirst()
  if (!claimed) throw new GatewayBusyError(`criação em andamento: ${key}`)
  let outcomeKnown = true
  try {
    return await call()
  } catch (error) {
    if (error instanceof GatewayUnavailableError) outcomeKnown = false
    throw error
  } finally {
    if (outcomeKnown) {
      await deps.db
        .deleteFrom('gateway_claims')
        .where('key', '=', key)
        .where('claimed_until', '=', until)
        .execute()
    } else {
      // The lease starts again from now: the provider may answer the lost call this long after.
      await deps.db
        .updateTable('gateway_claims')
        .set({ claimed_until: new Date(deps.clock.now().getTime() + deps.leaseMs) })
        .where('key', '=', key)
        .where('claimed_until', '=', until)
        .execute()
    }
  }
}

/**
 * How a gateway whose claims live in the database works on one given connection: an operation
 * holding the account's money lock on PostgreSQL runs every query on the connection that holds
 * it, and never waits for a second one (modules/subscriptions/money-lock.ts).
 */
export const ON_CONNECTION = Symbol('gateway on a connection')
export type ConnectedGateway = PaymentGateway & {
  [ON_CONNECTION]?: (db: Db) => PaymentGateway
}

/** The gateway as it works on `db` (itself when it keeps nothing in the database). */
export function gatewayOn(gateway: ConnectedGateway, db: Db): PaymentGateway {
  return gateway[ON_CONNECTION]?.(db) ?? gateway
}

/**
 * The gateway with every creation claimed (withClaim): customers by our user id, subscriptions
 * and charges by the reference they carry to the provider. The key says what was created and
 * under which reference (`customer:`, `subscription:` a checkout's attempt key, `schedule:` a
 * subscription billing from a later date, `charge:`), so a claim left by a lost answer can be
 * resolved even if nobody retries it (lost-creations.ts). For a remote provider, which can
 * still be working after we stopped waiting; the in-process sandbox records its charges in the
 * same database, atomically, and needs no claim.
 */
export function claimedGateway(
  gateway: PaymentGateway,
  deps: { db: Db; clock: Clock; leaseMs: number },
): ConnectedGateway {
  const claim = <T>(key: string, call: () => Promise<T>) => withClaim(deps, key, call)
  return {
    [ON_CONNECTION]: (db) => claimedGateway(gateway, { ...deps, db }),
    name: gateway.name,
    billsRenewals: gateway.billsRenewals,
    ensureCustomer: (customer) =>
      claim(`customer:${customer.userId}`, () => gateway.ensureCustomer(customer)),
    subscribe: (request) =>
      claim(`subscription:${request.idempotencyKey}`, () => gateway.subscribe(request)),
    schedule: (request) =>
      claim(`schedule:${request.externalRef}`, () => gateway.schedule(request)),
    chargeRenewal: (request) =>
      claim(`charge:${request.idempotencyKey}`, () => gateway.chargeRenewal(request)),
    createPix: (request) =>
      claim(`charge:${request.idempotencyKey}`, () => gateway.createPix(request)),
    cancelSubscription: (ref) => gateway.cancelSubscription(ref),
    cancelCharge: (ref) => gateway.cancelCharge(ref),
    findCreated: (kind, reference) => gateway.findCreated(kind, reference),
    paymentStatus: (ref) => gateway.paymentStatus(ref),
    saveCard: (request) => gateway.saveCard(request),
    refund: (ref) => gateway.refund(ref),
  }
}
