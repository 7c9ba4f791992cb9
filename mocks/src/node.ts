import { setupServer } from 'msw/node'
import { handlers } from './handlers.ts'

/**
 * The mock API in Node (Vitest): `server.listen({ onUnhandledFrame: 'error' })` so a request no
 * handler covers fails the test; `server.resetHandlers()` and `resetStore()` after each test.
 */
export const server = setupServer(...handlers)
