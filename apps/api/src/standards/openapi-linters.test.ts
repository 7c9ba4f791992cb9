import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts'
import { binOf, runNode, standardsDir, tempFile } from './lint-tools.ts'

// The document the server serves, linted by the tools an integrator or an auditor runs on it,
// with their rulesets as they ship (standards/spectral.yaml, standards/redocly.yaml).
let server: ServerProcess
let documentFile: string

beforeAll(async () => {
  server = await startServerProcess()
  const response = await fetch(`${server.url}/api/openapi.json`)
  const text = await response.text()
  // A linter given anything but the document would find nothing to complain about.
  expect(response.status).toBe(200)
  expect(JSON.parse(text)).toMatchObject({ openapi: '3.1.0', paths: expect.any(Object) })
  documentFile = tempFile('openapi.json', text)
}, 120_000)
afterAll(() => server?.stop())

interface SpectralFinding {
  code: string
  message: string
  path: string[]
  severity: number
}

describe('the served OpenAPI document', () => {
  it('has no error under spectral:oas and the OWASP API Security ruleset', async () => {
    const run = await runNode(binOf('@stoplight/spectral-cli', 'spectral'), [
      'lint',
      '--ruleset',
      join(standardsDir, 'spectral.yaml'),
      '--format',
      'json',
      '--quiet',
      documentFile,
    ])
    const findings = JSON.parse(run.stdout) as SpectralFinding[]
    const errors = findings
      .filter((finding) => finding.severity === 0)
      .map((finding) => `${finding.code} ${finding.path.join('.')}: ${finding.message}`)
    expect(errors).toEqual([])
    expect(run.stderr).not.toMatch(/Error running Spectral/)
  }, 120_000)

  it("has no error under Redocly's recommended rules", async () => {
    const run = await runNode(
      binOf('@redocly/cli', 'redocly'),
      ['lint', documentFile, '--config', join(standardsDir, 'redocly.yaml'), '--format', 'json'],
      { env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    )
    const report = JSON.parse(run.stdout) as {
      problems: {
        ruleId: string
        severity: string
        message: string
        location: { pointer: string }[]
      }[]
    }
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`)
    expect(errors).toEqual([])
  }, 120_000)
})
