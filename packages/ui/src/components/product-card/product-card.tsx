import type { Product } from '@atendimento/domain/catalogue/types'
import { css } from '@atendimento/ui/styled-system/css'
import { Box, Printer } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import * as Card from '../card/card.tsx'
import { Badge } from '../status-badge/status-badge.tsx'

export type ProductCardProduct = Pick<
  Product,
  'title' | 'description' | 'category' | 'priceRange' | 'available' | 'features'
>

export interface ProductCardProps {
  product: ProductCardProduct
  /** Links or buttons: 'Ver detalhes', 'Solicitar orçamento'... (routing belongs to the app). */
  actions?: ReactNode
  headingLevel?: 2 | 3 | 4
  className?: string
}

export const cardStyles = {
  media: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: 'landscape',
    bg: 'accent.subtle',
    color: 'accent.subtleFg',
    '& svg': { w: '12', h: '12', strokeWidth: '1.5' },
  }),
  meta: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  price: css({ fontSize: 'lg', fontWeight: 'bold', m: '0' }),
  features: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    pl: '5',
    m: '0',
    fontSize: 'sm',
    color: 'fg.muted',
    listStyleType: 'disc',
  }),
  footer: css({ flexWrap: 'wrap', mt: 'auto' }),
}

/** A catalogue product: gallery placeholder, category, price range, 'Em Breve' when unavailable. */
export function ProductCard({ product, actions, headingLevel = 3, className }: ProductCardProps) {
  const Icon = product.category === 'Impressão 3D' ? Printer : Box
  const titleId = useId()
  return (
    <Card.Root className={className} asChild>
      <article aria-labelledby={titleId}>
        <div className={cardStyles.media} aria-hidden="true">
          <Icon />
        </div>
        <Card.Header>
          <div className={cardStyles.meta}>
            <Badge tone="neutral">{product.category}</Badge>
            {!product.available && <Badge tone="warning">Em Breve</Badge>}
          </div>
          <Card.Title asChild>{heading(headingLevel, product.title, titleId)}</Card.Title>
          <Card.Description>{product.description}</Card.Description>
        </Card.Header>
        <Card.Body>
          <p className={cardStyles.price}>{product.priceRange}</p>
          {product.features.length > 0 && (
            <ul className={cardStyles.features}>
              {product.features.slice(0, 3).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
        </Card.Body>
        {actions && <Card.Footer className={cardStyles.footer}>{actions}</Card.Footer>}
      </article>
    </Card.Root>
  )
}

/** The card's title at the level the page's outline needs; its id names the card. */
export function heading(level: 2 | 3 | 4, text: ReactNode, id?: string) {
  const Tag = `h${level}` as const
  return <Tag id={id}>{text}</Tag>
}
