import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ADD_TO_CART_MESSAGES,
  addToCart,
  type CartableProduct,
  type CartableVariant,
  canAddToCart,
  cartItemId,
  cartTotals,
  clearCart,
  lineTotal,
  loadCart,
  preselectVariant,
  removeFromCart,
  saveCart,
  serializeCart,
  setQuantity,
  unitPrice,
} from './cart.ts'
import { findProduct } from './catalogue/products.ts'
import { CART_EXPIRY_MS, DAY_MS } from './constants.ts'
import type { CartItem } from './schemas/cart.ts'

const at = '2026-07-01T12:00:00.000Z'
const mug = findProduct('caneca-personalizada') as CartableProduct
const mousepad = findProduct('mousepad-personalizado') as CartableProduct
const [white, colored] = mug.variants as [
  CartableProduct['variants'][0],
  CartableProduct['variants'][0],
]

function add(
  items: CartItem[],
  product: CartableProduct,
  variant: CartableVariant | null = null,
  quantity?: number,
) {
  const result = addToCart(items, { product, variant, quantity }, at)
  if (!result.ok) throw new Error(result.message)
  return result.items
}

describe('add to cart (spec 4 and 5)', () => {
  it('appends a new line with the unit price and quantity 1 by default', () => {
    expect(add([], mug, white)).toEqual([
      {
        id: 'caneca-personalizada-branca-325ml',
        productId: 'caneca-personalizada',
        product: { id: mug.id, title: mug.title, category: 'Sublimação' },
        variant: { id: white.id, name: white.name, price: 34.9 },
        quantity: 1,
        price: 34.9,
        createdAt: at,
      },
    ])
  })

  it('increments the same product and variant instead of adding a line', () => {
    const items = add(add([], mug, white), mug, white, 2)
    expect(items).toHaveLength(1)
    expect(items[0]?.quantity).toBe(3)
  })

  it('keeps different variants on different lines', () => {
    expect(add(add([], mug, white), mug, colored).map((item) => item.id)).toEqual([
      'caneca-personalizada-branca-325ml',
      'caneca-personalizada-alca-colorida-325ml',
    ])
  })

  it.each([
    ['a product id alone', 'p', undefined, 'p'],
    ['product and variant joined by a hyphen', 'p', 'v', 'p-v'],
  ])('id is %s', (_, product, variant, id) => {
    expect(cartItemId(product, variant)).toBe(id)
  })

  it("refuses an unavailable product with 'Este produto não está disponível no momento'", () => {
    const result = addToCart([], { product: { ...mousepad, available: false } }, at)
    expect(result).toEqual({ ok: false, message: 'Este produto não está disponível no momento' })
  })

  it('refuses an unavailable variant with the same message', () => {
    const result = addToCart([], { product: mug, variant: { ...white, available: false } }, at)
    expect(result).toEqual({ ok: false, message: ADD_TO_CART_MESSAGES.unavailable })
  })

  it("refuses a variant product with no variant: 'Por favor, selecione uma variação do produto'", () => {
    expect(addToCart([], { product: mug }, at)).toEqual({
      ok: false,
      message: 'Por favor, selecione uma variação do produto',
    })
    expect(canAddToCart(mug)).toBe(false)
    expect(canAddToCart(mug, white)).toBe(true)
  })

  it.each([
    ['the variant price when a variant is chosen', mug, 'white', 34.9],
    ['the first amount of priceRange without variants', mousepad, null, 29.9],
    ['0 for a variant product with none chosen', mug, null, 0],
    ['0 when priceRange has no amount', { ...mousepad, priceRange: 'Sob consulta' }, null, 0],
  ])('unit price is %s', (_, product, variant, price) => {
    expect(unitPrice(product, variant ? white : null)).toBe(price)
  })

  it('preselects the first available variant', () => {
    expect(preselectVariant(mug)?.id).toBe('branca-325ml')
    expect(
      preselectVariant({ ...mug, variants: [{ ...white, available: false }, colored] })?.id,
    ).toBe(colored.id)
    expect(preselectVariant(mousepad)).toBeNull()
  })
})

describe('remove, setQuantity, clear, totals', () => {
  const items = add(add([], mug, white, 3), mousepad)

  it('removes a line', () => {
    expect(removeFromCart(items, mousepad.id).map((item) => item.id)).toEqual([
      'caneca-personalizada-branca-325ml',
    ])
  })

  it.each([0, -1])('setQuantity(%i) removes the line', (quantity) => {
    expect(setQuantity(items, mousepad.id, quantity)).toHaveLength(1)
  })

  it.each([0.5, Number.NaN])(
    'setQuantity(%d) removes the line (never keeps a zero)',
    (quantity) => {
      expect(setQuantity(items, mousepad.id, quantity)).toHaveLength(1)
    },
  )

  it.each([
    [0, 1],
    [-3, 1],
    [2.7, 2],
  ])('adding quantity %d stores %i', (quantity, stored) => {
    expect(add([], mousepad, null, quantity)[0]?.quantity).toBe(stored)
  })

  it('setQuantity changes the quantity', () => {
    expect(setQuantity(items, mousepad.id, 4)[1]?.quantity).toBe(4)
  })

  it('clears', () => {
    expect(clearCart()).toEqual([])
  })

  it('totals items, total and itemCount exactly to the cent', () => {
    const totals = cartTotals(items)
    expect(totals.total).toBe(134.6)
    expect(totals.itemCount).toBe(4)
    expect(totals.items).toEqual(items)
    expect(lineTotal({ price: 34.9, quantity: 3 })).toBe(104.7)
  })
})

describe('saving and loading (spec 4: 7-day expiry)', () => {
  const items = add([], mug, white)
  const savedAt = Date.UTC(2026, 6, 1)

  it('stores items with a timestamp', () => {
    expect(saveCart(items, savedAt)).toEqual({ items, timestamp: savedAt })
  })

  it.each([
    ['just saved', 0, 'fresh'],
    ['exactly 7 days later', CART_EXPIRY_MS, 'fresh'],
    ['7 days and 1 ms later', CART_EXPIRY_MS + 1, 'expired'],
    ['8 days later', 8 * DAY_MS, 'expired'],
  ])('a cart loaded %s is %s', (_, elapsed, status) => {
    const result = loadCart(serializeCart(items, savedAt), savedAt + elapsed)
    expect(result.status).toBe(status)
    expect(result.items).toEqual(status === 'fresh' ? items : [])
  })

  it.each([
    ['broken JSON', '{'],
    ['a wrong shape', '{"items":"x","timestamp":1}'],
    ['an invalid line', JSON.stringify({ items: [{ id: 'x' }], timestamp: 1 })],
  ])('reports %s as unreadable, with a reason to log', (_, raw) => {
    const result = loadCart(raw, savedAt)
    expect(result.status).toBe('unreadable')
    expect(result.items).toEqual([])
    expect(result.status === 'unreadable' && result.reason.length > 0).toBe(true)
  })

  it.each([null, ''])('reads nothing stored (%j) as empty', (raw) => {
    expect(loadCart(raw, savedAt)).toEqual({ status: 'empty', items: [] })
  })
})

describe('cart properties', () => {
  const line = fc.record({
    productId: fc.constantFrom('a', 'b', 'c', 'd'),
    price: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    quantity: fc.integer({ min: 1, max: 50 }),
  })

  const cartOf = (lines: { productId: string; price: number; quantity: number }[]) =>
    lines.reduce<CartItem[]>((items, { productId, price, quantity }) => {
      const product: CartableProduct = {
        id: productId,
        title: productId,
        category: 'Sublimação',
        priceRange: '',
        available: true,
        hasVariants: true,
        variants: [],
      }
      const variant = { id: String(price), name: 'v', price, available: true }
      return add(items, product, variant, quantity)
    }, [])

  it('total equals the sum of its lines and itemCount the sum of quantities', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const items = cartOf(lines)
        const totals = cartTotals(items)
        const sumCents = items.reduce((sum, item) => sum + Math.round(lineTotal(item) * 100), 0)
        expect(Math.round(totals.total * 100)).toBe(sumCents)
        expect(totals.itemCount).toBe(lines.reduce((sum, { quantity }) => sum + quantity, 0))
      }),
    )
  })

  it('setQuantity(0) removes the line and nothing else', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), fc.nat(), (lines, pick) => {
        const items = cartOf(lines)
        const target = items[pick % items.length] as CartItem
        const after = setQuantity(items, target.id, 0)
        expect(after.find((item) => item.id === target.id)).toBeUndefined()
        expect(after).toHaveLength(items.length - 1)
      }),
    )
  })
})
