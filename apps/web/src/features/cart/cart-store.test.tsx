import { serializeCart } from '@atendimento/domain/cart'
import { PRODUCTS } from '@atendimento/domain/catalogue/products'
import { DAY_MS } from '@atendimento/domain/constants'
import { makeCartItem } from '@atendimento/domain/testing/cart'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addToCartAtom, setQuantityAtom } from './cart-actions.ts'
import { cartItemsAtom } from './cart-store.ts'

const mousepad = PRODUCTS.find((product) => !product.hasVariants)
const caneca = PRODUCTS.find((product) => product.hasVariants)
if (!mousepad || !caneca) throw new Error('catálogo sem os produtos esperados')

/** A store whose cart has been read from storage (the header does this after mount). */
function mountedStore() {
  const store = createStore()
  store.sub(cartItemsAtom, () => {})
  return store
}

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('cart persistence (spec section 4)', () => {
  // The stored cart is parsed by code loaded on demand: its lines arrive a moment after mount.
  it('reads back a cart saved less than 7 days ago', async () => {
    const item = makeCartItem({}, { seed: 7 })
    localStorage.setItem('cart', serializeCart([item], Date.now() - 6 * DAY_MS))
    const store = mountedStore()
    await expect.poll(() => store.get(cartItemsAtom)).toEqual([item])
  })

  it('discards a cart saved more than 7 days ago', async () => {
    const informed = vi.spyOn(console, 'info').mockImplementation(() => {})
    localStorage.setItem('cart', serializeCart([makeCartItem()], Date.now() - 8 * DAY_MS))
    const store = mountedStore()
    await expect.poll(() => informed.mock.calls.length).toBe(1)
    expect(store.get(cartItemsAtom)).toEqual([])
    expect(localStorage.getItem('cart')).toBeNull()
  })

  it('removes an unreadable cart and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem('cart', '{"items": "não é uma lista"')
    const store = mountedStore()
    await expect.poll(() => logged.mock.calls.length).toBeGreaterThan(0)
    expect(store.get(cartItemsAtom)).toEqual([])
    expect(localStorage.getItem('cart')).toBeNull()
  })

  it('reads nothing, and loads nothing, when no cart is stored', () => {
    expect(mountedStore().get(cartItemsAtom)).toEqual([])
  })

  it('saves the lines with the time of the save', () => {
    const store = mountedStore()
    const before = Date.now()
    expect(store.set(addToCartAtom, { product: mousepad })).toEqual({ ok: true })
    const saved = JSON.parse(localStorage.getItem('cart') ?? 'null')
    expect(saved.items).toHaveLength(1)
    expect(saved.items[0]).toMatchObject({ id: mousepad.id, quantity: 1, price: 29.9 })
    expect(saved.timestamp).toBeGreaterThanOrEqual(before)
  })

  it('adds to the same line for the same product and variant, and drops a line set to 0', () => {
    const store = mountedStore()
    const variant = caneca.variants[1]
    store.set(addToCartAtom, { product: caneca, variant })
    store.set(addToCartAtom, { product: caneca, variant })
    const [line] = store.get(cartItemsAtom)
    expect(line).toMatchObject({ id: `${caneca.id}-${variant?.id}`, quantity: 2, price: 39.9 })
    store.set(setQuantityAtom, line?.id ?? '', 0)
    expect(store.get(cartItemsAtom)).toEqual([])
    expect(localStorage.getItem('cart')).toBeNull()
  })

  it('refuses a variant product without a variant, with the spec message', () => {
    const result = mountedStore().set(addToCartAtom, { product: caneca })
    expect(result).toEqual({ ok: false, message: 'Por favor, selecione uma variação do produto' })
  })
})
