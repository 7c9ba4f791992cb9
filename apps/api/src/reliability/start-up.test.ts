import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  call,
  freePort,
  type ServerProcess,
  serverStartFailure,
  startServerProcess,
} from '../testing/server-process.ts'
import { registration } from '../testing/test-app.ts'

// PGlite only: on PostgreSQL the server keeps no data folder. Runs in the PGlite project.
const pgliteProject = !process.env.TEST_DATABASE_URL
const folders: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dados-'))
  folders.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

describe.runIf(pgliteProject)('one writer per data folder', () => {
  let first: ServerProcess | undefined
  let third: ServerProcess | undefined
  afterAll(async () => {
    first?.kill('SIGKILL')
    third?.kill('SIGKILL')
    await Promise.all([first?.exited, third?.exited])
  })

  it('stops a second process on the folder at once, and a killed owner leaves it usable', async () => {
    const DATA_DIR = folder()
    first = await startServerProcess({ DATA_DIR })
    const person = registration()
    expect((await call(first, 'POST', '/auth/register', { body: person })).status).toBe(200)

    const second = await serverStartFailure({ DATA_DIR })
    expect(second.code).toBe(1)
    expect(second.output).toContain(`A pasta de dados ${DATA_DIR} já está em uso`)
    expect(second.output).toContain(`processo ${first.pid}`)
    expect(second.output).not.toMatch(/\n\s+at /)
    // The first one never noticed.
    expect((await call(first, 'GET', '/plan')).status).toBe(200)

    // kill -9 leaves the lock file behind: the next start takes it over, with the data.
    first.kill('SIGKILL')
    await first.exited
    third = await startServerProcess({ DATA_DIR })
    const login = await call(third, 'POST', '/auth/login', {
      body: { email: person.email, password: person.password },
    })
    expect(login.status).toBe(200)
  }, 120_000)
})

describe.runIf(pgliteProject)('start-up with an unusable DATA_DIR', () => {
  it('names the folder, the user and the permission when it cannot write there', async () => {
    const DATA_DIR = folder()
    // root writes anywhere: the server then runs as nobody, who cannot write in root's folder.
    const asRoot = process.getuid?.() === 0
    if (!asRoot) chmodSync(DATA_DIR, 0o500)
    const failure = await serverStartFailure({ DATA_DIR }, asRoot ? { uid: 65534, gid: 65534 } : {})
    expect(failure.code).toBe(1)
    expect(failure.output).toContain(`Sem permissão de escrita na pasta de dados ${DATA_DIR}`)
    expect(failure.output).toMatch(/usuário \w+/)
    expect(failure.output).not.toContain('Migração falhou:')
  }, 60_000)

  it('says so when DATA_DIR is a file', async () => {
    const file = join(folder(), 'arquivo')
    writeFileSync(file, 'não sou uma pasta')
    const failure = await serverStartFailure({ DATA_DIR: file })
    expect(failure.code).toBe(1)
    expect(failure.output).toContain(`DATA_DIR aponta para ${file}, que não é uma pasta`)
  }, 60_000)
})

describe('start-up with an unusable DATABASE_URL', () => {
  it.runIf(pgliteProject)(
    'names the server when it refuses the connection',
    async () => {
      const url = `postgres://postgres@127.0.0.1:${await freePort()}/atendimento`
      const failure = await serverStartFailure({ DATABASE_URL: url })
      expect(failure.code).toBe(1)
      expect(failure.output).toContain(
        `Conexão recusada pelo PostgreSQL em postgres@127.0.0.1:${new URL(url).port}/atendimento`,
      )
    },
    60_000,
  )

  it.runIf(pgliteProject)(
    'names the variable when it is not a URL',
    async () => {
      const failure = await serverStartFailure({ DATABASE_URL: 'localhost:5432' })
      expect(failure.code).toBe(1)
      expect(failure.output).toContain('DATABASE_URL')
      expect(failure.output).not.toMatch(/Invalid|\n\s+at /)
    },
    60_000,
  )

  it.runIf(!pgliteProject)(
    'says which database is missing and how to create it',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '')
      url.pathname = '/banco_que_nao_existe'
      const failure = await serverStartFailure({ DATABASE_URL: url.toString() })
      expect(failure.code).toBe(1)
      expect(failure.output).toContain('O banco "banco_que_nao_existe" não existe')
      expect(failure.output).toContain('createdb banco_que_nao_existe')
    },
    60_000,
  )
})
