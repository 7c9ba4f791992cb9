import { worker } from '@atendimento/mocks/browser'
import { resetStore } from '@atendimento/mocks/store'
import { afterAll, afterEach, beforeAll } from 'vitest'

beforeAll(() => worker.start({ onUnhandledFrame: 'error', quiet: true }))
afterEach(() => {
  worker.resetHandlers()
  resetStore()
})
afterAll(() => worker.stop())
