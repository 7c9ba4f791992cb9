import {
  type AddToCartInput,
  addToCart,
  clearCart,
  loadCart,
  removeFromCart,
  serializeCart,
  setQuantity,
} from '@atendimento/domain/cart'
import type { CartItem } from '@atendimento/domain/schemas/cart'
import { CART_STORAGE_KEY } from '@atendimento/domain/storage-keys'
import { atom } from 'jotai'

/** Reads the stored cart: expired (7 days) is discarded, unreadable is removed, both logged. */
export function readStoredCart(now = Date.now()): CartItem[] {
  try {
    const result = loadCart(localStorage.getItem(CART_STORAGE_KEY), now)
    if (result.status === 'expired') {
      console.info('Carrinho com mais de 7 dias descartado.')
      localStorage.removeItem(CART_STORAGE_KEY)
    }
    if (result.status === 'unreadable') {
      console.error('Carrinho salvo ilegível, removido:', result.reason)
      localStorage.removeItem(CART_STORAGE_KEY)
    }
    return result.items
  } catch (error) {
    console.error('Falha ao ler o carrinho:', error)
    return []
  }
}

function writeStoredCart(items: readonly CartItem[]) {
  try {
    if (items.length === 0) localStorage.removeItem(CART_STORAGE_KEY)
    else localStorage.setItem(CART_STORAGE_KEY, serializeCart(items, Date.now()))
  } catch (error) {
    console.error('Falha ao salvar o carrinho:', error)
  }
}

const itemsAtom = atom<CartItem[]>([])
// Read on first subscription (an effect, after mount): the server render and hydration see an
// empty cart, and what this browser stored appears right after.
itemsAtom.onMount = (set) => {
  set(readStoredCart())
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) set(readStoredCart())
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/** The cart lines, persisted under `cart` with the save time. */
export const cartItemsAtom = atom(
  (get) => get(itemsAtom),
  (_get, set, items: CartItem[]) => {
    set(itemsAtom, items)
    writeStoredCart(items)
  },
)

export type AddResult = { ok: true } | { ok: false; message: string }

/** Adds a line (domain rules) and reports a refusal's pt-BR message. */
export const addToCartAtom = atom(null, (get, set, input: AddToCartInput): AddResult => {
  // Start from what is stored, not only the in-memory list: a product page may add before
  // anything subscribed to the cart.
  const current = get(itemsAtom).length > 0 ? get(itemsAtom) : readStoredCart()
  const result = addToCart(current, input, new Date().toISOString())
  if (!result.ok) return result
  set(cartItemsAtom, result.items)
  return { ok: true }
})

export const setQuantityAtom = atom(null, (get, set, id: string, quantity: number) =>
  set(cartItemsAtom, setQuantity(get(itemsAtom), id, quantity)),
)

export const removeFromCartAtom = atom(null, (get, set, id: string) =>
  set(cartItemsAtom, removeFromCart(get(itemsAtom), id)),
)

export const clearCartAtom = atom(null, (_get, set) => set(cartItemsAtom, clearCart()))
