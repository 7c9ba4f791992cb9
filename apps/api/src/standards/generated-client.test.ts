import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts'
import { binOf, runNode, standardsDir } from './lint-tools.ts'

// The desktop app's team on day one: types generated from the served document, a small program
// on openapi-fetch that must type-check against them, then run against the real API.
const consumerDir = join(standardsDir, 'consumer')
let server: ServerProcess

beforeAll(async () => {
  server = await startServerProcess()
  const document = await (await fetch(`${server.url}/api/openapi.json`)).text()
  const types = astToString(await openapiTS(document))
  mkdirSync(join(consumerDir, 'generated'), { recursive: true })
  writeFileSync(join(consumerDir, 'generated', 'api.d.ts'), types)
}, 120_000)
afterAll(() => server?.stop())

describe('a client generated from the served document', () => {
  it('type-checks a program that signs up, subscribes, reads the account and gets a licence', async () => {
    const run = await runNode(binOf('typescript', 'tsc'), [
      '-p',
      join(consumerDir, 'tsconfig.json'),
    ])
    expect(run.stdout + run.stderr).toBe('')
    expect(run.code).toBe(0)
  }, 120_000)

  it('runs that program against the real API', async () => {
    const run = await runNode('client-program.ts', [`${server.url}/api`], { cwd: consumerDir })
    expect(run.stderr).toBe('')
    expect(JSON.parse(run.stdout)).toEqual({
      plan: expect.any(String),
      subscription: 'active',
      subscriptions: 1,
      payments: ['paid'],
      // A compact JWS: header, claims, signature.
      licenceParts: 3,
      unauthorized: 401,
      message: 'Token de autenticação não encontrado',
      rateLimit: expect.stringMatching(/^"geral";r=\d+;t=\d+$/),
    })
  }, 120_000)
})
