import { parsePriceRange } from '../money.ts'
import { ALL_CATEGORIES, type CatalogueSearch, type CatalogueSort } from '../schemas/search.ts'
import { PRODUCTS } from './products.ts'
import { SERVICES } from './services.ts'
import type { Product, Service } from './types.ts'

type Entry = Product | Service

/** Every category of the static catalogue, products first, each once (the filter's options). */
export const CATALOGUE_CATEGORIES: readonly string[] = [
  ...new Set([...PRODUCTS, ...SERVICES].map((entry) => entry.category)),
]

/** The search with an unknown category read as 'todas' (a stale or hand-edited link). */
export function normalizeCatalogueSearch(
  search: CatalogueSearch,
  categories: readonly string[] = CATALOGUE_CATEGORIES,
): CatalogueSearch {
  return categories.includes(search.categoria) ? search : { ...search, categoria: ALL_CATEGORIES }
}

/** Case- and accent-insensitive text, so 'impressao' finds 'Impressão 3D'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

/**
 * The lowest price a product can be bought for, in reais: its cheapest variant, else the first
 * amount of its priceRange; null when it has none ('Sob consulta').
 */
export function startingPrice(product: Pick<Product, 'priceRange' | 'variants'>): number | null {
  const prices = product.variants.map((variant) => variant.price)
  if (prices.length > 0) return Math.min(...prices)
  return parsePriceRange(product.priceRange)
}

// Services are sold by quote and products without a price are 'Sob consulta': both sort last.
const priceOf = (entry: Entry): number =>
  ('priceRange' in entry ? startingPrice(entry) : null) ?? Number.POSITIVE_INFINITY

// One collator for every comparison, built on first use: localeCompare with a locale builds one
// per call, which made sorting the catalogue a long task on a slow phone.
let collator: Intl.Collator | undefined
const ptBrCollator = () => (collator ??= new Intl.Collator('pt-BR'))
const compareText = (a: string, b: string) => ptBrCollator().compare(a, b)

const byName = (a: Entry, b: Entry) => compareText(a.title, b.title)

const COMPARATORS: Record<CatalogueSort, (a: Entry, b: Entry) => number> = {
  nome: byName,
  preco: (a, b) => priceOf(a) - priceOf(b) || byName(a, b),
  categoria: (a, b) => compareText(a.category, b.category) || byName(a, b),
}

/** Title, description, category and features: what a visitor may type to find an entry. */
const haystack = (entry: Entry) =>
  foldText([entry.title, entry.description, entry.category, ...entry.features].join(' '))

/**
 * The catalogue screen's list: the entries of the chosen category containing every word typed
 * (in any order), in the chosen order. The input is left untouched.
 */
export function filterCatalogue<T extends Entry>(
  entries: readonly T[],
  search: CatalogueSearch,
): T[] {
  const terms = foldText(search.busca).split(/\s+/).filter(Boolean)
  return entries
    .filter((entry) => search.categoria === ALL_CATEGORIES || entry.category === search.categoria)
    .filter((entry) => {
      const text = haystack(entry)
      return terms.every((term) => text.includes(term))
    })
    .sort(COMPARATORS[search.ordem])
}

/** Whether 'Limpar filtros' has anything to clear. */
export const hasActiveFilters = (search: CatalogueSearch): boolean =>
  search.busca !== '' || search.categoria !== ALL_CATEGORIES || search.ordem !== 'nome'
