import type { Service } from '@atendimento/domain/catalogue/types'
import { css } from '@atendimento/ui/styled-system/css'
import { badge } from '@atendimento/ui/styled-system/recipes'
import {
  BackToCatalogue,
  CheckList,
  DetailSection,
  detailStyles,
  QuoteActions,
  Specifications,
} from './detail-parts.tsx'
import { GalleryPlaceholder } from './gallery-placeholder.tsx'

const steps = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  pl: '5',
  m: '0',
  listStyleType: 'decimal',
  color: 'fg.muted',
})

/** /servico/:id: how it works, technologies, specifications and quote links. */
export function ServiceScreen({ service }: { service: Service }) {
  return (
    <main className={detailStyles.main}>
      <BackToCatalogue />
      <div className={detailStyles.top}>
        <GalleryPlaceholder title={service.title} images={service.images} />
        <div className={detailStyles.info}>
          <div className={detailStyles.badges}>
            <span className={badge({ tone: 'neutral' })}>{service.category}</span>
            {!service.available && <span className={badge({ tone: 'warning' })}>Em Breve</span>}
          </div>
          <h1 className={detailStyles.title}>{service.title}</h1>
          <p className={detailStyles.lead}>{service.description}</p>
          <p className={detailStyles.text}>{service.detailedDescription}</p>
          <p className={css({ fontWeight: 'semibold', m: '0' })}>Valor sob orçamento</p>
          <QuoteActions
            intent={{ type: 'servico', name: service.title, category: service.category }}
            disabled={!service.available}
          />
        </div>
      </div>
      <div className={detailStyles.sections}>
        <DetailSection id="servico-processo" title="Como funciona">
          <ol className={steps}>
            {service.process.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </DetailSection>
        <DetailSection id="servico-especificacoes" title="Especificações">
          <Specifications entries={service.specifications} />
        </DetailSection>
        <DetailSection id="servico-caracteristicas" title="Características">
          <CheckList items={service.features} />
        </DetailSection>
        <DetailSection id="servico-tecnologias" title="Tecnologias">
          <ul
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '2',
              listStyle: 'none',
              p: '0',
              m: '0',
            })}
          >
            {service.technologies.map((technology) => (
              <li key={technology} className={badge({ tone: 'info' })}>
                {technology}
              </li>
            ))}
          </ul>
        </DetailSection>
      </div>
    </main>
  )
}
