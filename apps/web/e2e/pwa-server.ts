import { type ChildProcess, spawn } from 'node:child_process'
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const repoRoot = resolve(import.meta.dirname, '../../..')
const builtSite = join(repoRoot, 'apps/web/dist')

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitUntilUp(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`servidor não respondeu em ${url}`)
}

/**
 * A server of its own for the offline and update tests: they stop it (a service worker's own
 * requests ignore Playwright's offline switch) and change the files it serves, which the
 * shared server of the other specs must never see. It serves a copy of the built site.
 */
export async function startSiteCopy() {
  const webRoot = await mkdtemp(join(tmpdir(), 'atendimento-pwa-'))
  await cp(builtSite, webRoot, { recursive: true })
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: webRoot,
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  })
  const origin = `http://127.0.0.1:${port}`
  await waitUntilUp(`${origin}/api/plan?activeOnly=true`)
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
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGKILL')
      await exited
    },
    async remove() {
      await this.stop()
      await rm(webRoot, { recursive: true, force: true })
    },
  }
}
