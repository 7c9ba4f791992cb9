import { isValidDocument, normalizeDocument } from '../br/document.ts'
import { foldText } from '../text-fold.ts'

// The operator console's arithmetic: pure, so the API (on real rows), the mocks (on their
// store) and the tests agree on every figure.

const DAY_MS = 24 * 60 * 60 * 1000

/** What a subscription is worth per month, in cents: a 30-day cycle counts at its price. */
export function monthlyCents(priceCents: number, cycleDays: number): number {
  return Math.round((priceCents * 30) / Math.max(1, cycleDays))
}

/** The first instant of `now`'s month in São Paulo time (UTC-3, no daylight saving since 2019). */
export function monthStart(now: Date): Date {
  const local = new Date(now.getTime() - 3 * 60 * 60 * 1000)
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1, 3))
}

/** São Paulo's calendar day of an instant, as YYYY-MM-DD. */
export function saoPauloDay(at: Date): string {
  return new Date(at.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** 'Churn do mês' in words, shown under the figure. */
export const CHURN_FORMULA = 'Cancelados no mês ÷ (assinantes ativos + cancelados no mês)'

/**
 * Cancellations this month over every subscriber the month had: those active now plus those
 * cancelled since (the same as those active when it started plus those who joined since, so a
 * subscriber who joined and left this month counts on both sides). It agrees with the counts
 * beside it: above 0 whenever someone cancelled, 1 when nobody is left, 0 only when nobody
 * cancelled (or there was nobody to lose).
 */
export function churnRate({
  active,
  canceledThisMonth,
}: {
  active: number
  canceledThisMonth: number
}): number {
  const subscribers = active + canceledThisMonth
  if (canceledThisMonth <= 0 || subscribers <= 0) return 0
  return Math.min(1, canceledThisMonth / subscribers)
}

/** The last `days` São Paulo days up to `now`'s, oldest first, each with its revenue (0 if none). */
export function revenueByDay(
  totals: readonly { day: string; amount: number }[],
  now: Date,
  days = 30,
): { day: string; amount: number }[] {
  const byDay = new Map(totals.map(({ day, amount }) => [day, amount]))
  return Array.from({ length: days }, (_, index) => {
    const day = saoPauloDay(new Date(now.getTime() - (days - 1 - index) * DAY_MS))
    return { day, amount: byDay.get(day) ?? 0 }
  })
}

/** The instant the revenue window starts: midnight in São Paulo, `days - 1` days before today. */
export function revenueWindowStart(now: Date, days = 30): Date {
  const first = saoPauloDay(new Date(now.getTime() - (days - 1) * DAY_MS))
  return new Date(`${first}T03:00:00.000Z`)
}

export type CustomerSearch =
  | { kind: 'all' }
  | { kind: 'document'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'name'; value: string }

/**
 * What a search box's text looks for: a CPF or CNPJ (typed with or without its mask, whole or
 * its first digits) by the stored form's prefix, text with '@' by e-mail prefix, anything else
 * by a part of the name.
 */
export function classifySearch(text: string | undefined): CustomerSearch {
  const trimmed = (text ?? '').trim()
  if (trimmed === '') return { kind: 'all' }
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() }
  // Digits with a mask's separators (part of a number too), or a whole valid CNPJ with letters.
  if (/^[\d.\-/\s]+$/.test(trimmed) || isValidDocument(trimmed)) {
    return { kind: 'document', value: normalizeDocument(trimmed) }
  }
  // Accents and case aside ('joao' finds João); the API also tries it as part of an e-mail.
  return { kind: 'name', value: foldText(trimmed) }
}

/** Customers per page of the console's list; the server never sends more. */
export const ADMIN_PAGE_SIZE = 20

/** The number of pages for `total` items (at least one, so "página 1 de 1" reads right). */
export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** A new plan's id from its name: 'Plano Família+' gives 'plano-familia'. */
export function planSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const base = slug || 'plano'
  const prefixed = base.startsWith('plano') ? base : `plano-${base}`
  // An id is at most 60 characters (PLAN_LIMITS), and never ends in a hyphen.
  return prefixed.slice(0, 60).replace(/-+$/, '')
}
