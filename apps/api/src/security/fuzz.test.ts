import { describe, expect, it } from 'vitest'
import { endpointSpecs, fuzzWorld, runFuzz, sampleRequests } from '../testing/fuzz.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()

/** The same 800 requests on every run (8 per row at least); `npm run bench -- fuzz` sends 10,000 from other seeds. */
export const FUZZ_SEED = 20_261_122

describe('fuzzing every endpoint: hostile bodies, query strings, path ids and headers', () => {
  it('800 requests: no 5xx, every 4xx a pt-BR message, nothing written for a refused one', async () => {
    const { t, fixtures } = await fuzzWorld(db())
    const report = await runFuzz(t, sampleRequests(fixtures, 800, FUZZ_SEED))
    expect(report.failures.slice(0, 3)).toEqual([])
    expect(report.requests).toBe(800)
    // Every endpoint was reached, and the requests went deep enough to be accepted sometimes.
    for (const { endpoint, refusable } of endpointSpecs(fixtures)) {
      expect(report.byEndpoint[endpoint]?.requests ?? 0, endpoint).toBeGreaterThanOrEqual(8)
      // What takes no input nor session answers anything (logout: the browser clears its
      // session either way; health and readiness; the API's own description).
      if (refusable) expect(report.byEndpoint[endpoint]?.refused ?? 0, endpoint).toBeGreaterThan(0)
    }
    expect(report.byStatus[200] ?? 0).toBeGreaterThan(10)
  }, 180_000)
})
