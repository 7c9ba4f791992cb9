// `npm run test:repeat -- [--runs N] [--hog] [--ref REV] [--keep]`: runs the README's test
// command N times (default 5) on a fresh clone of this repository, each time with turbo's cache
// emptied, and reports every run and every test that failed, with how often. `--hog` keeps one core
// busy with another process for the whole run (a CI machine shared with something else), which is
// how flaky waits show up. DATABASE_URL and CHROME_PATH pass through. Nothing is asserted on
// time: a run's minutes are reported, and CI's 15-minute budget is the figure to compare with.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    hog: { type: 'boolean', default: false },
    ref: { type: 'string', default: 'HEAD' },
    keep: { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const root = new URL('../', import.meta.url).pathname
// Each run's whole output, kept after the clone is gone (test-results/ is git-ignored).
const logDir = join(root, 'test-results', 'repeat')

function step(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} falhou (${result.status})`)
}

/** A process that keeps one core busy until it is killed. */
function startHog() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
}

// What a failing test prints, per runner: Vitest's FAIL lines, Playwright's ✘ lines, and turbo's
// line for a task that failed without either (a lint or a type error).
const FAILURE_PATTERNS = [
  /\bFAIL\s+.*?(\S+\.(?:test|stories)\.[tj]sx?(?:\s+>\s+.+)?)$/,
  /✘\s+\d+\s+(\[[^\]]+\]\s+›\s+.+?)(?:\s+\(\d[\d.]*m?s\))?$/,
  /(\S+#\S+): command .* exited \(\d+\)/,
]
// biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes the runners print
const ANSI = /\u001b\[[0-9;]*m/g

export function failuresIn(output) {
  const found = new Set()
  for (const raw of output.split('\n')) {
    const line = raw
      .replace(ANSI, '')
      .replace(/^\S+:\S+: /, '')
      .trim()
    for (const pattern of FAILURE_PATTERNS) {
      const match = pattern.exec(line)
      if (match?.[1]) found.add(match[1].replace(/\s+\(\d+ tests?\)$/, ''))
    }
  }
  return [...found]
}

function runOnce(clone, index) {
  // turbo's cache emptied, as on a fresh clone. Not TURBO_FORCE: that also re-ran the builds the
  // second turbo run depends on (the API's e2e needs them), rebuilding the site under the
  // running e2e suite, whose pages then answered the API's 404.
  rmSync(join(clone, '.turbo', 'cache'), { recursive: true, force: true })
  return new Promise((resolve) => {
    const started = Date.now()
    const hog = values.hog ? startHog() : undefined
    const child = spawn('npm', ['test'], {
      cwd: clone,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk) => {
      output += chunk
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('exit', (code) => {
      hog?.kill()
      const log = join(logDir, `run-${index}.log`)
      writeFileSync(log, output)
      resolve({
        index,
        code,
        minutes: (Date.now() - started) / 60_000,
        failures: failuresIn(output),
        log,
      })
    })
  })
}

async function main() {
  mkdirSync(logDir, { recursive: true })
  const clone = mkdtempSync(join(os.tmpdir(), 'atendimento-repeat-'))
  // mkdtemp makes the folder 0700; a checkout is readable by all, and the start-up test runs
  // the server as another user (nobody) when the suite runs as root.
  chmodSync(clone, 0o755)
  console.log(`clone em ${clone} (${values.ref})`)
  step('git', ['clone', '--quiet', root, clone])
  step('git', ['checkout', '--quiet', values.ref], { cwd: clone })
  step('npm', ['install', '--no-audit', '--no-fund'], { cwd: clone })
  const results = []
  for (let index = 1; index <= runs; index++) {
    const result = await runOnce(clone, index)
    results.push(result)
    console.log(
      `execução ${index}/${runs}: ${result.code === 0 ? 'verde' : `falhou (${result.code})`} em ${result.minutes.toFixed(1)} min${result.failures.length ? `: ${result.failures.join('; ')}` : ''}`,
    )
  }
  const counts = new Map()
  for (const result of results) {
    for (const failure of result.failures) counts.set(failure, (counts.get(failure) ?? 0) + 1)
  }
  console.log(`\n## npm test ${runs} vezes${values.hog ? ', com um núcleo ocupado' : ''}\n`)
  console.log('| execução | resultado | minutos | falhas |')
  console.log('|---|---|---|---|')
  for (const result of results) {
    const outcome = result.code === 0 ? 'verde' : `código ${result.code}`
    console.log(
      `| ${result.index} | ${outcome} | ${result.minutes.toFixed(1)} | ${result.failures.join('<br>') || '—'} |`,
    )
  }
  const green = results.filter((result) => result.code === 0).length
  console.log(`\n${green} de ${runs} verdes (carga média ao fim: ${os.loadavg()[0].toFixed(1)}).`)
  if (counts.size > 0) {
    console.log('\n| teste | falhou em |')
    console.log('|---|---|')
    for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1])) {
      console.log(`| ${name} | ${count} de ${runs} |`)
    }
  }
  console.log(`\nsaída de cada execução: ${logDir}/run-N.log`)
  if (values.keep) console.log(`o clone ficou em ${clone}`)
  else rmSync(clone, { recursive: true, force: true })
  process.exitCode = green === runs ? 0 : 1
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
