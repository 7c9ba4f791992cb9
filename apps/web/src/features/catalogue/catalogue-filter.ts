import { PRODUCTS } from '@atendimento/domain/catalogue/products'
import { SERVICES } from '@atendimento/domain/catalogue/services'
import type { Product, Service } from '@atendimento/domain/catalogue/types'
import { parsePriceRange } from '@atendimento/domain/money'
import { ALL_CATEGORIES, type CatalogueSearch } from './catalogue-search.ts'

/** Every category of the static catalogue, products first, each once. */
export const CATEGORIES: readonly string[] = [
  ...new Set([...PRODUCTS.map((item) => item.category), ...SERVICES.map((item) => item.category)]),
]

/** The search with an unknown category read as 'todas' (a stale or hand-edited link). */
export function normalizeSearch(search: CatalogueSearch): CatalogueSearch {
  return CATEGORIES.includes(search.categoria) ? search : { ...search, categoria: ALL_CATEGORIES }
}

/** Accent- and case-insensitive text, so 'impressao' finds 'Impressão 3D'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

type Entry = Product | Service

const haystack = (entry: Entry) =>
  normalizeText([entry.title, entry.description, entry.category, ...entry.features].join(' '))

/** Products have a price (the first amount of priceRange); services are sold by quote. */
const priceOf = (entry: Entry): number =>
  'priceRange' in entry
    ? (parsePriceRange(entry.priceRange) ?? Number.POSITIVE_INFINITY)
    : Number.POSITIVE_INFINITY

const byName = (a: Entry, b: Entry) => a.title.localeCompare(b.title, 'pt-BR')

const COMPARATORS: Record<CatalogueSearch['ordem'], (a: Entry, b: Entry) => number> = {
  nome: byName,
  preco: (a, b) => priceOf(a) - priceOf(b) || byName(a, b),
  categoria: (a, b) => a.category.localeCompare(b.category, 'pt-BR') || byName(a, b),
}

// TODO(domain): catalogue search/sort is screen logic today; move it to domain if the API or
// another screen ever needs the same rules.
/** The entries matching the search and category, in the chosen order. */
export function filterCatalogue<T extends Entry>(
  entries: readonly T[],
  search: CatalogueSearch,
): T[] {
  const terms = normalizeText(search.busca).split(/\s+/).filter(Boolean)
  return entries
    .filter((entry) => search.categoria === ALL_CATEGORIES || entry.category === search.categoria)
    .filter((entry) => {
      const text = haystack(entry)
      return terms.every((term) => text.includes(term))
    })
    .sort(COMPARATORS[search.ordem])
}

export const hasActiveFilters = (search: CatalogueSearch) =>
  search.busca !== '' || search.categoria !== ALL_CATEGORIES || search.ordem !== 'nome'
