import { describe, expect, it } from 'vitest'

// The web talks to the API over HTTP, never by importing its code: only the screen tests'
// adapter (src/testing/real-api, loaded by Vitest in Node) may, so that the tests needing what
// the API does across calls run the API itself.
const sources = import.meta.glob(
  ['./**/*.{ts,tsx}', '!./**/*.{test,stories}.tsx', '!./testing/real-api/**'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>

const API_SOURCE =
  /\bfrom\s+['"](?:@atendimento\/api\b|(?:\.\.\/)+api\/src\b)|\bimport\(\s*['"]@atendimento\/api\b/

describe('the web imports no code of the API', () => {
  it('finds the app code', () => {
    expect(Object.keys(sources)).toContain('./router.tsx')
    expect(Object.keys(sources).length).toBeGreaterThan(100)
  })

  it.each(Object.entries(sources))('%s does not import apps/api', (_, source) => {
    expect(API_SOURCE.test(source)).toBe(false)
  })

  it.each([
    ["import { createTestApp } from '@atendimento/api/testing/test-app'", true],
    ["const x = await import('@atendimento/api/db/database')", true],
    ["import { x } from '../../../api/src/app.ts'", true],
    ["import { fetchApi } from '../../api/call-api.ts'", false],
  ])('tells %s apart (%s)', (line, found) => {
    expect(API_SOURCE.test(line)).toBe(found)
  })
})
