import { describe, expect, it } from 'vitest'
import { readSavedStore, SAVED_STORE_KEY, saveStore } from './persistence.ts'
import { createStore } from './store.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('dev:mock persistence', () => {
  it('reads back what it saved', () => {
    const storage = memoryStorage()
    const store = createStore()
    store.users = store.users.slice(0, 1)
    store.sequence = 7
    saveStore(store, storage)
    expect(readSavedStore(storage)).toEqual(store)
  })

  it.each([
    ['nothing saved', {}],
    ['not JSON', { [SAVED_STORE_KEY]: '{' }],
    ['another version', { [SAVED_STORE_KEY]: JSON.stringify({ version: 0, store: {} }) }],
    [
      'an incomplete store',
      { [SAVED_STORE_KEY]: JSON.stringify({ version: 1, store: { plans: [] } }) },
    ],
  ])('starts over with %s', (_, saved) => {
    expect(readSavedStore(memoryStorage(saved))).toBeUndefined()
  })
})
