import { SESSION_STORAGE_KEYS } from '@atendimento/domain/storage-keys'
import { worker } from '@atendimento/mocks/browser'
import { afterAll, afterEach, beforeAll } from 'vitest'

// Every screen test starts on the mocks' fixed world; a file that needs the real API says so
// with runOnTheRealApi() (testing/real-api/real-api.ts).
beforeAll(() => worker.start({ onUnhandledFrame: 'error', quiet: true }))
afterEach(() => {
  worker.resetHandlers()
  // A sign-in without 'Lembrar de mim' lives in the tab's sessionStorage (later ruling on
  // sessions), which outlives each test as the tab does: each test starts signed out.
  for (const key of SESSION_STORAGE_KEYS) sessionStorage.removeItem(key)
})
afterAll(() => worker.stop())
