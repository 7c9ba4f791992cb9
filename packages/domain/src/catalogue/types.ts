export const PRODUCT_CATEGORIES = ['Sublimação', 'Impressão 3D'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]
/**
 * A service is filed under the technique it offers, so the category filter 'Sublimação' or
 * 'Impressão 3D' finds the service of that name beside the products made with it.
 */
export const SERVICE_CATEGORIES = [
  ...PRODUCT_CATEGORIES,
  'Corte a laser',
  'Criação de sites',
] as const
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]

export interface ProductVariant {
  id: string
  name: string
  /** In reais, as the catalogue states it: 34.9 is R$ 34,90. */
  price: number
  available: boolean
  specifications: Record<string, string>
}

export interface Product {
  id: string
  title: string
  description: string
  category: ProductCategory
  features: string[]
  detailedDescription: string
  specifications: Record<string, string>
  images: string[]
  /** Text such as 'R$ 34,90 - R$ 44,90'; the first amount is the price without variants. */
  priceRange: string
  available: boolean
  hasVariants: boolean
  variants: ProductVariant[]
}

export interface Service {
  id: string
  title: string
  description: string
  category: ServiceCategory
  features: string[]
  detailedDescription: string
  specifications: Record<string, string>
  images: string[]
  process: string[]
  technologies: string[]
  available: boolean
}
