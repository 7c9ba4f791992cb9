import type { AddressInfo } from 'node:net'
import type { Db } from '../db/database.ts'
import { createHttpServer } from '../http/node-server.ts'
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts'

/**
 * The API on a real HTTP port of this machine, for clients that speak HTTP themselves (an OAuth
 * library, jose fetching the keys, the desktop app's library). PUBLIC_URL is the address they
 * call, as RFC 8414 discovery checks the issuer against it.
 */
export async function startLiveApi(db: Db, options: TestAppOptions = {}) {
  let t: TestApp | undefined
  const server = createHttpServer((request, env) => {
    if (!t) throw new Error('a API ainda não começou')
    return t.app.fetch(request, env)
  })
  await new Promise<void>((started) => server.listen(0, '127.0.0.1', started))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  t = createTestApp(db, { ...options, settings: { ...options.settings, publicUrl: url } })
  const app = t
  return {
    t: app,
    url,
    /** Stops answering (the app then works offline); open connections end at once. */
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((closed) => server.close(() => closed()))
    },
  }
}
