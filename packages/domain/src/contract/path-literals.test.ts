import { describe, expect, it } from 'vitest'
import { ENDPOINT_NAMES, ENDPOINTS } from './endpoints.ts'

// Vite reads the files at transform time (as in purity.test.ts), so the domain needs no node:fs.
declare global {
  interface ImportMeta {
    glob(
      pattern: string | string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>
  }
}

// The code of the API, the web app and the mocks. Tests, stories and test helpers send concrete
// requests on purpose and are left out.
const sources = import.meta.glob(
  [
    '../../../../apps/web/src/**/*.{ts,tsx}',
    '../../../../apps/api/src/**/*.ts',
    '../../../../mocks/src/**/*.ts',
    '!**/*.test.{ts,tsx}',
    '!**/*.stories.tsx',
    '!**/testing/**',
    '!**/routeTree.gen.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
)

// A string that starts like an endpoint of the table: '/auth/login', `/subscription/${id}`,
// "/api/plan?activeOnly=true"...
const FIRST_SEGMENTS = [
  ...new Set(ENDPOINT_NAMES.map((name) => ENDPOINTS[name].path.split('/')[1] ?? '')),
].map((segment) => segment.replace(/[.]/g, '\\.'))
const PATH_LITERAL = new RegExp(
  `['"\`](?:/api)?/(?:${FIRST_SEGMENTS.join('|')})(?=[/'"\`?]|\\$\\{)`,
  'g',
)

// Pages of the web app whose path is also an API area's first segment: the console at /admin
// (its API is under /api/admin/...). Only the page itself, whole, is allowed; '/admin/overview'
// and `/api/admin` are still endpoint paths.
const WEB_PAGES = /(['"`])\/admin\1/g

function pathLiterals(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .flatMap((line) => (line.replace(WEB_PAGES, '').match(PATH_LITERAL) ? [line.trim()] : []))
}

describe('endpoint paths are written only in the contract table', () => {
  it('reads the code of the API, the web app and the mocks', () => {
    const files = Object.keys(sources)
    expect(files.some((file) => file.includes('/apps/web/src/api/call-api.ts'))).toBe(true)
    expect(files.some((file) => file.includes('/apps/api/src/app.ts'))).toBe(true)
    expect(files.some((file) => file.includes('/mocks/src/answers.ts'))).toBe(true)
    expect(files.some((file) => /\.test\.tsx?$|\/testing\//.test(file))).toBe(false)
  })

  it.each(Object.entries(sources))('%s writes no endpoint path', (_, source) => {
    expect(pathLiterals(source)).toEqual([])
  })

  it.each([
    ["request('/auth/login')", true],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    ['`/subscription/${id}/activate`', true],
    ['"/api/plan?activeOnly=true"', true],
    ["apiUrl('/plan')", true],
    ["fetch('/openapi.json')", true],
    ["navigate({ to: '/dashboard' })", false],
    ["navigate({ to: '/subscribe/$planId' })", false],
    ["'/planos'", false],
    ['<Link to="/admin">', false],
    ["fetch('/admin/overview')", true],
    ["'/api/admin'", true],
    ['// GET /plan/{id}: public', false],
  ])('the check catches %s: %s', (line, caught) => {
    expect(pathLiterals(line).length > 0).toBe(caught)
  })
})
