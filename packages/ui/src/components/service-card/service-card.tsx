import type { Service } from '@atendimento/domain/catalogue/types'
import { css } from '@atendimento/ui/styled-system/css'
import { Wrench } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import * as Card from '../card/card.tsx'
import { cardStyles, heading } from '../product-card/product-card.tsx'
import { Badge } from '../status-badge/status-badge.tsx'

export type ServiceCardService = Pick<
  Service,
  'title' | 'description' | 'category' | 'features' | 'technologies' | 'available'
>

export interface ServiceCardProps {
  service: ServiceCardService
  actions?: ReactNode
  headingLevel?: 2 | 3 | 4
  className?: string
}

const tags = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1.5',
  listStyle: 'none',
  p: '0',
  m: '0',
})

/** A catalogue service (sublimation, 3D printing, laser cutting, web sites), sold by quote. */
export function ServiceCard({ service, actions, headingLevel = 3, className }: ServiceCardProps) {
  const titleId = useId()
  return (
    <Card.Root className={className} asChild>
      <article aria-labelledby={titleId}>
        <div className={cardStyles.media} aria-hidden="true">
          <Wrench />
        </div>
        <Card.Header>
          <div className={cardStyles.meta}>
            <Badge tone="info">{service.category}</Badge>
            {!service.available && <Badge tone="warning">Em Breve</Badge>}
          </div>
          <Card.Title asChild>{heading(headingLevel, service.title, titleId)}</Card.Title>
          <Card.Description>{service.description}</Card.Description>
        </Card.Header>
        <Card.Body>
          {service.features.length > 0 && (
            <ul className={cardStyles.features}>
              {service.features.slice(0, 3).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
          {service.technologies.length > 0 && (
            <ul className={tags} aria-label="Tecnologias">
              {service.technologies.map((technology) => (
                <li key={technology}>
                  <Badge tone="neutral">{technology}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Card.Body>
        {actions && <Card.Footer className={cardStyles.footer}>{actions}</Card.Footer>}
      </article>
    </Card.Root>
  )
}
