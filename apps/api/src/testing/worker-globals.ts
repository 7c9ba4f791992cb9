import { afterAll } from 'vitest'

// Runs before each test file of the API's workers, which run file after file (isolate: false).
// @hono/node-server replaces the global Request and Response when a server starts (a test of
// connection-hygiene.test.ts, startLiveApi). msw's interceptor tells a network error
// (HttpResponse.error(): the fake Asaas' dropped connection) by `instanceof Response`, and once
// the global is not the class the error was built from it answers status 0 and the call hangs.
// So each file ends with the globals it started with.
const found = { Request: globalThis.Request, Response: globalThis.Response }

afterAll(() => {
  Object.defineProperty(globalThis, 'Request', { value: found.Request })
  Object.defineProperty(globalThis, 'Response', { value: found.Response })
})
