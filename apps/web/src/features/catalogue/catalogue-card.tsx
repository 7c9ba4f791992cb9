import { css, cx } from '@atendimento/ui/styled-system/css'
import { badge, button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Box, Wrench } from 'lucide-react'

const styles = {
  card: css({
    display: 'flex',
    flexDirection: 'column',
    h: 'full',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
    overflow: 'hidden',
  }),
  media: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    h: '36',
    bg: 'bg.muted',
    color: 'fg.subtle',
    '& svg': { w: '10', h: '10' },
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5', flex: '1' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  title: css({ textStyle: 'title', m: '0' }),
  text: css({ color: 'fg.muted', m: '0', flex: '1' }),
  price: css({ fontWeight: 'bold', m: '0' }),
}

export interface CatalogueCardProps {
  kind: 'produto' | 'servico'
  id: string
  title: string
  description: string
  category: string
  available: boolean
  /** The product's price text; services are sold by quote. */
  priceRange?: string
}

// TODO(ui): ProductCard and ServiceCard are listed for packages/ui; this card stands in.
/** A product or service in the catalogue grid, linking to its page. */
export function CatalogueCard({
  kind,
  id,
  title,
  description,
  category,
  available,
  priceRange,
}: CatalogueCardProps) {
  const Icon = kind === 'produto' ? Box : Wrench
  const link =
    kind === 'produto' ? (
      <Link
        to="/produto/$id"
        params={{ id }}
        className={button({ variant: 'outline', size: 'sm' })}
      >
        Ver detalhes
        <span className={css({ srOnly: true })}> de {title}</span>
        <ArrowRight aria-hidden="true" />
      </Link>
    ) : (
      <Link
        to="/servico/$id"
        params={{ id }}
        className={button({ variant: 'outline', size: 'sm' })}
      >
        Ver detalhes
        <span className={css({ srOnly: true })}> de {title}</span>
        <ArrowRight aria-hidden="true" />
      </Link>
    )
  return (
    <article className={styles.card} aria-labelledby={`${kind}-${id}`}>
      <div className={styles.media} aria-hidden="true">
        <Icon />
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <span className={badge({ tone: 'neutral' })}>{category}</span>
          {!available && <span className={badge({ tone: 'warning' })}>Em Breve</span>}
        </div>
        <h3 id={`${kind}-${id}`} className={styles.title}>
          {title}
        </h3>
        <p className={styles.text}>{description}</p>
        <p
          className={cx(
            styles.price,
            !priceRange && css({ color: 'fg.muted', fontWeight: 'medium' }),
          )}
        >
          {priceRange ?? 'Sob orçamento'}
        </p>
        <div>{link}</div>
      </div>
    </article>
  )
}
