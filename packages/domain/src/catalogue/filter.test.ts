import { describe, expect, it } from 'vitest'
import { filterProducts, startingPrice } from './filter.ts'
import { findProduct, PRODUCTS } from './products.ts'

const ids = (search: Parameters<typeof filterProducts>[1]) =>
  filterProducts(PRODUCTS, search).map((product) => product.id)

describe('catalogue search, filter and sort', () => {
  it('starts from the cheapest variant or the priceRange', () => {
    expect(startingPrice(findProduct('caneca-personalizada') as never)).toBe(34.9)
    expect(startingPrice(findProduct('pecas-3d') as never)).toBe(9.9)
    expect(startingPrice(findProduct('combo-escritorio') as never)).toBe(59.9)
    expect(startingPrice({ priceRange: 'Sob consulta', variants: [] })).toBe(0)
  })

  it('sorts by name by default', () => {
    expect(ids({})).toEqual([
      'caneca-personalizada',
      'combo-escritorio',
      'mousepad-personalizado',
      'pecas-3d',
    ])
  })

  it('sorts by price', () => {
    expect(ids({ sort: 'price' })).toEqual([
      'pecas-3d',
      'mousepad-personalizado',
      'caneca-personalizada',
      'combo-escritorio',
    ])
  })

  it('sorts by category, then name', () => {
    expect(ids({ sort: 'category' })).toEqual([
      'pecas-3d',
      'caneca-personalizada',
      'combo-escritorio',
      'mousepad-personalizado',
    ])
  })

  it('filters by category and searches ignoring case and accents', () => {
    expect(ids({ category: 'Impressão 3D' })).toEqual(['pecas-3d'])
    expect(ids({ q: 'CANECA' })).toEqual(['caneca-personalizada', 'combo-escritorio'])
    expect(ids({ q: 'impressao' })).toEqual(['pecas-3d'])
    expect(ids({ q: 'nada disso' })).toEqual([])
  })
})
