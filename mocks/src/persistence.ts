import { createStore, type MockStore } from './store.ts'

/** Where `npm run dev:mock` keeps the mock world between reloads of the same tab. */
export const SAVED_STORE_KEY = 'atendimento:mocks:store'
/** Bumped when the store's shape changes, so an old saved world is dropped, not misread. */
const SAVED_STORE_VERSION = 2

/** The saved world, when it is one this version of the mocks can read. */
export function readSavedStore(storage: Pick<Storage, 'getItem'>): MockStore | undefined {
  try {
    const saved = JSON.parse(storage.getItem(SAVED_STORE_KEY) ?? 'null') as {
      version?: number
      store?: Partial<MockStore>
    } | null
    if (saved?.version !== SAVED_STORE_VERSION || !saved.store) return undefined
    const fresh = createStore()
    const complete = Object.keys(fresh).every((key) => key in (saved.store as object))
    return complete ? { ...fresh, ...saved.store } : undefined
  } catch {
    return undefined
  }
}

export function saveStore(store: MockStore, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(SAVED_STORE_KEY, JSON.stringify({ version: SAVED_STORE_VERSION, store }))
  } catch {
    // Storage full or blocked: the next reload simply starts from the seeded world.
  }
}

/**
 * Restores the world saved by an earlier page of this tab and saves it again when the page
 * goes away, so a reload keeps the accounts, sessions and subscriptions made so far (and the
 * remembered login stays valid). Closing the tab starts over from the seeded data.
 */
export function keepStoreAcrossReloads(
  store: MockStore,
  storage: Storage,
  events: Pick<Window, 'addEventListener'>,
): void {
  const saved = readSavedStore(storage)
  if (saved) Object.assign(store, saved)
  events.addEventListener('pagehide', () => saveStore(store, storage))
}
