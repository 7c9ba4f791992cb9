import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const repoRoot = resolve(import.meta.dirname, '../../..')

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

async function waitUntilReady(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`servidor não respondeu em ${url}`)
}

/**
 * The built server (npm start built it for the suite) on a data folder of its own: the operator
 * journey stops it to run the admin CLI, which, like the plans CLI, refuses a folder a running
 * server holds. Its figures start from zero, so they can be checked exactly.
 */
export async function startOwnServer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'atendimento-admin-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
  }
  let child: ChildProcess | undefined
  async function start() {
    child = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/server.js')], {
      cwd: repoRoot,
      env,
      stdio: 'ignore',
    })
    await waitUntilReady(`${origin}/api/ready`)
  }
  async function stop() {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((done) => running.once('exit', done))
    running.kill('SIGTERM')
    await exited
  }
  await start()
  return {
    origin,
    start,
    stop,
    /** `npm run admin -- ARGS` on this server's data folder; its output. */
    async admin(...args: string[]) {
      const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'admin', '--', ...args], {
        cwd: repoRoot,
        env,
      })
      return stdout
    },
    async remove() {
      await stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
