import { setupWorker } from 'msw/browser'
import { handlers } from './handlers.ts'

/**
 * The mocks in the browser: Storybook and the web's browser tests start it
 * (`worker.start({ onUnhandledFrame: 'error' })` in tests) and reset it with
 * `worker.resetHandlers()`. There is nothing else to reset: the answers never change.
 */
export const worker = setupWorker(...handlers)
