import type { FaqItem } from './catalogue/landing.ts'
import type { Product } from './catalogue/types.ts'
import type { CompanyConfig } from './company.ts'
import { APP_NAME } from './constants.ts'
import { parsePriceRange } from './money.ts'

/** A schema.org node as search engines read it from a `<script type="application/ld+json">`. */
export interface StructuredData {
  '@context': 'https://schema.org'
  '@type': string
  [property: string]: unknown
}

const SCHEMA = 'https://schema.org' as const

export function organizationData(company: CompanyConfig, origin: string): StructuredData {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: company.tradeName,
    legalName: company.registeredName,
    url: origin,
    logo: `${origin}/icon-512.png`,
    email: company.contactEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: `+${company.phone}`,
      email: company.salesEmail,
      availableLanguage: 'pt-BR',
    },
  }
}

export function softwareApplicationData(description: string, origin: string): StructuredData {
  return {
    '@context': SCHEMA,
    '@type': 'SoftwareApplication',
    name: APP_NAME,
    description,
    url: origin,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Windows, macOS, Linux',
    inLanguage: 'pt-BR',
  }
}

export function faqPageData(items: readonly FaqItem[]): StructuredData {
  return {
    '@context': SCHEMA,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

// Variant prices when there are variants; otherwise the one amount the price text states.
function pricesOf(product: Product): number[] {
  if (product.variants.length > 0) return product.variants.map((variant) => variant.price)
  const price = parsePriceRange(product.priceRange)
  return price === null ? [] : [price]
}

export function productData(product: Product, origin: string): StructuredData {
  const prices = pricesOf(product)
  const url = `${origin}/produto/${product.id}`
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.title,
    description: product.description,
    category: product.category,
    url,
    ...(prices.length > 0 && {
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'BRL',
        lowPrice: Math.min(...prices).toFixed(2),
        highPrice: Math.max(...prices).toFixed(2),
        offerCount: prices.length,
        availability: `${SCHEMA}/${product.available ? 'InStock' : 'PreOrder'}`,
        url,
      },
    }),
  }
}

/** The node as script text: `<` escaped so no string in it can close the script element. */
export const structuredDataText = (data: StructuredData | readonly StructuredData[]): string =>
  JSON.stringify(data).replace(/</g, '\\u003c')
