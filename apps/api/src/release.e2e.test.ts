import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './testing/server-process.ts'
import { registration } from './testing/test-app.ts'

const run = promisify(execFile)
const repo = new URL('../../../', import.meta.url).pathname
const target = mkdtempSync(join(tmpdir(), 'release-'))
const dataDir = join(target, 'dados')

/** The release's own server, as `npm run serve` starts it there: only what the copy holds. */
function serve(port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: target,
    // Nothing of the checkout leaks in: no NODE_PATH, no DATABASE_URL, a folder of its own.
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  return { child, output: () => output }
}

let server: ReturnType<typeof serve> | undefined
let url = ''

beforeAll(async () => {
  await run(process.execPath, [join(repo, 'scripts/release.mjs'), target])
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  server = serve(port)
  const started = server
  // Ready once it says so; an early exit fails the suite with what it printed.
  await new Promise<void>((resolve, reject) => {
    const check = () => (started.output().includes('pronto em') ? resolve() : undefined)
    started.child.stdout?.on('data', check)
    started.child.once('exit', () => reject(new Error(`o servidor saiu:\n${started.output()}`)))
  })
})

afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGKILL')
    await new Promise((resolve) => server?.child.once('exit', resolve))
  }
  rmSync(target, { recursive: true, force: true })
})

describe('the release (npm run build, then scripts/release.mjs, then npm run serve)', () => {
  it('holds the bundle, the site and the production dependencies only', () => {
    const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'))
    expect(manifest.scripts.serve).toBe('node --env-file-if-exists=.env apps/api/dist/server.js')
    expect(existsSync(join(target, 'apps/web/dist/index.html'))).toBe(true)
    for (const needed of ['hono', 'kysely', '@electric-sql/pglite', '@node-rs/argon2', 'valibot']) {
      expect(existsSync(join(target, 'node_modules', needed)), needed).toBe(true)
    }
    for (const devOnly of ['vitest', 'vite', 'typescript', 'tsx', 'turbo', '@atendimento']) {
      expect(existsSync(join(target, 'node_modules', devOnly)), devOnly).toBe(false)
    }
    // `npm run serve` in the checkout starts what was built, without building.
    const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'))
    expect(root.scripts.serve).toBe(manifest.scripts.serve)
  })

  it('serves the API and the site from the copy', async () => {
    expect((await fetch(`${url}/api/health`)).status).toBe(200)
    expect(await (await fetch(`${url}/api/ready`)).json()).toMatchObject({
      data: { database: 'ok', migrations: 'ok' },
    })
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<html lang="pt-BR"')
    expect((await fetch(`${url}/assets/nao-existe.js`)).status).toBe(404)
    expect((await fetch(`${url}/pagina-que-nao-existe`)).status).toBe(404)
    // Argon2's binary and PGlite's files came along: an account is made and signed in to.
    const person = registration()
    const post = (path: string, body: unknown) =>
      fetch(`${url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await post('/auth/register', person)).status).toBe(200)
    const login = await post('/auth/login', { email: person.email, password: person.password })
    expect(login.status).toBe(200)
  })

  it('runs the plans CLI, but no CLI on the folder while the server holds it', async () => {
    const plans = () =>
      run(process.execPath, ['apps/api/dist/plans.js', 'list'], {
        cwd: target,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      })
    const refused = await plans().then(
      () => '',
      (error: { stderr: string }) => error.stderr,
    )
    expect(refused).toContain(`A pasta de dados ${dataDir} já está em uso`)
    // The reconciliation CLI honours the same lock (and says what it needs to run at all).
    const reconcile = (env: Record<string, string>) =>
      run(process.execPath, ['apps/api/dist/reconcile.js'], {
        cwd: target,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
      }).then(
        () => '',
        (error: { stderr: string }) => error.stderr,
      )
    expect(await reconcile({})).toContain('defina PAYMENT_GATEWAY=asaas')
    expect(await reconcile({ PAYMENT_GATEWAY: 'asaas', ASAAS_API_KEY: 'chave' })).toContain(
      `A pasta de dados ${dataDir} já está em uso`,
    )
    server?.child.kill('SIGTERM')
    const code = await new Promise((resolve) => server?.child.once('exit', resolve))
    expect(code).toBe(0)
    const { stdout } = await plans()
    expect(stdout).toContain('plano-essencial')
  }, 30_000)
})
