import type { CatalogueSort } from '@atendimento/domain/schemas/search'

/** The 'Ordenar por' choices, in the order the select lists them. */
export const SORT_OPTIONS: readonly { value: CatalogueSort; label: string }[] = [
  { value: 'nome', label: 'Nome' },
  { value: 'preco', label: 'Preço' },
  { value: 'categoria', label: 'Categoria' },
]
