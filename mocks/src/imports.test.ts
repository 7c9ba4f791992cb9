import { describe, expect, it } from 'vitest'

// The mocks replay answers: they import the domain (schemas, factories, the contract table),
// never the API's code, so no rule of the API can be copied in through the back door.
const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>

const API_SOURCE = /\bfrom\s+['"](?:@atendimento\/api\b|(?:\.\.\/)+apps\/api\b)/

describe('the mocks import no code of the API', () => {
  it('finds the sources', () => {
    expect(Object.keys(sources)).toContain('./responder.ts')
  })

  it.each(Object.entries(sources))('%s does not import apps/api', (_, source) => {
    expect(API_SOURCE.test(source)).toBe(false)
  })

  it('tells an import of the API apart', () => {
    expect(API_SOURCE.test("import { x } from '@atendimento/api/testing/test-app'")).toBe(true)
    expect(API_SOURCE.test("import { x } from '@atendimento/domain/contract/endpoints'")).toBe(
      false,
    )
  })
})
