// API figures: GET /api/plan against a bare Hono JSON route, POST /api/auth/login at the OWASP
// argon2id cost, PGlite against PostgreSQL for both, and 200 clients of mixed traffic. Each
// measurement runs after a warm-up of its own. Rate limits are raised here (and only here)
// through their documented environment variables.
import { fork } from 'node:child_process'
import { closedLoop } from './closed-loop.mjs'
import { cpuMs, ms, run, summary } from './load.mjs'
import { createPostgresDatabase } from './postgres.mjs'
import { noRateLimits } from './rate-limits.mjs'
import { startServer } from './server.mjs'

const NO_RATE_LIMITS = {
  ...noRateLimits([
    'LOGIN',
    'FORGOT',
    'VALIDATE',
    'CHANGE',
    'REGISTER',
    'CHECKOUT',
    'PASSWORD',
    'EMAIL_CHANGE',
  ]),
  RATE_LIMIT_CHECKOUT_PER_CARD_PER_MINUTE: '0',
  // The load comes from one address: the general quota stays on (its cost is part of every
  // request's) but far above what the load sends.
  RATE_LIMIT_GENERAL_PER_MINUTE: '1000000000',
}

const BENCH_USER = {
  name: 'Cliente de Teste',
  email: 'bench@exemplo.com.br',
  phone: '(11)98765-4321',
  document: '529.982.247-25',
  birthdate: '1990-05-10',
  gender: 'male',
  zipCode: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  address: 'Avenida Paulista',
  addressNumber: '1000',
  password: 'senha-forte-123',
  acceptedTerms: true,
}

const PLANS = '/api/plan?activeOnly=true'

const loginRequest = () => ({
  method: 'POST',
  path: '/api/auth/login',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: BENCH_USER.email, password: BENCH_USER.password }),
})

/** Warm-up (JIT, connection pools, caches), then the measured run, with the server's CPU time. */
async function measure(options, { seconds, warmup }, pid) {
  if (warmup > 0) await run({ ...options, duration: warmup })
  const before = cpuMs(pid)
  const result = await run({ ...options, duration: seconds })
  const after = cpuMs(pid)
  return summary(result, before === undefined || after === undefined ? undefined : after - before)
}

const cpu = (f) => (f.cpuUs === undefined ? '' : `, CPU do servidor ${f.cpuUs} µs/req`)
const figures = (f) => `p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, erros ${f.errors}${cpu(f)}`

async function startBareHono(port, body) {
  const child = fork(new URL('./bare-hono.mjs', import.meta.url), {
    env: { ...process.env, PORT: String(port), BARE_BODY: body },
  })
  await new Promise((resolve) => child.once('message', resolve))
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() }
}

async function signIn(url) {
  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  })
  if (!register.ok) throw new Error(`cadastro do usuário de teste falhou: ${register.status}`)
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: BENCH_USER.email,
      password: BENCH_USER.password,
      rememberMe: true,
    }),
  })
  return (await login.json()).data.token
}

/**
 * One database's figures: the plan list as served (from memory, PLAN_LIST_CACHE_SECONDS=5) and
 * read from the database on every request (=0), a signed-in read (the customer's subscriptions:
 * the session's token checked, then one list read), and login.
 */
async function databaseFigures(label, env, timing, port) {
  const server = await startServer({ port, env: { ...NO_RATE_LIMITS, ...env } })
  const uncached = await startServer({
    port: port + 1,
    env: { ...NO_RATE_LIMITS, ...env, PLAN_LIST_CACHE_SECONDS: '0' },
  })
  try {
    const token = await signIn(server.url)
    const plans = await measure({ url: `${server.url}${PLANS}` }, timing, server.pid)
    const plansFromDatabase = await measure(
      { url: `${uncached.url}${PLANS}` },
      timing,
      uncached.pid,
    )
    const signedIn = await measure(
      { url: `${server.url}/api/subscription`, headers: { authorization: `Bearer ${token}` } },
      timing,
      server.pid,
    )
    // argon2id at m=19 MiB, t=2: CPU-bound by design, so few connections.
    const login = await measure(
      { url: server.url, connections: 4, requests: [loginRequest()] },
      timing,
      server.pid,
    )
    return { label, server, token, plans, plansFromDatabase, signedIn, login }
  } catch (error) {
    await server.stop()
    throw error
  } finally {
    await uncached.stop()
  }
}

/** 200 clients: 50 on each route, all connected first, then measured for `seconds`. */
function mixedLoad(url, token, seconds, { withLogin = true } = {}) {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const routes = [
    { label: `GET ${PLANS}`, path: PLANS },
    { label: 'POST /api/auth/login', ...loginRequest() },
    {
      label: 'POST /api/auth/validate-token',
      method: 'POST',
      path: '/api/auth/validate-token',
      headers: auth,
      body: JSON.stringify({ token }),
    },
    { label: 'GET /api/subscription', path: '/api/subscription', headers: auth },
  ].filter((route) => withLogin || !route.label.includes('login'))
  return closedLoop(url, routes, { clients: 50, seconds })
}

/** A row per route, then the run's verdict: the issue asks for 0 errors on every route. */
const loadRows = (title, load) => {
  const errors = load.reduce((sum, route) => sum + route.errors, 0)
  return [
    ...load.map((route) => [
      `${title}: ${route.label}`,
      `${route.rps} req/s`,
      `p50 ${ms(route.p50)}, p99 ${ms(route.p99)}, erros ${route.errors}`,
    ]),
    [
      `${title}: conexão de todos os clientes`,
      `${load[0]?.connectSeconds.toFixed(1)} s`,
      'até cada cliente ter sido aceito e atendido uma vez, antes da medição',
    ],
    [
      `${title}: veredito`,
      errors === 0 ? 'aprovado' : `REPROVADO (${errors} erros)`,
      'erro = falha de conexão, timeout de 10 s ou resposta fora de 2xx',
    ],
  ]
}

export async function apiFigures({ postgresUrl, loadSeconds = 60, seconds = 10, warmup = 3 }) {
  const timing = { seconds, warmup }
  const tables = { comparison: [], databases: [], load: [] }

  // A blank DATABASE_URL means "none" (the bench's own environment may name a PostgreSQL).
  const pglite = await databaseFigures('PGlite', { DATABASE_URL: '' }, timing, 4420)
  let postgres
  try {
    const sample = await (await fetch(`${pglite.server.url}${PLANS}`)).text()
    const bare = await startBareHono(4422, sample)
    let baseline
    try {
      baseline = await measure({ url: `${bare.url}/api/plan` }, timing, bare.pid)
    } finally {
      bare.stop()
    }
    const ratio = (f) =>
      `${((f.rps / baseline.rps) * 100).toFixed(0)}% das req/s da rota mínima` +
      (f.cpuUs && baseline.cpuUs ? `, ${(f.cpuUs / baseline.cpuUs).toFixed(1)}× a CPU dela` : '')
    tables.comparison.push(
      [
        'rota Hono mínima, mesmo JSON, sem banco nem middleware',
        `${baseline.rps} req/s`,
        figures(baseline),
      ],
      [
        `GET ${PLANS} (PGlite, lista em memória)`,
        `${pglite.plans.rps} req/s`,
        `${figures(pglite.plans)}; ${ratio(pglite.plans)}`,
      ],
      [
        `GET ${PLANS} (PGlite, lida do banco a cada vez)`,
        `${pglite.plansFromDatabase.rps} req/s`,
        `${figures(pglite.plansFromDatabase)}; ${ratio(pglite.plansFromDatabase)}`,
      ],
      [
        'GET /api/subscription, com sessão (PGlite)',
        `${pglite.signedIn.rps} req/s`,
        `${figures(pglite.signedIn)}; ${ratio(pglite.signedIn)}`,
      ],
    )
    if (loadSeconds > 0) {
      const { token } = pglite
      tables.load.push(
        ...loadRows(
          `200 clientes, ${loadSeconds} s (PGlite)`,
          await mixedLoad(pglite.server.url, token, loadSeconds),
        ),
      )
      // What argon2 does to the other routes: the same 150 other clients without the logins.
      const quarter = Math.max(5, Math.round(loadSeconds / 4))
      tables.load.push(
        ...loadRows(
          `150 clientes sem login, ${quarter} s (PGlite)`,
          await mixedLoad(pglite.server.url, token, quarter, { withLogin: false }),
        ),
      )
    }
  } finally {
    await pglite.server.stop()
  }

  if (postgresUrl) {
    const database = await createPostgresDatabase(postgresUrl)
    try {
      postgres = await databaseFigures('PostgreSQL', { DATABASE_URL: database.url }, timing, 4424)
      try {
        if (loadSeconds > 0) {
          tables.load.push(
            ...loadRows(
              `200 clientes, ${loadSeconds} s (PostgreSQL)`,
              await mixedLoad(postgres.server.url, postgres.token, loadSeconds),
            ),
          )
        }
      } finally {
        await postgres.server.stop()
      }
    } finally {
      await database.drop()
    }
  }

  for (const db of [pglite, postgres]) {
    if (!db) continue
    tables.databases.push(
      [`GET ${PLANS} (${db.label}, em memória)`, `${db.plans.rps} req/s`, figures(db.plans)],
      [
        `GET ${PLANS} (${db.label}, do banco)`,
        `${db.plansFromDatabase.rps} req/s`,
        figures(db.plansFromDatabase),
      ],
      [
        `GET /api/subscription, com sessão (${db.label})`,
        `${db.signedIn.rps} req/s`,
        figures(db.signedIn),
      ],
      [
        `POST /api/auth/login (${db.label}, argon2id m=19 MiB t=2 p=1, 4 conexões)`,
        `${db.login.rps} req/s`,
        figures(db.login),
      ],
    )
  }
  if (!postgres) {
    tables.databases.push([
      'PostgreSQL',
      'não medido',
      'defina DATABASE_URL para comparar com o PGlite',
    ])
  }
  return tables
}
