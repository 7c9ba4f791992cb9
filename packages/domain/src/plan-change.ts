import { DAY_MS } from './constants.ts'
import { formatDate } from './dates.ts'
import { billingCycleLabel, formatCents } from './money.ts'

/** What a subscription pays: the price of one cycle, in cents, and the cycle's length in days. */
export interface PlanTerms {
  priceCents: number
  cycleDays: number
}

/**
 * A change of plan, decided before anything is charged:
 * - upgrade: the new plan costs more per day; the difference for the days left in the paid
 *   period is charged now and the plan changes at once (the next billing date stays);
 * - downgrade: the new plan costs the same or less per day; nothing is charged or refunded, the
 *   customer keeps what was paid for and the new plan starts at the next billing date.
 */
export type PlanChangeQuote =
  | { kind: 'upgrade'; chargeCents: number; effectiveAt: Date; periodEnd: Date }
  | { kind: 'downgrade'; chargeCents: 0; effectiveAt: Date; periodEnd: Date }

/**
 * The pro-rata rule. Per-day prices are compared as cross products (integers, no rounding); the
 * charge is the per-day difference times the days left, rounded to the cent. Days left are
 * counted from `now` to `periodEnd` (the next billing date), never below zero nor above the
 * current cycle, so a clock or a date off by a little cannot charge more than a full cycle.
 */
export function quotePlanChange(input: {
  current: PlanTerms
  target: PlanTerms
  now: Date
  periodEnd: Date
}): PlanChangeQuote {
  const { current, target, now, periodEnd } = input
  const costlier = target.priceCents * current.cycleDays > current.priceCents * target.cycleDays
  if (!costlier) return { kind: 'downgrade', chargeCents: 0, effectiveAt: periodEnd, periodEnd }
  const daysLeft = Math.min(
    Math.max(0, (periodEnd.getTime() - now.getTime()) / DAY_MS),
    current.cycleDays,
  )
  const perDay = target.priceCents / target.cycleDays - current.priceCents / current.cycleDays
  return {
    kind: 'upgrade',
    chargeCents: Math.max(0, Math.round(perDay * daysLeft)),
    effectiveAt: now,
    periodEnd,
  }
}

/**
 * How long a quote may be confirmed: the change is charged only against an amount the server
 * quoted for it within this time (and never above it), so a figure the customer never saw, or saw
 * long ago, is 'O valor da troca mudou'.
 */
export const PLAN_CHANGE_QUOTE_TTL_MS = 10 * 60_000

/** A quote as the API sends it: ISO dates, `amount` in cents (the API and its mock both). */
export function quoteAnswer(quote: PlanChangeQuote) {
  return {
    kind: quote.kind,
    amount: quote.chargeCents,
    effectiveAt: quote.effectiveAt.toISOString(),
    periodEnd: quote.periodEnd.toISOString(),
  }
}

/** The quote as the API sends it (ISO dates, `amount` in cents), back in the rule's shape. */
export function quoteFromAnswer(answer: {
  kind: PlanChangeQuote['kind']
  amount: number
  effectiveAt: string
  periodEnd: string
}): PlanChangeQuote {
  const dates = { effectiveAt: new Date(answer.effectiveAt), periodEnd: new Date(answer.periodEnd) }
  return answer.kind === 'upgrade'
    ? { kind: 'upgrade', chargeCents: answer.amount, ...dates }
    : { kind: 'downgrade', chargeCents: 0, ...dates }
}

export const PLAN_CHANGE_TEXTS = {
  action: 'Trocar de plano',
  title: 'Trocar de plano',
  description: 'Escolha o novo plano. Você vê o valor antes de confirmar.',
  upgradeButton: 'Confirmar e pagar',
  downgradeButton: 'Agendar troca',
  current: 'Plano atual',
  choose: 'Escolher',
  quoting: 'Calculando o valor…',
  scheduled: 'Troca agendada',
  keep: 'Manter plano atual',
  keeping: 'Mantendo o plano…',
} as const

/** The lines the confirmation shows before anything is charged. */
export function planChangeSummary(
  quote: PlanChangeQuote,
  plans: { from: string; to: string; toPrice: number; toCycleDays: number },
): string {
  const renews = `${formatCents(plans.toPrice)} ${billingCycleLabel(plans.toCycleDays)}`
  const end = formatDate(quote.periodEnd.toISOString())
  if (quote.kind === 'upgrade') {
    return `Você paga agora ${formatCents(quote.chargeCents)}: a diferença proporcional até ${end}. O plano ${plans.to} vale a partir de agora e, em ${end}, passa a ser cobrado ${renews}.`
  }
  return `Nada é cobrado agora. Você continua no plano ${plans.from} até ${end}; a partir daí, o plano ${plans.to} é cobrado ${renews}.`
}

/** What the active plan card says while a downgrade waits for the next billing date. */
export function scheduledChangeNotice(planName: string, effectiveAt: string): string {
  return `Troca para o plano ${planName} agendada para ${formatDate(effectiveAt)}.`
}

/**
 * What 'Cancelar assinatura' says about a downgrade waiting for the next billing date: it goes
 * with the subscription, and a reactivation brings back the current plan, not the one chosen.
 */
export function cancelDropsScheduledNotice(
  scheduled: { name: string; effectiveAt: string },
  currentPlanName: string,
): string {
  return `A troca para o plano ${scheduled.name}, agendada para ${formatDate(scheduled.effectiveAt)}, também é cancelada. Se você reativar a assinatura, ela volta no plano ${currentPlanName}.`
}

/**
 * What 'Reativar assinatura' says about the plan: the one the subscription has, at its price; a
 * downgrade scheduled before the cancellation ended with it.
 */
export function reactivationPlanNotice(planName: string): string {
  return `A assinatura volta no plano ${planName}, pelo mesmo preço. Uma troca de plano agendada antes do cancelamento não é retomada: para trocar, use "${PLAN_CHANGE_TEXTS.action}" depois de reativar.`
}
