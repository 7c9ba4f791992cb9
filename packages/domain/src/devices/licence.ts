import { formatDate } from '../dates.ts'
import type { SubscriptionStatus } from '../schemas/subscription.ts'

/**
 * The rules of the desktop app's licence, shared by the API that signs it and the client
 * library that checks it offline: which subscription decides, until when the app may run, what
 * it tells the person, and the clock rules of the client.
 */

export const LICENCE_STATUSES = ['active', 'past_due', 'canceled', 'none'] as const
export type LicenceStatus = (typeof LICENCE_STATUSES)[number]

const DAY_MS = 24 * 60 * 60 * 1000
/** A licence lives at most this long: the app checks in at least every two weeks. */
export const LICENCE_MAX_LIFE_MS = 14 * DAY_MS
/** A renewal that failed (or is late) keeps the app running this long after the paid period. */
export const LICENCE_GRACE_MS = 3 * DAY_MS
/** Clock differences the client forgives (a licence from a server a little ahead, say). */
export const CLOCK_TOLERANCE_MS = 5 * 60 * 1000

/** What the API knows of one subscription of the account. */
export interface SubscriptionFacts {
  id: string
  planId: string
  status: SubscriptionStatus
  /** The end of the period paid for (the next billing date). */
  nextBillingDate: Date | null
  /** At least one payment of it was paid (a pending checkout never was). */
  everPaid: boolean
}

export interface Standing {
  status: LicenceStatus
  /** The subscription that decided, if any. */
  subscription: SubscriptionFacts | null
  /** The end of the period paid for. */
  paidUntil: Date | null
}

const later = (a: SubscriptionFacts, b: SubscriptionFacts) =>
  (b.nextBillingDate?.getTime() ?? 0) - (a.nextBillingDate?.getTime() ?? 0)

/**
 * Which subscription speaks for the account, in order: an active (or trial) one; one whose
 * renewal failed after it was paid (`past_due`, still inside its grace); a cancelled one, the
 * latest-ending first (it runs until its paid period ends, then says it ended). Otherwise none.
 */
export function standingOf(subscriptions: readonly SubscriptionFacts[]): Standing {
  const paid = subscriptions.filter((item) => item.nextBillingDate !== null).sort(later)
  const active = paid.find((item) => item.status === 'active' || item.status === 'trialing')
  if (active) return { status: 'active', subscription: active, paidUntil: active.nextBillingDate }
  const overdue = paid.find((item) => item.status === 'pending' && item.everPaid)
  if (overdue)
    return { status: 'past_due', subscription: overdue, paidUntil: overdue.nextBillingDate }
  const canceled = paid.find((item) => item.status === 'canceled' && item.everPaid)
  if (canceled) {
    return { status: 'canceled', subscription: canceled, paidUntil: canceled.nextBillingDate }
  }
  return { status: 'none', subscription: null, paidUntil: null }
}

/**
 * Until when the app may run on this standing: the paid period plus the grace while the
 * subscription goes on (active, or a renewal pending), the paid period alone once cancelled.
 */
export function accessEndsAt({ status, paidUntil }: Pick<Standing, 'status' | 'paidUntil'>) {
  if (!paidUntil || status === 'none') return null
  const grace = status === 'canceled' ? 0 : LICENCE_GRACE_MS
  return new Date(paidUntil.getTime() + grace)
}

/**
 * The `exp` of a licence issued at `issuedAt`: at most 14 days later and never after the access
 * ends (so never later than paidUntil plus the grace). Null when the access has already ended:
 * then no licence is issued, only the notice.
 */
export function licenceExpiry(standing: Pick<Standing, 'status' | 'paidUntil'>, issuedAt: Date) {
  const ends = accessEndsAt(standing)
  if (!ends || ends.getTime() <= issuedAt.getTime()) return null
  return new Date(Math.min(issuedAt.getTime() + LICENCE_MAX_LIFE_MS, ends.getTime()))
}

/** May the app run now, on this standing? */
export function mayRun(standing: Pick<Standing, 'status' | 'paidUntil'>, now: Date): boolean {
  const ends = accessEndsAt(standing)
  return ends !== null && now.getTime() < ends.getTime()
}

const day = (date: Date) => formatDate(date.toISOString())

/**
 * What the app tells the person about the subscription (pt-BR), or null when all is well:
 * a renewal pending with the date access ends, a cancellation and until when it runs, a
 * subscription that ended, or none at all.
 */
export function licenceNotice(
  { status, paidUntil }: { status: LicenceStatus; paidUntil: Date | null },
  now: Date,
): string | null {
  const ends = accessEndsAt({ status, paidUntil })
  if (status === 'active') return null
  if (status === 'past_due' && ends) {
    return `Pagamento pendente: regularize sua assinatura no painel até ${day(ends)} para continuar usando o aplicativo.`
  }
  if (status === 'canceled' && paidUntil && ends && now < ends) {
    return `Sua assinatura foi cancelada: o aplicativo funciona até ${day(paidUntil)}. Reative-a no painel para continuar depois dessa data.`
  }
  if (status === 'canceled' && paidUntil) {
    return `Sua assinatura terminou em ${day(paidUntil)}. Assine um plano no site para voltar a usar o aplicativo.`
  }
  return 'Sua conta não tem uma assinatura ativa. Assine um plano no site para usar o aplicativo.'
}

/** What the client's clock says of a licence (the client's own clock rules). */
export type ClockVerdict = 'ok' | 'issued_in_future' | 'clock_set_back'

/**
 * A licence issued more than 5 minutes after the client's now cannot be trusted (a forged one,
 * or a clock set back since); a clock behind the latest moment the client has seen (a licence's
 * `iat`, or a check made before) by more than 5 minutes was set back to stretch an expiry.
 */
export function clockVerdict({
  issuedAt,
  lastSeenAt,
  now,
}: {
  issuedAt: number
  lastSeenAt: number
  now: number
}): ClockVerdict {
  // A clock set back is named as such first: it also makes every licence look "from the future".
  if (now < lastSeenAt - CLOCK_TOLERANCE_MS) return 'clock_set_back'
  if (issuedAt > now + CLOCK_TOLERANCE_MS) return 'issued_in_future'
  return 'ok'
}
