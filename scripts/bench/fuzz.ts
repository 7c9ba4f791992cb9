// `npm run bench -- fuzz`: 10,000 hostile requests (apps/api/src/testing/fuzz.ts) through the API
// on an in-memory PGlite, rate limits on. Runs under tsx; prints its report as one JSON line.
import { fuzzDatabase, fuzzWorld, runFuzz, sampleRequests } from '@atendimento/api/testing/fuzz'

// Read by name: this script is no turbo task, so turbo.json need not list its variables.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const count = setting('BENCH_FUZZ_REQUESTS', 10_000)
// Not the seed of `npm test` (whose 500 run on every test run): other ground, and a new seed
// (BENCH_FUZZ_SEED) covers more.
const seed = setting('BENCH_FUZZ_SEED', 2026)

const db = await fuzzDatabase()
const { t, fixtures } = await fuzzWorld(db)
const started = performance.now()
const report = await runFuzz(t, sampleRequests(fixtures, count, seed), (done) => {
  if (done % 1000 === 0) process.stderr.write(`  fuzz: ${done}/${count}\n`)
})
await db.destroy()
console.log(
  JSON.stringify({
    seed,
    seconds: Math.round((performance.now() - started) / 1000),
    requests: report.requests,
    byStatus: report.byStatus,
    byEndpoint: report.byEndpoint,
    messages: report.messages.size,
    failures: report.failures.slice(0, 20),
    failureCount: report.failures.length,
  }),
)
