import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { IN_MEMORY } from '../config.ts'
import { adminQuery } from './test-database.ts'

const apiRoot = fileURLToPath(new URL('../../', import.meta.url))
// tsx as a loader of this very process (not its CLI, which runs the script in a child process):
// a signal sent to the pid reaches the server itself.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export interface ServerProcess {
  url: string
  pid: number
  child: ChildProcess
  /** Everything the server wrote to stdout and stderr so far (its log lines). */
  output(): string
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  kill(signal: NodeJS.Signals): void
  /** SIGTERM, then wait for the exit; the data folder it made is removed. */
  stop(): Promise<void>
}

export interface SpawnOptions {
  /** Run as this user and group (a test running as root needs an unprivileged one). */
  uid?: number
  gid?: number
}

/** `src/server.ts` spawned through tsx on a free port, its output collected. */
async function spawnServer(env: Record<string, string>, options: SpawnOptions = {}) {
  const port = await freePort()
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'api-process-'))
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      WEB_ROOT: join(tmpdir(), 'sem-site'),
      LOG_LEVEL: 'info',
      ...(ownDataDir && { DATA_DIR: ownDataDir }),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  })
  let output = ''
  let notStarted = false
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
    // A process that could not start at all (EACCES, ENOENT) never exits: say why at once.
    child.once('error', (error) => {
      output += `o processo não começou: ${error.message}\n`
      notStarted = true
      resolve({ code: null, signal: null })
    })
  })
  const cleanUp = () => {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true })
  }
  const ended = () => notStarted || child.exitCode !== null || child.signalCode !== null
  return { port, child, output: () => output, exited, ended, cleanUp }
}

/**
 * `src/server.ts` in a process of its own, as `npm start` runs it but from source (through tsx,
 * so no build is needed), API only, on a free port. Without DATABASE_URL in `env` it runs on
 * PGlite in a fresh data folder (or `env.DATA_DIR`). Resolves once it answers.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  { timeoutMs = 60_000, ...options }: { timeoutMs?: number } & SpawnOptions = {},
): Promise<ServerProcess> {
  const { port, child, output, exited, ended, cleanUp } = await spawnServer(env, options)
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    child,
    output,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    },
    async stop() {
      server.kill('SIGTERM')
      await exited
      cleanUp()
    },
  }
  const deadline = Date.now() + timeoutMs
  while (!output().includes('pronto em')) {
    if (ended()) {
      cleanUp()
      throw new Error(`o servidor saiu antes de responder:\n${output()}`)
    }
    if (Date.now() > deadline) {
      await server.stop()
      throw new Error(`o servidor não ficou pronto em ${timeoutMs} ms:\n${output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return server
}

/**
 * Starts the server and waits for it to give up (a start-up error): its exit code and output.
 * A server that comes up instead is stopped and reported as a failure of the test.
 */
export async function serverStartFailure(
  env: Record<string, string>,
  options: SpawnOptions = {},
): Promise<{ code: number | null; output: string }> {
  const { child, output, exited, cleanUp } = await spawnServer(env, options)
  const ready = new Promise<void>((resolve) => {
    const check = () => (output().includes('pronto em') ? resolve() : undefined)
    child.stdout?.on('data', check)
  })
  const outcome = await Promise.race([exited, ready.then(() => 'ready' as const)])
  if (outcome === 'ready') {
    child.kill('SIGKILL')
    await exited
    cleanUp()
    throw new Error(`o servidor iniciou, mas devia ter recusado:\n${output()}`)
  }
  cleanUp()
  return { code: outcome.code, output: output() }
}

/** JSON over HTTP to a server process; never throws for an HTTP status. */
export async function call(
  server: Pick<ServerProcess, 'url'>,
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered
  const json: any = await response.json().catch(() => undefined)
  return { status: response.status, body: json, headers: response.headers }
}

/**
 * Where the process tests run their server: on a database of their own on the PostgreSQL of the
 * PostgreSQL project, or on in-memory PGlite in the PGlite project when no PostgreSQL is set
 * at all (with one, the PostgreSQL project runs them: a process starts faster there).
 */
export function processTestTarget(): 'postgres' | 'pglite' | undefined {
  if (process.env.TEST_DATABASE_URL) return 'postgres'
  return process.env.DATABASE_URL ? undefined : 'pglite'
}

/** A database for one server process: DATABASE_URL for it, and a drop() for afterwards. */
export async function processDatabase(): Promise<{
  env: Record<string, string>
  drop(): Promise<void>
}> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return { env: { DATA_DIR: IN_MEMORY }, drop: async () => {} }
  // Named under the run's prefix, so the run's teardown drops it even if this test does not.
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'api_test'
  const name = `${prefix}_proc_${randomUUID().slice(0, 8)}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () =>
      adminQuery(serverUrl, `drop database if exists ${name} with (force)`).then(() => {}),
  }
}

/** Registers through a server process and signs in (registration starts no session). */
export async function signUpOver(
  server: Pick<ServerProcess, 'url'>,
  person: { email: string; password: string } & Record<string, unknown>,
): Promise<string> {
  const registered = await call(server, 'POST', '/auth/register', { body: person })
  if (registered.status !== 200) throw new Error(`cadastro: ${JSON.stringify(registered.body)}`)
  const login = await call(server, 'POST', '/auth/login', {
    body: { email: person.email, password: person.password },
  })
  if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`)
  return login.body.data.token as string
}
