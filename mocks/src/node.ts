import { setupServer } from 'msw/node'
import { handlers } from './handlers.ts'

/**
 * The mocks in Node (Vitest): `server.listen({ onUnhandledFrame: 'error' })`, so a request no
 * handler covers fails the test; `server.resetHandlers()` after each test.
 */
export const server = setupServer(...handlers)
