import {
  type AddToCartInput,
  addToCart,
  clearCart,
  removeFromCart,
  setQuantity,
} from '@atendimento/domain/cart'
import type { CartItem } from '@atendimento/domain/schemas/cart'
import { atom, type Setter } from 'jotai'
import { cartLinesAtom } from './cart-store.ts'
import { readStoredCart, writeStoredCart } from './stored-cart.ts'

function save(set: Setter, items: CartItem[]) {
  set(cartLinesAtom, items)
  writeStoredCart(items)
}

export type AddResult = { ok: true } | { ok: false; message: string }

/** Adds a line (domain rules) and reports a refusal's pt-BR message. */
export const addToCartAtom = atom(null, (get, set, input: AddToCartInput): AddResult => {
  // Start from what is stored, not only the in-memory list: a product page may add before
  // anything subscribed to the cart.
  const current = get(cartLinesAtom).length > 0 ? get(cartLinesAtom) : readStoredCart()
  const result = addToCart(current, input, new Date().toISOString())
  if (!result.ok) return result
  save(set, result.items)
  return { ok: true }
})

export const setQuantityAtom = atom(null, (get, set, id: string, quantity: number) =>
  save(set, setQuantity(get(cartLinesAtom), id, quantity)),
)

export const removeFromCartAtom = atom(null, (get, set, id: string) =>
  save(set, removeFromCart(get(cartLinesAtom), id)),
)

export const clearCartAtom = atom(null, (_get, set) => save(set, clearCart()))
