import { loadCart, serializeCart } from '@atendimento/domain/cart'
import type { CartItem } from '@atendimento/domain/schemas/cart'
import { CART_STORAGE_KEY } from '@atendimento/domain/storage-keys'

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

export function writeStoredCart(items: readonly CartItem[]) {
  try {
    if (items.length === 0) localStorage.removeItem(CART_STORAGE_KEY)
    else localStorage.setItem(CART_STORAGE_KEY, serializeCart(items, Date.now()))
  } catch (error) {
    console.error('Falha ao salvar o carrinho:', error)
  }
}
