import { CARD_BRAND_LABELS, type CardBrand } from './card.ts'
import type { PaymentMethod } from './schemas/payment.ts'

export type { PaymentMethod }

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Cartão de crédito',
  pix: 'Pix',
}

export interface SavedCardView {
  /** The brand as the API stores it ('visa', 'elo'... or 'outra'). */
  brand: string
  last4: string
}

const brandLabel = (brand: string) =>
  brand in CARD_BRAND_LABELS ? CARD_BRAND_LABELS[brand as CardBrand] : CARD_BRAND_LABELS.unknown

/** 'Visa final 4444', 'Pix', or 'Cartão de crédito' when the card is not known. */
export function paymentMethodLabel(method: PaymentMethod, card?: SavedCardView | null): string {
  if (method === 'pix') return PAYMENT_METHOD_LABELS.pix
  if (!card) return PAYMENT_METHOD_LABELS.credit_card
  return `${brandLabel(card.brand)} final ${card.last4}`
}
