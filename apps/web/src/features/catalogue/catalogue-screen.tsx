import {
  filterCatalogue,
  hasActiveFilters,
  normalizeCatalogueSearch,
} from '@atendimento/domain/catalogue/filter'
import { PRODUCTS } from '@atendimento/domain/catalogue/products'
import { SERVICES } from '@atendimento/domain/catalogue/services'
import type { CatalogueSearch } from '@atendimento/domain/schemas/search'
import { EmptyState } from '@atendimento/ui/empty-state'
import { ProductCard } from '@atendimento/ui/product-card'
import { ServiceCard } from '@atendimento/ui/service-card'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { CatalogueFilters } from './catalogue-filters.tsx'
import { DetailsLink } from './details-link.tsx'

const styles = {
  main: css({
    maxW: '6xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '10', md: '14' },
    w: 'full',
  }),
  title: css({ textStyle: 'heading', m: '0' }),
  lead: css({ color: 'fg.muted', mt: '2', mb: '8', maxW: '2xl' }),
  status: css({ textStyle: 'small', color: 'fg.muted', mt: '6', mb: '0' }),
  sectionTitle: css({ textStyle: 'title', mt: '8', mb: '4' }),
  card: css({ h: 'full' }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
    gap: '6',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.grid}>{children}</ul>
    </section>
  )
}

interface CatalogueScreenProps {
  search: CatalogueSearch
  onSearchChange: (changes: Partial<CatalogueSearch>) => void
  onClear: () => void
}

/** /produtos: products and services, searched, filtered and sorted from the URL's params. */
export function CatalogueScreen({
  search: requested,
  onSearchChange,
  onClear,
}: CatalogueScreenProps) {
  const search = normalizeCatalogueSearch(requested)
  const products = filterCatalogue(PRODUCTS, search)
  const services = filterCatalogue(SERVICES, search)
  const total = products.length + services.length
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Produtos</h1>
      <p className={styles.lead}>
        Produtos personalizados e serviços sob medida: sublimação, impressão 3D, corte a laser e
        criação de sites. Peça seu orçamento pelo WhatsApp ou por e-mail.
      </p>
      <CatalogueFilters
        search={search}
        onChange={onSearchChange}
        onClear={onClear}
        canClear={hasActiveFilters(search)}
      />
      <p className={styles.status} role="status">
        {total === 1 ? '1 item encontrado' : `${total} itens encontrados`}
      </p>
      {total === 0 && (
        <EmptyState
          icon={<SearchX />}
          headingLevel={2}
          title="Nenhum item encontrado"
          description="Tente outra busca ou outra categoria."
          actions={
            <button type="button" className={button({ variant: 'solid' })} onClick={onClear}>
              Mostrar todos os itens
            </button>
          }
        />
      )}
      {products.length > 0 && (
        <Group id="catalogo-produtos" title="Produtos personalizados">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                className={styles.card}
                actions={<DetailsLink kind="produto" id={product.id} title={product.title} />}
              />
            </li>
          ))}
        </Group>
      )}
      {services.length > 0 && (
        <Group id="catalogo-servicos" title="Serviços">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard
                service={service}
                className={styles.card}
                actions={<DetailsLink kind="servico" id={service.id} title={service.title} />}
              />
            </li>
          ))}
        </Group>
      )}
    </main>
  )
}
