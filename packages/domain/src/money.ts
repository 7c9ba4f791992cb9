/** Cycles of this many days are shown as a month. */
export const MONTHLY_CYCLE_DAYS = 30
/** Features a plan card lists before summing up the rest. */
export const PLAN_FEATURES_SHOWN = 3

// Built on first use: the first currency formatter loads ICU's locale data, tens of
// milliseconds on a slow phone that a page showing no price should not pay while it starts.
let brl: Intl.NumberFormat | undefined
const currencyFormat = () =>
  (brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }))

/** Integer cents as Brazilian reais: 3490 gives 'R$ 34,90' (with a no-break space). */
export function formatCents(cents: number): string {
  return currencyFormat().format(cents / 100)
}

/** An amount already in reais, as the static catalogue and the cart keep it: 34.9 gives 'R$ 34,90'. */
export function formatReais(value: number): string {
  return currencyFormat().format(value)
}

export function reaisToCents(value: number): number {
  return Math.round(value * 100)
}

export function centsToReais(cents: number): number {
  return cents / 100
}

// Thousands with dots and decimals with a comma, as Brazilians write money: 1.234,56.
const AMOUNT = /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/

/** The first amount in a text such as 'R$ 12,50' or 'A partir de R$ 1.234,56', in reais. */
export function parsePriceRange(text: string): number | null {
  const match = AMOUNT.exec(text)
  if (!match) return null
  return Number(match[0].replace(/\./g, '').replace(',', '.'))
}

/** 'mês' for 30 days, otherwise 'N dias'. */
export function billingCycleUnit(days: number): string {
  return days === MONTHLY_CYCLE_DAYS ? 'mês' : `${days} dias`
}

/** 'por mês' for 30 days, otherwise 'por N dias'. */
export function billingCycleLabel(days: number): string {
  return `por ${billingCycleUnit(days)}`
}

/**
 * What kind of subscription a plan is, for a sentence: 'Assinatura mensal' for 30 days,
 * otherwise 'Assinatura a cada N dias' (a 90-day plan is not monthly).
 */
export function subscriptionKindLabel(days: number): string {
  return days === MONTHLY_CYCLE_DAYS ? 'Assinatura mensal' : `Assinatura a cada ${days} dias`
}

export interface FeaturesPreview {
  shown: string[]
  /** '+N recursos adicionais', present only when features were left out. */
  moreLabel?: string
}

/** The first 3 features and a line counting the others. */
export function planFeaturesPreview(
  features: readonly string[],
  limit = PLAN_FEATURES_SHOWN,
): FeaturesPreview {
  const shown = features.slice(0, limit)
  const hidden = features.length - shown.length
  if (hidden <= 0) return { shown }
  // Singular for one, so the card never reads '+1 recursos adicionais'.
  const moreLabel = hidden === 1 ? '+1 recurso adicional' : `+${hidden} recursos adicionais`
  return { shown, moreLabel }
}
