import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'

// The built server (`npm start` builds it for the suite) started on a port of its own, for the
// specs that must stop it or change what it serves without the shared server seeing it.

export const repoRoot = resolve(import.meta.dirname, '../../..')

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Until `url` answers. A fresh data folder is migrated first: beside three other suites on two
 * cores that took over a minute once. A server that exits instead fails at once.
 */
async function waitUntilReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + 150_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `o servidor saiu (${child.exitCode ?? child.signalCode}) antes de responder em ${url}`,
      )
    }
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`servidor não respondeu em ${url}`)
}

/** The environment of such a server: this port, no PostgreSQL, no logs, plus `extra`. */
export const serverEnv = (port: number, extra: Record<string, string>) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  LOG_LEVEL: 'silent',
  ...extra,
})

/** Starts the built server with `env` and waits until `readyPath` answers. */
export async function launch(env: ReturnType<typeof serverEnv>, readyPath: string) {
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env,
    stdio: 'ignore',
  })
  await waitUntilReady(`http://127.0.0.1:${env.PORT}${readyPath}`, child)
  return child
}

/** Stops it (unless it has already exited) and waits for the exit. */
export async function halt(child: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill(signal)
  await exited
}
