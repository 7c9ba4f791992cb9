import { cartTotals, lineTotal } from './cart.ts'
import { type ContactConfig, type ContactIntent, mailtoLink, whatsappLink } from './contact.ts'
import { formatReais } from './money.ts'
import type { CartItem } from './schemas/cart.ts'

// The cart's "send as quote" (decisions: one pt-BR message listing every line), apart from
// contact.ts so the site's ordinary contact links do not carry the cart rules along.

export const CART_QUOTE_SUBJECT = 'Solicitação de orçamento: itens do carrinho'

/**
 * How a quote names an item: the product, with the chosen variant in brackets. The cart's lines
 * and the product page's quote links say it alike.
 */
export function quoteItemName(title: string, variantName?: string | null): string {
  return variantName ? `${title} (${variantName})` : title
}

/**
 * The product page's 'Orçamento pelo WhatsApp' and 'por e-mail': the product as the cart's quote
 * names it, with the variant the visitor chose.
 */
export function productQuoteIntent(
  product: { title: string; category: string },
  variant?: { name: string } | null,
): ContactIntent {
  return {
    type: 'produto',
    name: quoteItemName(product.title, variant?.name),
    category: product.category,
  }
}

/** One message listing every cart line (name, variant, quantity, unit price, line total) and the total. */
export function cartQuoteText(
  items: readonly CartItem[],
  config: Pick<ContactConfig, 'host'>,
): string {
  const lines = items.map((item) => {
    const name = quoteItemName(item.product.title, item.variant?.name)
    return `- ${item.quantity} x ${name}: ${formatReais(item.price)} cada, ${formatReais(lineTotal(item))}`
  })
  const { total } = cartTotals(items)
  return [
    `Olá! Vim pelo site ${config.host} e gostaria de um orçamento para os itens do meu carrinho:`,
    lines.join('\n'),
    `Total: ${formatReais(total)}`,
  ].join('\n\n')
}

export function cartQuoteWhatsappLink(items: readonly CartItem[], config: ContactConfig): string {
  return whatsappLink(config.phone, cartQuoteText(items, config))
}

export function cartQuoteMailtoLink(items: readonly CartItem[], config: ContactConfig): string {
  return mailtoLink(config.email, CART_QUOTE_SUBJECT, cartQuoteText(items, config))
}
