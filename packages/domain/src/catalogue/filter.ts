import { parsePriceRange } from '../money.ts'
import type { CatalogueSearch } from '../schemas/search.ts'
import type { Product } from './types.ts'

/** The lowest price a product can be bought for, in reais: its cheapest variant or its priceRange. */
export function startingPrice(product: Pick<Product, 'priceRange' | 'variants'>): number {
  const prices = product.variants.map((variant) => variant.price)
  if (prices.length > 0) return Math.min(...prices)
  return parsePriceRange(product.priceRange) ?? 0
}

/** Case- and accent-insensitive, so 'sublimacao' finds 'Sublimação'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

const compareText = (a: string, b: string) => a.localeCompare(b, 'pt-BR')

/** The catalogue screen: text search, category filter and sort by name, price or category. */
export function filterProducts(
  products: readonly Product[],
  search: Partial<CatalogueSearch>,
): Product[] {
  const query = fold(search.q ?? '').trim()
  const matches = products.filter(
    (product) =>
      (!search.category || product.category === search.category) &&
      (!query ||
        [product.title, product.description, product.category].some((text) =>
          fold(text).includes(query),
        )),
  )
  const sort = search.sort ?? 'name'
  return matches.sort((a, b) => {
    if (sort === 'price') return startingPrice(a) - startingPrice(b)
    if (sort === 'category')
      return compareText(a.category, b.category) || compareText(a.title, b.title)
    return compareText(a.title, b.title)
  })
}
