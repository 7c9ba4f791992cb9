// `npm run bench`: prints every benchmark figure as Markdown tables (docs/benchmarks.md keeps the
// latest). Nothing here is asserted on time; the budgets that must hold are checked in `npm test`.
// Sections: `npm run bench -- web`, `-- phone`, `-- api`, `-- app`, `-- fuzz`, `-- admin`,
// `-- money` (all when none is named; `admin` and `money` need DATABASE_URL: they run on
// PostgreSQL).
// Knobs: BENCH_SECONDS (each measured run, default 10), BENCH_WARMUP_SECONDS (3),
// BENCH_LOAD_SECONDS (the 200-client run, 60), BENCH_FUZZ_REQUESTS (10000),
// BENCH_LIGHTHOUSE_RUNS (runs per page, the median reported; 3), BENCH_MONEY_SEQUENCES (1000)
// and BENCH_MONEY_SEED (a new one each run), DATABASE_URL (adds the PostgreSQL figures).
import { execSync, spawnSync } from 'node:child_process'
import os from 'node:os'
import { adminFigures } from './bench/admin.mjs'
import { apiFigures } from './bench/api.mjs'
import { appFigures } from './bench/app.mjs'
import { PHONE_HEADER, phoneFigures, SLOW_PHONE } from './bench/phone.mjs'
import { startServer } from './bench/server.mjs'
import { firstLoadFigures, lighthouseFigures } from './bench/web.mjs'

const root = new URL('../', import.meta.url).pathname
const sections = process.argv.slice(2)
const wants = (name) => sections.length === 0 || sections.includes(name)
// Read by name: the bench is no turbo task, so turbo.json need not list its variables.
const setting = (name) => process.env[name]
const numberSetting = (name, fallback) => Number(setting(name) ?? fallback)

function printTable(title, rows, header = ['medida', 'valor', 'observação']) {
  console.log(`\n## ${title}\n`)
  console.log(`| ${header.join(' | ')} |`)
  console.log(`|${header.map(() => '---').join('|')}|`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')

function machine() {
  const cpus = os.cpus()
  return [
    ['data', new Date().toISOString().slice(0, 16).replace('T', ' '), 'UTC'],
    ['processador', `${cpus.length} × ${cpus[0]?.model.trim() ?? '?'}`, `${os.arch()}`],
    [
      'memória',
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
      `livre ${(os.freemem() / 2 ** 30).toFixed(1)} GiB`,
    ],
    ['sistema', `${os.type()} ${os.release()}`, ''],
    [
      'Node',
      process.version,
      `UV_THREADPOOL_SIZE ${setting('UV_THREADPOOL_SIZE') ?? '4 (padrão)'}`,
    ],
    ['carga (1 / 5 / 15 min) no início', load(), 'outros processos na máquina pesam nos números'],
  ]
}

const builds = [
  (wants('web') || wants('phone')) && '--filter=@atendimento/web',
  (wants('web') || wants('phone') || wants('api') || wants('app') || wants('admin')) &&
    '--filter=@atendimento/api',
].filter(Boolean)
if (builds.length > 0) {
  execSync(`npx turbo run build ${builds.join(' ')} --output-logs=errors-only`, {
    cwd: root,
    stdio: 'inherit',
  })
}
printTable('Máquina', machine())

if (wants('web')) {
  const server = await startServer({ port: 4410 })
  try {
    printTable('Front-end', [
      ...(await firstLoadFigures(server.url)),
      ...(await lighthouseFigures(server.url, { runs: numberSetting('BENCH_LIGHTHOUSE_RUNS', 3) })),
    ])
  } finally {
    await server.stop()
  }
}

if (wants('phone')) {
  const server = await startServer({ port: 4411 })
  try {
    const network = `${(SLOW_PHONE.downloadBytesPerSecond * 8) / 1e6} Mbps ↓, ${(SLOW_PHONE.uploadBytesPerSecond * 8) / 1e3} kbps ↑, ${SLOW_PHONE.latencyMs} ms`
    printTable(
      `Celular lento (360 px, toque, CPU ${SLOW_PHONE.cpuSlowdown}× mais lenta, ${network}; primeira visita)`,
      await phoneFigures(server.url, {
        paths: ['/', '/produtos', '/login', '/subscribe/plano-essencial'],
      }),
      PHONE_HEADER,
    )
  } finally {
    await server.stop()
  }
}

if (wants('api')) {
  const tables = await apiFigures({
    postgresUrl: process.env.DATABASE_URL,
    loadSeconds: numberSetting('BENCH_LOAD_SECONDS', 60),
    seconds: numberSetting('BENCH_SECONDS', 10),
    warmup: numberSetting('BENCH_WARMUP_SECONDS', 3),
  })
  printTable('API: GET /api/plan contra uma rota Hono mínima (50 conexões)', tables.comparison)
  printTable('API: PGlite contra PostgreSQL', tables.databases)
  if (tables.load.length > 0) {
    printTable(
      'API: carga mista (50 clientes por rota, limites de tentativas desligados)',
      tables.load,
    )
  }
}

if (wants('app')) {
  printTable(
    'Aplicativo de desktop: licença (POST /api/licence) contra uma rota Hono mínima (50 conexões)',
    await appFigures({
      postgresUrl: process.env.DATABASE_URL,
      seconds: numberSetting('BENCH_SECONDS', 10),
      warmup: numberSetting('BENCH_WARMUP_SECONDS', 3),
    }),
  )
}

if (wants('admin')) {
  if (process.env.DATABASE_URL) {
    printTable(
      'Console do operador: PostgreSQL com 100 mil clientes e 1 milhão de pagamentos',
      await adminFigures({ postgresUrl: process.env.DATABASE_URL }),
    )
  } else {
    console.log('\n(console do operador: defina DATABASE_URL para medir no PostgreSQL)')
  }
}

if (wants('fuzz')) {
  const requests = numberSetting('BENCH_FUZZ_REQUESTS', 10_000)
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/fuzz.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_FUZZ_REQUESTS: String(requests) },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (child.status !== 0) throw new Error(`o fuzz saiu com código ${child.status}`)
  const report = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}')
  const count = (pattern) => report.failures.filter((f) => pattern.test(f.problem)).length
  const statuses = Object.entries(report.byStatus).map(([status, n]) => `${status}: ${n}`)
  printTable(
    `Fuzz: ${report.requests} requisições hostis em todas as rotas (semente ${report.seed})`,
    [
      [
        'respostas por status',
        statuses.join(', '),
        `${report.seconds} s, PGlite em memória, limites ligados`,
      ],
      [
        'rotas cobertas',
        String(Object.keys(report.byEndpoint).length),
        'as 22 da API e rotas/métodos inexistentes',
      ],
      ['respostas 5xx', String(count(/^status 5/)), 'esperado 0'],
      [
        '4xx sem `{ message }` em pt-BR',
        String(count(/sem JSON|content-type|corpo|pt-BR/)),
        'esperado 0',
      ],
      ['recusadas que gravaram algo', String(count(/gravou/)), 'esperado 0'],
      [
        'veredito',
        report.failureCount === 0 ? 'aprovado' : `REPROVADO (${report.failureCount} falhas)`,
        `${report.messages} mensagens diferentes`,
      ],
    ],
  )
  if (report.failureCount > 0) {
    console.log('\nPrimeiras falhas:\n')
    for (const failure of report.failures)
      console.log(`- ${failure.problem}: ${JSON.stringify(failure.request)}`)
    process.exitCode = 1
  }
}

if (wants('money')) {
  if (process.env.DATABASE_URL) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/money.ts'], {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (child.status !== 0) throw new Error(`o bench de dinheiro saiu com código ${child.status}`)
    const report = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}')
    printTable(
      `Dinheiro: ${report.sequences} sequências aleatórias em 2 processos no PostgreSQL contra o Asaas falso (semente ${report.seed})`,
      [
        ['tempo', `${report.seconds} s`, `${report.perSequenceMs} ms por sequência`],
        ['sequências em que houve cobrança', String(report.charged), 'pago ou reembolsado no fim'],
        [
          'chamadas ao Asaas falso',
          String(report.asaasCalls),
          'com falhas, respostas perdidas e lentas',
        ],
        ['webhooks entregues', String(report.webhooks), 'duplicados, fora de ordem ou adiantados'],
        [
          'sequências com os livros errados',
          String(report.failureCount),
          report.failureCount === 0 ? 'esperado 0: aprovado' : 'REPROVADO',
        ],
      ],
    )
    if (report.failureCount > 0) {
      console.log('\nPrimeiras sequências que quebraram (replay com BENCH_MONEY_SEED):\n')
      for (const failure of report.failures) console.log(`- ${JSON.stringify(failure)}`)
      process.exitCode = 1
    }
  } else {
    console.log('\n(dinheiro: defina DATABASE_URL para rodar no PostgreSQL com dois processos)')
  }
}

console.log(`\nCarga da máquina no fim (1 / 5 / 15 min): ${load()}`)
