// npm test: lint, types, every suite and both e2e suites, on two cores.
//
// The browser e2e suite is the longest task by far (about ten minutes alone). It starts as soon
// as the two builds it serves are done, in a turbo run of its own, while a second turbo run
// takes every other task, two at a time, beside it (the API suite started beside it instead
// made it 16 min instead of 13.8: the machine is full either way). The e2e suite waits on
// the browser and the server more than it computes: under load it took 10.7 min against 10.1
// alone. With one task at a time the second run became the longest (22 min on a machine loaded
// by other work, against 10.7 for the e2e run). The API suite, the longest task of the second
// run, uses two workers: with one it finished last (533 s) while the e2e run was already done.
// Measured on 2026-11-26: both runs end within 45 s of each other, the two cores busy for 1,195
// of the 1,218 core-seconds (612 s in all), so only less work makes npm test shorter now.
import { spawn } from 'node:child_process'

const turbo = (args) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['turbo', 'run', ...args], { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const builds = await turbo([
  'build',
  '--filter=@atendimento/web',
  '--filter=@atendimento/api',
  '--output-logs=errors-only',
])
if (builds !== 0) process.exit(builds)

const codes = await Promise.all([
  turbo(['@atendimento/web#e2e']),
  turbo(['lint', 'typecheck', 'test', '@atendimento/api#e2e', '--concurrency=2']),
])
const failed = codes.find((code) => code !== 0)
process.exit(failed ?? 0)
