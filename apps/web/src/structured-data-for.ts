import { FAQ } from '@atendimento/domain/catalogue/landing'
import { findProduct } from '@atendimento/domain/catalogue/products'
import {
  faqPageData,
  organizationData,
  productData,
  type StructuredData,
  softwareApplicationData,
  structuredDataText,
} from '@atendimento/domain/structured-data'
import { COMPANY, SITE_ORIGIN } from './features/contact/site-config.ts'

const APP_DESCRIPTION =
  'Aplicativo para computador que automatiza o atendimento no WhatsApp Business com inteligência artificial.'

function structuredDataFor(path: string): StructuredData[] {
  if (path === '/') {
    return [
      organizationData(COMPANY, SITE_ORIGIN),
      softwareApplicationData(APP_DESCRIPTION, SITE_ORIGIN),
      faqPageData(FAQ),
    ]
  }
  const product = path.startsWith('/produto/')
    ? findProduct(path.slice('/produto/'.length))
    : undefined
  return product ? [productData(product, SITE_ORIGIN)] : []
}

/**
 * The JSON-LD block a prerendered page carries in its <head> ('' when it has none). Written at
 * build time only: search engines read the HTML, so the browser never downloads it as code.
 */
export function structuredDataScript(path: string): string {
  const data = structuredDataFor(path)
  if (data.length === 0) return ''
  return `<script type="application/ld+json">${structuredDataText(data)}</script>`
}
