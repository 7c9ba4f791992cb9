import { cartTotals, lineTotal } from './cart.ts'
import { type ContactConfig, mailtoLink, whatsappLink } from './contact.ts'
import { formatReais } from './money.ts'
import type { CartItem } from './schemas/cart.ts'

// The cart's "send as quote" (decisions: one pt-BR message listing every line), apart from
// contact.ts so the site's ordinary contact links do not carry the cart rules along.

export const CART_QUOTE_SUBJECT = 'Solicitação de orçamento: itens do carrinho'

/** One message listing every cart line (name, variant, quantity, unit price, line total) and the total. */
export function cartQuoteText(
  items: readonly CartItem[],
  config: Pick<ContactConfig, 'host'>,
): string {
  const lines = items.map((item) => {
    const name = item.variant ? `${item.product.title} (${item.variant.name})` : item.product.title
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
