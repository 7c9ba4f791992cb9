import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { databaseUnavailable } from '../db/errors.ts'
import type { Database } from '../db/schema.ts'
import type { LogLine } from '../log.ts'
import { freePort } from '../testing/server-process.ts'
import { createTestApp } from '../testing/test-app.ts'

// The in-process half of "PostgreSQL restarts under traffic" (postgres-restart.test.ts has the
// real restart): what a request gets while the database cannot be reached. A pool pointed at a
// port where nothing listens fails exactly as one whose server is down.
describe('a request while the database cannot be reached', () => {
  let db: Db | undefined
  afterAll(async () => {
    await db?.destroy()
  })

  it('gets a 503 with Retry-After and a pt-BR message, never a 500', async () => {
    const port = await freePort()
    db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/nada` }),
      }),
    })
    const lines: LogLine[] = []
    const t = createTestApp(db, { log: (line) => lines.push(line) })
    for (const [method, path, init] of [
      ['GET', '/plan?activeOnly=true', {}],
      ['GET', '/subscription', { token: 'qualquer' }],
      ['POST', '/auth/login', { body: { email: 'a@exemplo.com', password: 'segredo123' } }],
      ['POST', '/auth/validate-token', { body: { token: 'qualquer' } }],
    ] as const) {
      const res = await t.request(method, path, init)
      expect(res.status).toBe(503)
      expect(res.body).toEqual({ message: API_MESSAGES.databaseUnavailable })
      expect(res.headers.get('retry-after')).toBe('5')
    }
    expect(lines.some((line) => line.msg === 'banco de dados indisponível')).toBe(true)
  })
})

describe('databaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'every address refused (AggregateError)',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'x'),
    ],
    [
      'the server shutting down (57P01)',
      Object.assign(new Error('terminating'), { code: '57P01' }),
    ],
    ['the server starting up (57P03)', Object.assign(new Error('starting'), { code: '57P03' })],
    ['a connection exception (08006)', Object.assign(new Error('x'), { code: '08006' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_, error) => {
    expect(databaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['any other error', new Error('disco cheio')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(databaseUnavailable(error)).toBe(false)
  })
})
