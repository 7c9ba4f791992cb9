import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FAQ } from './catalogue/landing.ts'
import { findProduct, PRODUCTS } from './catalogue/products.ts'
import type { Product } from './catalogue/types.ts'
import { DEFAULT_COMPANY } from './company.ts'
import {
  faqPageData,
  organizationData,
  productData,
  softwareApplicationData,
  structuredDataText,
} from './structured-data.ts'

const ORIGIN = 'https://atendimento.example'
const product = (id: string) => findProduct(id) as Product

describe('structured data (JSON-LD)', () => {
  it('describes the organization with its contacts', () => {
    const data = organizationData(DEFAULT_COMPANY, ORIGIN)
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: DEFAULT_COMPANY.tradeName,
      legalName: DEFAULT_COMPANY.registeredName,
      url: ORIGIN,
      logo: `${ORIGIN}/icon-512.png`,
      contactPoint: { telephone: `+${DEFAULT_COMPANY.phone}`, availableLanguage: 'pt-BR' },
    })
  })

  it('describes the desktop app', () => {
    expect(softwareApplicationData('Automação', ORIGIN)).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'Atendimento Inteligente',
      description: 'Automação',
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Windows, macOS, Linux',
    })
  })

  it('turns every FAQ item into a question with its answer, in order', () => {
    const data = faqPageData(FAQ)
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toEqual(
      FAQ.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    )
  })

  it.each([
    // id, low, high, offers, availability
    ['caneca-personalizada', '34.90', '44.90', 3, 'InStock'],
    ['combo-escritorio', '59.90', '59.90', 1, 'InStock'],
  ] as const)('offers %s from %s to %s reais', (id, low, high, count, availability) => {
    expect(productData(product(id), ORIGIN).offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'BRL',
      lowPrice: low,
      highPrice: high,
      offerCount: count,
      availability: `https://schema.org/${availability}`,
      url: `${ORIGIN}/produto/${id}`,
    })
  })

  it('marks a product not yet on sale as a pre-order, and leaves out offers with no price', () => {
    const soon = { ...product('combo-escritorio'), available: false }
    expect(productData(soon, ORIGIN).offers).toMatchObject({
      availability: 'https://schema.org/PreOrder',
    })
    const unpriced = { ...soon, variants: [], priceRange: 'Sob consulta' }
    expect(productData(unpriced, ORIGIN)).not.toHaveProperty('offers')
  })

  it('gives every catalogue product a price range whose low is at most its high', () => {
    for (const item of PRODUCTS) {
      const offers = productData(item, ORIGIN).offers as { lowPrice: string; highPrice: string }
      expect(Number(offers.lowPrice)).toBeLessThanOrEqual(Number(offers.highPrice))
    }
  })

  it('escapes < so no text can close the script element, and parses back to the same data', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (question, answer) => {
        const data = faqPageData([{ question, answer }])
        const text = structuredDataText(data)
        expect(text).not.toContain('<')
        expect(JSON.parse(text)).toEqual(data)
      }),
    )
  })
})
