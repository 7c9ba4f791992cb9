import { cartTotals, lineTotal } from '@atendimento/domain/cart'
import { cartQuoteMailtoLink, cartQuoteWhatsappLink } from '@atendimento/domain/cart-quote'
import { formatReais } from '@atendimento/domain/money'
import type { CartItem } from '@atendimento/domain/schemas/cart'
import { Button } from '@atendimento/ui/button'
import { EmptyState } from '@atendimento/ui/empty-state'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { Mail, MessageCircle, Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react'
import { ExternalLink } from '../contact/external-link.tsx'
import { CONTACT } from '../contact/site-config.ts'

export interface CartViewProps {
  items: readonly CartItem[]
  onQuantityChange: (id: string, quantity: number) => void
  onRemove: (item: CartItem) => void
  onClear: () => void
  /** Following a link away (catalogue, quote) closes the surrounding dialog. */
  onNavigate?: () => void
}

const styles = {
  list: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  line: css({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: '2',
    p: '3',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
  }),
  name: css({ fontWeight: 'semibold', m: '0' }),
  meta: css({ textStyle: 'small', color: 'fg.muted', m: '0' }),
  stepper: css({ display: 'inline-flex', alignItems: 'center', gap: '1' }),
  quantity: css({ minW: '8', textAlign: 'center', fontWeight: 'semibold' }),
  lineTotal: css({ fontWeight: 'semibold', textAlign: 'end', alignSelf: 'center' }),
  total: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    pt: '3',
    borderTopWidth: '1px',
    borderColor: 'border.default',
    fontSize: 'lg',
    fontWeight: 'bold',
  }),
  actions: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
}

const lineName = (item: CartItem) =>
  item.variant ? `${item.product.title} (${item.variant.name})` : item.product.title

/** The cart's lines with quantities, line and total prices in BRL, and the quote links. */
export function CartView({
  items,
  onQuantityChange,
  onRemove,
  onClear,
  onNavigate,
}: CartViewProps) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCart />}
        title="Seu carrinho está vazio"
        description="Escolha um produto personalizado e peça seu orçamento."
        actions={
          <Link to="/produtos" className={button({ variant: 'solid' })} onClick={onNavigate}>
            Ver produtos
          </Link>
        }
      />
    )
  }
  const { total, itemCount } = cartTotals(items)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ul className={styles.list} aria-label="Itens do carrinho">
        {items.map((item) => {
          const name = lineName(item)
          return (
            <li key={item.id} className={styles.line}>
              <div>
                <p className={styles.name}>{name}</p>
                <p className={styles.meta}>{formatReais(item.price)} cada</p>
              </div>
              <p className={styles.lineTotal}>
                <span className={css({ srOnly: true })}>Subtotal: </span>
                {formatReais(lineTotal(item))}
              </p>
              <div className={styles.stepper}>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Diminuir quantidade de ${name}`}
                  onClick={() => onQuantityChange(item.id, item.quantity - 1)}
                >
                  <Minus aria-hidden="true" />
                </Button>
                <output className={styles.quantity} aria-label={`Quantidade de ${name}`}>
                  {item.quantity}
                </output>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Aumentar quantidade de ${name}`}
                  onClick={() => onQuantityChange(item.id, item.quantity + 1)}
                >
                  <Plus aria-hidden="true" />
                </Button>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRemove(item)}
                aria-label={`Remover ${name}`}
              >
                <Trash2 aria-hidden="true" />
                Remover
              </Button>
            </li>
          )
        })}
      </ul>
      <p className={styles.total}>
        <span>
          Total{' '}
          <span className={styles.meta}>({itemCount === 1 ? '1 item' : `${itemCount} itens`})</span>
        </span>
        <span data-testid="cart-total">{formatReais(total)}</span>
      </p>
      <div className={styles.actions}>
        <ExternalLink
          href={cartQuoteWhatsappLink(items, CONTACT)}
          className={button({ variant: 'solid', fullWidth: true })}
          onClick={onNavigate}
        >
          <MessageCircle aria-hidden="true" />
          Enviar orçamento pelo WhatsApp
        </ExternalLink>
        <ExternalLink
          href={cartQuoteMailtoLink(items, CONTACT)}
          className={button({ variant: 'outline', fullWidth: true })}
          onClick={onNavigate}
        >
          <Mail aria-hidden="true" />
          Enviar orçamento por e-mail
        </ExternalLink>
        <Button variant="ghost" fullWidth onClick={onClear}>
          <Trash2 aria-hidden="true" />
          Esvaziar carrinho
        </Button>
      </div>
    </div>
  )
}
