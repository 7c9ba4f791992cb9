import {
  CATALOGUE_DEFAULTS,
  type CatalogueSearch,
  catalogueSearchSchema,
} from '@atendimento/domain/schemas/search'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { CatalogueScreen } from '../features/catalogue/catalogue-screen.tsx'
import { pageHead } from '../features/shell/seo.ts'

export const Route = createFileRoute('/produtos')({
  validateSearch: catalogueSearchSchema,
  // Defaults stay out of the address: /produtos, not /produtos?busca=&categoria=todas&ordem=nome.
  search: { middlewares: [stripSearchParams(CATALOGUE_DEFAULTS)] },
  head: () =>
    pageHead({
      title: 'Produtos personalizados',
      description:
        'Canecas, mousepads e peças em impressão 3D personalizadas, e serviços de sublimação, corte a laser e criação de sites, sob orçamento.',
      path: '/produtos',
    }),
  component: CatalogueRoute,
})

function CatalogueRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // A filter changes the list, not the page: the visitor stays where they are (typing a search
  // on a phone scrolled the page back to the top on every letter).
  const onSearchChange = (changes: Partial<CatalogueSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, ...changes }),
      replace: true,
      resetScroll: false,
    })
  return (
    <CatalogueScreen
      search={search}
      onSearchChange={onSearchChange}
      onClear={() =>
        void navigate({ search: CATALOGUE_DEFAULTS, replace: true, resetScroll: false })
      }
    />
  )
}
