import type { CartItem } from '@atendimento/domain/schemas/cart'
import { CART_STORAGE_KEY } from '@atendimento/domain/storage-keys'
import { atom } from 'jotai'

// The header's badge reads the cart on every page. What it takes to parse a stored cart (the
// schema, the 7-day rule) and to change one (cart-actions.ts) loads only when there is a cart
// to read or a line to add: a first visit never downloads it.

function nothingStored(): boolean {
  try {
    return localStorage.getItem(CART_STORAGE_KEY) === null
  } catch {
    return true
  }
}

async function readCart(): Promise<CartItem[]> {
  if (nothingStored()) return []
  const { readStoredCart } = await import('./stored-cart.ts')
  return readStoredCart()
}

/** The lines in memory; cart-actions.ts changes them and saves them under `cart`. */
export const cartLinesAtom = atom<CartItem[]>([])
// Read on first subscription (an effect, after mount): the server render and hydration see an
// empty cart, and what this browser stored appears right after.
cartLinesAtom.onMount = (set) => {
  const refresh = () => void readCart().then(set)
  refresh()
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) refresh()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/** The cart lines, as stored under `cart` with the save time (read-only here). */
export const cartItemsAtom = atom((get) => get(cartLinesAtom))
