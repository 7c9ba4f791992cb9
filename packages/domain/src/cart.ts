import * as v from 'valibot'
import { cartItemCount } from './cart-count.ts'
import type { Product, ProductVariant } from './catalogue/types.ts'
import { CART_EXPIRY_MS } from './constants.ts'
import { parsePriceRange, reaisToCents } from './money.ts'
import { type CartItem, type StoredCart, storedCartSchema } from './schemas/cart.ts'

export const ADD_TO_CART_MESSAGES = {
  unavailable: 'Este produto não está disponível no momento',
  selectVariant: 'Por favor, selecione uma variação do produto',
} as const

export const DEFAULT_QUANTITY = 1

/** What adding to the cart needs to know about a product. */
export type CartableProduct = Pick<
  Product,
  'id' | 'title' | 'category' | 'priceRange' | 'available' | 'hasVariants' | 'variants'
>
export type CartableVariant = Pick<ProductVariant, 'id' | 'name' | 'price' | 'available'>

export interface CartTotals {
  items: CartItem[]
  /** Sum of unit price times quantity, in reais, rounded to the cent. */
  total: number
  /** Sum of quantities. */
  itemCount: number
}

export type AddToCartCheck = { ok: true } | { ok: false; message: string }
export type AddToCartResult = { ok: true; items: CartItem[] } | { ok: false; message: string }

/** The product id, or product id and variant id joined by a hyphen. */
export function cartItemId(productId: string, variantId?: string | null): string {
  return variantId ? `${productId}-${variantId}` : productId
}

/**
 * The variant's price when one is chosen; otherwise, for a product without variants, the first
 * amount of its priceRange; otherwise 0.
 */
export function unitPrice(product: CartableProduct, variant?: CartableVariant | null): number {
  if (variant) return variant.price
  if (!product.hasVariants) return parsePriceRange(product.priceRange) ?? 0
  return 0
}

/** The refusals of spec section 5, in the order the product page checks them. */
export function checkAddToCart(
  product: CartableProduct,
  variant?: CartableVariant | null,
): AddToCartCheck {
  if (!product.available || (variant && !variant.available)) {
    return { ok: false, message: ADD_TO_CART_MESSAGES.unavailable }
  }
  if (product.hasVariants && !variant) {
    return { ok: false, message: ADD_TO_CART_MESSAGES.selectVariant }
  }
  return { ok: true }
}

/** The add button is enabled only when adding would be accepted. */
export function canAddToCart(product: CartableProduct, variant?: CartableVariant | null): boolean {
  return checkAddToCart(product, variant).ok
}

/** Products with variants start on their first available variant. */
export function preselectVariant<TVariant extends CartableVariant>(product: {
  hasVariants: boolean
  variants: readonly TVariant[]
}): TVariant | null {
  if (!product.hasVariants) return null
  return product.variants.find((variant) => variant.available) ?? null
}

export interface AddToCartInput {
  product: CartableProduct
  variant?: CartableVariant | null
  quantity?: number
}

/**
 * Adds a line, or raises the quantity of the line with the same product and variant.
 * `createdAt` is the ISO time of the click, passed in because the domain reads no clock.
 */
export function addToCart(
  items: readonly CartItem[],
  input: AddToCartInput,
  createdAt: string,
): AddToCartResult {
  const { product, variant = null } = input
  // A stored line must stay a whole quantity of at least 1, or the saved cart stops parsing.
  const quantity = Math.max(DEFAULT_QUANTITY, Math.trunc(input.quantity ?? DEFAULT_QUANTITY) || 0)
  const check = checkAddToCart(product, variant)
  if (!check.ok) return check
  const id = cartItemId(product.id, variant?.id)
  const existing = items.find((item) => item.id === id)
  if (existing) {
    return {
      ok: true,
      items: items.map((item) =>
        item.id === id ? { ...item, quantity: item.quantity + quantity } : item,
      ),
    }
  }
  const line: CartItem = {
    id,
    productId: product.id,
    product: { id: product.id, title: product.title, category: product.category },
    variant: variant ? { id: variant.id, name: variant.name, price: variant.price } : null,
    quantity,
    price: unitPrice(product, variant),
    createdAt,
  }
  return { ok: true, items: [...items, line] }
}

export function removeFromCart(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id)
}

/** A quantity of 0 or less removes the line. */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  const whole = Math.trunc(quantity)
  if (!(whole > 0)) return removeFromCart(items, id)
  return items.map((item) => (item.id === id ? { ...item, quantity: whole } : item))
}

export function clearCart(): CartItem[] {
  return []
}

/** A line's total in reais, computed in cents so 3 x 34,90 is exactly 104,70. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return (reaisToCents(item.price) * item.quantity) / 100
}

export function cartTotals(items: readonly CartItem[]): CartTotals {
  const cents = items.reduce((sum, item) => sum + reaisToCents(item.price) * item.quantity, 0)
  return { items: [...items], total: cents / 100, itemCount: cartItemCount(items) }
}

/** The stored cart, stamped with the save time (ms since the epoch). */
export function saveCart(items: readonly CartItem[], now: number): StoredCart {
  return { items: [...items], timestamp: now }
}

export function serializeCart(items: readonly CartItem[], now: number): string {
  return JSON.stringify(saveCart(items, now))
}

export type CartLoadResult =
  | { status: 'empty'; items: [] }
  | { status: 'fresh'; items: CartItem[]; savedAt: number }
  | { status: 'expired'; items: []; savedAt: number }
  | { status: 'unreadable'; items: []; reason: string }

/**
 * Reads the stored cart. A cart saved more than 7 days before `now` is expired (discard it);
 * one that does not parse is unreadable (remove it and log why).
 */
export function loadCart(raw: string | null, now: number): CartLoadResult {
  if (raw === null || raw === '') return { status: 'empty', items: [] }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch (error) {
    return { status: 'unreadable', items: [], reason: (error as Error).message }
  }
  const parsed = v.safeParse(storedCartSchema, data)
  if (!parsed.success) {
    return { status: 'unreadable', items: [], reason: v.summarize(parsed.issues) }
  }
  const { items, timestamp } = parsed.output
  if (now - timestamp > CART_EXPIRY_MS) return { status: 'expired', items: [], savedAt: timestamp }
  return { status: 'fresh', items, savedAt: timestamp }
}
