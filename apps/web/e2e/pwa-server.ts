import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { freePort, halt, launch, repoRoot, serverEnv } from './built-server.ts'

const builtSite = join(repoRoot, 'apps/web/dist')

/**
 * A server of its own for the offline and update tests: they stop it (a service worker's own
 * requests ignore Playwright's offline switch) and change the files it serves, which the
 * shared server of the other specs must never see. It serves a copy of the built site.
 */
export async function startSiteCopy() {
  const webRoot = await mkdtemp(join(tmpdir(), 'atendimento-pwa-'))
  await cp(builtSite, webRoot, { recursive: true })
  const port = await freePort()
  const child = await launch(
    serverEnv(port, { WEB_ROOT: webRoot, DATA_DIR: 'memory://' }),
    '/api/plan?activeOnly=true',
  )
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    webRoot,
    /** A new release: the service worker script changes by one byte (and its compressed copies,
     * which the server prefers, with it, as a deploy of a new build would). */
    async releaseNewServiceWorker() {
      const worker = join(webRoot, 'sw.js')
      await appendFile(worker, '\n// nova versão\n')
      const script = await readFile(worker)
      await writeFile(`${worker}.br`, brotliCompressSync(script))
      await writeFile(`${worker}.gz`, gzipSync(script))
    },
    stop: () => halt(child, 'SIGKILL'),
    async remove() {
      await halt(child, 'SIGKILL')
      await rm(webRoot, { recursive: true, force: true })
    },
  }
}
