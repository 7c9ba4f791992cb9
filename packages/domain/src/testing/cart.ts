import { cartItemId, unitPrice } from '../cart.ts'
import { PRODUCTS } from '../catalogue/products.ts'
import type { CartItem } from '../schemas/cart.ts'
import { createRandom, nextSeed } from './random.ts'
import { type FactoryOptions, isoDaysFrom2025 } from './user.ts'

/** A line of the cart built from a catalogue product (and one of its variants, when it has any). */
export function makeCartItem(
  overrides: Partial<CartItem> = {},
  options: FactoryOptions = {},
): CartItem {
  const random = createRandom(nextSeed(options.seed))
  const product = random.pick(PRODUCTS)
  const variant = product.hasVariants ? random.pick(product.variants) : null
  return {
    id: cartItemId(product.id, variant?.id),
    productId: product.id,
    product: { id: product.id, title: product.title, category: product.category },
    variant: variant && { id: variant.id, name: variant.name, price: variant.price },
    quantity: random.int(1, 5),
    price: unitPrice(product, variant),
    createdAt: isoDaysFrom2025(random.int(0, 300)),
    ...overrides,
  }
}
