import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ALL_CATEGORIES,
  CATALOGUE_DEFAULTS,
  CATALOGUE_SORTS,
  type CatalogueSearch,
} from '../schemas/search.ts'
import {
  CATALOGUE_CATEGORIES,
  filterCatalogue,
  foldText,
  hasActiveFilters,
  normalizeCatalogueSearch,
  startingPrice,
} from './filter.ts'
import { findProduct, PRODUCTS } from './products.ts'
import { SERVICES } from './services.ts'
import type { Product, Service } from './types.ts'

const ENTRIES: readonly (Product | Service)[] = [...PRODUCTS, ...SERVICES]
const search = (changes: Partial<CatalogueSearch>): CatalogueSearch => ({
  ...CATALOGUE_DEFAULTS,
  ...changes,
})
const ids = (changes: Partial<CatalogueSearch>, entries = ENTRIES) =>
  filterCatalogue(entries, search(changes)).map((entry) => entry.id)

describe('catalogue search, filter and sort (spec section 2, /produtos)', () => {
  it('lists the categories once each, products first', () => {
    expect(CATALOGUE_CATEGORIES).toEqual([
      'Sublimação',
      'Impressão 3D',
      'Corte a laser',
      'Criação de sites',
    ])
  })

  // Issue 29: the services 'Sublimação' and 'Impressão 3D' were filed under 'Personalização' and
  // 'Fabricação', so the filters of their own names hid them.
  it.each<[string, string[]]>([
    [
      'Sublimação',
      ['caneca-personalizada', 'combo-escritorio', 'mousepad-personalizado', 'sublimacao'],
    ],
    ['Impressão 3D', ['impressao-3d', 'pecas-3d']],
    ['Corte a laser', ['corte-a-laser']],
    ['Criação de sites', ['sites']],
  ])('the filter %s lists %j', (categoria, expected) => {
    expect(ids({ categoria })).toEqual(expected)
  })

  it.each(CATALOGUE_CATEGORIES.map((category) => [category]))(
    'the filter %s finds every entry whose title names it',
    (categoria) => {
      const named = ENTRIES.filter((entry) => foldText(entry.title).includes(foldText(categoria)))
      const found = ids({ categoria })
      for (const entry of named) expect(found).toContain(entry.id)
    },
  )

  it.each([
    ['caneca-personalizada', 34.9],
    ['pecas-3d', 9.9],
    ['combo-escritorio', 59.9],
    ['mousepad-personalizado', 29.9],
  ])('%s starts at R$ %d', (id, price) => {
    expect(startingPrice(findProduct(id) as Product)).toBe(price)
  })

  it('has no starting price for a product sold on request', () => {
    expect(startingPrice({ priceRange: 'Sob consulta', variants: [] })).toBeNull()
  })

  it.each<[Partial<CatalogueSearch>, string[]]>([
    [
      {},
      [
        'caneca-personalizada',
        'combo-escritorio',
        'corte-a-laser',
        'sites',
        'impressao-3d',
        'mousepad-personalizado',
        'pecas-3d',
        'sublimacao',
      ],
    ],
    [
      { ordem: 'preco' },
      [
        'pecas-3d',
        'mousepad-personalizado',
        'caneca-personalizada',
        'combo-escritorio',
        // Services are sold by quote, so they come last, by name.
        'corte-a-laser',
        'sites',
        'impressao-3d',
        'sublimacao',
      ],
    ],
    [
      { ordem: 'categoria' },
      [
        'corte-a-laser',
        'sites',
        'impressao-3d',
        'pecas-3d',
        'caneca-personalizada',
        'combo-escritorio',
        'mousepad-personalizado',
        'sublimacao',
      ],
    ],
    // The sublimation service's features mention mugs, and the mug's description 3D printing.
    [{ busca: 'CANECA' }, ['caneca-personalizada', 'combo-escritorio', 'sublimacao']],
    [{ busca: 'impressao' }, ['caneca-personalizada', 'impressao-3d', 'pecas-3d']],
    [{ busca: '  caneca   combo ' }, ['combo-escritorio']],
    [{ busca: 'combo caneca' }, ['combo-escritorio']],
    [{ busca: 'nada disso' }, []],
    [{ busca: 'caneca', categoria: 'Impressão 3D' }, []],
  ])('%j lists %j', (changes, expected) => {
    expect(ids(changes)).toEqual(expected)
  })

  it.each<[Partial<CatalogueSearch>, boolean]>([
    [{}, false],
    [{ busca: 'x' }, true],
    [{ categoria: 'Corte a laser' }, true],
    [{ ordem: 'preco' }, true],
  ])('%j has active filters: %s', (changes, active) => {
    expect(hasActiveFilters(search(changes))).toBe(active)
  })

  it.each([
    ['Impressão 3D', 'Impressão 3D'],
    [ALL_CATEGORIES, ALL_CATEGORIES],
    ['Inexistente', ALL_CATEGORIES],
    ['impressão 3d', ALL_CATEGORIES],
    // A link saved before issue 29 named a category that is gone: it shows everything.
    ['Fabricação', ALL_CATEGORIES],
  ])('reads the category %s as %s', (categoria, expected) => {
    expect(normalizeCatalogueSearch(search({ categoria })).categoria).toBe(expected)
  })

  it.each([
    ['Impressão 3D', 'impressao 3d'],
    ['  SUBLIMAÇÃO ', 'sublimacao'],
    ['Ação e Reação', 'acao e reacao'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded)
  })
})

const WORDS = [
  ...new Set(ENTRIES.flatMap((entry) => `${entry.title} ${entry.category}`.split(/\s+/))),
]
const entriesArbitrary = fc.shuffledSubarray([...ENTRIES])
const searchArbitrary: fc.Arbitrary<CatalogueSearch> = fc.record({
  busca: fc.oneof(
    fc.constant(''),
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
    fc.string({ maxLength: 6 }),
  ),
  categoria: fc.constantFrom(ALL_CATEGORIES, 'Inexistente', ...CATALOGUE_CATEGORIES),
  ordem: fc.constantFrom(...CATALOGUE_SORTS),
})

describe('catalogue filter properties', () => {
  it('returns a subset of the entries, each once, and leaves the input as it was', () => {
    fc.assert(
      fc.property(entriesArbitrary, searchArbitrary, (entries, query) => {
        const before = [...entries]
        const result = filterCatalogue(entries, query)
        expect(entries).toEqual(before)
        expect(new Set(result).size).toBe(result.length)
        for (const entry of result) expect(entries).toContain(entry)
      }),
    )
  })

  it('keeps only the chosen category, and everything when no filter is set', () => {
    fc.assert(
      fc.property(entriesArbitrary, searchArbitrary, (entries, query) => {
        const result = filterCatalogue(entries, query)
        if (query.categoria !== ALL_CATEGORIES) {
          for (const entry of result) expect(entry.category).toBe(query.categoria)
        } else if (query.busca.trim() === '') {
          expect(result).toHaveLength(entries.length)
        }
      }),
    )
  })

  it('does not depend on the order the entries come in', () => {
    fc.assert(
      fc.property(entriesArbitrary, searchArbitrary, (entries, query) => {
        const reversed = filterCatalogue([...entries].reverse(), query)
        expect(reversed).toEqual(filterCatalogue(entries, query))
      }),
    )
  })

  it('ignores case and accents in what is typed', () => {
    fc.assert(
      fc.property(entriesArbitrary, searchArbitrary, (entries, query) => {
        const shouted = { ...query, busca: query.busca.toUpperCase() }
        const folded = { ...query, busca: foldText(query.busca) }
        const expected = filterCatalogue(entries, query)
        expect(filterCatalogue(entries, shouted)).toEqual(expected)
        expect(filterCatalogue(entries, folded)).toEqual(expected)
      }),
    )
  })

  it('narrows, never widens, as more words are typed', () => {
    fc.assert(
      fc.property(entriesArbitrary, searchArbitrary, fc.constantFrom(...WORDS), (e, query, w) => {
        const wider = filterCatalogue(e, query)
        const narrower = filterCatalogue(e, { ...query, busca: `${query.busca} ${w}` })
        for (const entry of narrower) expect(wider).toContain(entry)
      }),
    )
  })

  it('sorts by the chosen key', () => {
    const collator = new Intl.Collator('pt-BR')
    const price = (entry: Product | Service) =>
      'priceRange' in entry ? (startingPrice(entry) ?? Infinity) : Infinity
    fc.assert(
      fc.property(entriesArbitrary, searchArbitrary, (entries, query) => {
        const result = filterCatalogue(entries, query)
        for (let i = 1; i < result.length; i++) {
          const [a, b] = [result[i - 1] as Product | Service, result[i] as Product | Service]
          if (query.ordem === 'preco') expect(price(a)).toBeLessThanOrEqual(price(b))
          if (query.ordem === 'categoria')
            expect(collator.compare(a.category, b.category)).toBeLessThanOrEqual(0)
          if (query.ordem === 'nome') expect(collator.compare(a.title, b.title)).toBeLessThan(0)
        }
      }),
    )
  })
})
