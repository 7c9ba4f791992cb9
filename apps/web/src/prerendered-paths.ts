import { PRODUCTS } from '@atendimento/domain/catalogue/products'
import { SERVICES } from '@atendimento/domain/catalogue/services'

/**
 * Public routes written to static HTML at build time (the 404 page is '/404'). Their markup
 * depends on nothing but the build: no theme, clock, session or visitor (rendered anonymous).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/produtos',
  ...PRODUCTS.map((product) => `/produto/${product.id}`),
  ...SERVICES.map((service) => `/servico/${service.id}`),
  '/download',
  '/demo',
  '/por-que-escolher',
  '/termos',
  '/privacidade',
  '/cookies',
  // Sign-in pages are the same for every visitor until the app starts (it sends a signed-in
  // visitor on): as HTML they paint at once instead of after the app's code.
  '/login',
  '/registro',
  '/404',
]
