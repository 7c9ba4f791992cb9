// The desktop app's figures (issue 23): what a licence refresh costs the server, beside the
// bare Hono route answering the same JSON, and 1,000 computers asking for their licence at once.
// The computers are real: each one signed in by the device flow (RFC 8628) and approved at
// /ativar, ten accounts of 100 seats each on a plan an operator made through the console.
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cpuMs, ms, run, summary } from './load.mjs'
import { createPostgresDatabase } from './postgres.mjs'
import { noRateLimits } from './rate-limits.mjs'
import { startServer } from './server.mjs'

const NO_RATE_LIMITS = {
  ...noRateLimits([
    'LOGIN',
    'REGISTER',
    'CHECKOUT',
    'OPERATOR_ACTION',
    'DEVICE_CODE',
    'APP_TOKEN',
    'ACTIVATION',
  ]),
  RATE_LIMIT_CHECKOUT_PER_CARD_PER_MINUTE: '0',
}
const OPERATOR = 'operador.bench@exemplo.com.br'
const PASSWORD = 'senha-forte-123'
const ACCOUNTS = 10
const SEATS = 100
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const JSON_BODY = { 'content-type': 'application/json' }

async function call(url, path, { token, body, form, method = 'POST' } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(form ? FORM : JSON_BODY),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: form ? new URLSearchParams(form).toString() : body && JSON.stringify(body),
  })
  const answer = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

// Valid CPFs (check digits) for the bench's accounts, one per index.
function cpf(index) {
  const base = String(100_000_000 + index * 7919)
    .slice(0, 9)
    .split('')
    .map(Number)
  const digit = (digits) => {
    const sum = digits.reduce((total, value, at) => total + value * (digits.length + 1 - at), 0)
    const rest = (sum * 10) % 11
    return rest === 10 ? 0 : rest
  }
  const first = digit(base)
  return [...base, first, digit([...base, first])].join('')
}

function person(email, index) {
  return {
    name: 'Cliente de Teste',
    email,
    phone: '(11)98765-4321',
    document: cpf(index),
    birthdate: '1990-05-10',
    gender: 'male',
    zipCode: '01310-100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    address: 'Avenida Paulista',
    addressNumber: '1000',
    password: PASSWORD,
    acceptedTerms: true,
  }
}

async function signUp(url, email, index) {
  await call(url, '/api/auth/register', { body: person(email, index) })
  const login = await call(url, '/api/auth/login', { body: { email, password: PASSWORD } })
  return login.data.token
}

const card = {
  name: 'Cliente de Teste',
  email: 'cartao@exemplo.com.br',
  cellphone: '(11)98765-4321',
  taxId: '529.982.247-25',
  creditCard: {
    holderName: 'CLIENTE DE TESTE',
    number: '4444444444444444',
    expiryMonth: '12',
    expiryYear: '2035',
    ccv: '123',
  },
  creditCardHolderInfo: { postalCode: '01310100', addressNumber: '1000' },
  remoteIp: '203.0.113.10',
}

/** A computer signed in: asks for a code, its owner approves, the app polls its tokens. */
async function connect(url, sessionToken, n) {
  const code = await call(url, '/api/oauth/device_authorization', {
    form: {
      client_id: 'atendimento-desktop',
      device_name: `Computador ${n}`,
      device_platform: 'windows',
      app_version: '1.4.2',
      device_fingerprint: `impressao-digital-do-bench-${n}`,
    },
  })
  await call(url, '/api/user/activation/approve', {
    token: sessionToken,
    body: { userCode: code.user_code },
  })
  const tokens = await call(url, '/api/oauth/token', {
    form: {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: code.device_code,
      client_id: 'atendimento-desktop',
    },
  })
  return tokens.access_token
}

/**
 * The accounts and computers: an operator (made at the second start by OPERATOR_EMAILS) makes
 * a plan of 100 seats, ten customers subscribe to it, each connects 100 computers.
 */
async function prepare(env, port, dataDir) {
  const first = await startServer({ port, env, dataDir })
  try {
    await signUp(first.url, OPERATOR, 0)
  } finally {
    await first.stop()
  }
  const server = await startServer({ port, env: { ...env, OPERATOR_EMAILS: OPERATOR }, dataDir })
  try {
    const operator = (
      await call(server.url, '/api/auth/login', {
        body: { email: OPERATOR, password: PASSWORD },
      })
    ).data.token
    await call(server.url, '/api/admin/plan', {
      token: operator,
      body: {
        _id: 'plano-bench',
        name: 'Plano do bench',
        description: 'Cem computadores',
        price: 9990,
        billingCycleDays: 30,
        features: ['Tudo'],
        active: true,
        position: 9,
        maxDevices: SEATS,
        entitlements: ['ai-replies', 'dashboards'],
      },
    })
    const tokens = []
    for (let account = 1; account <= ACCOUNTS; account++) {
      const session = await signUp(server.url, `cliente${account}.bench@exemplo.com.br`, account)
      await call(server.url, '/api/subscription/plano-bench', { token: session, body: card })
      for (let seat = 0; seat < SEATS; seat += 10) {
        const batch = Array.from({ length: 10 }, (_, at) =>
          connect(server.url, session, account * 1000 + seat + at),
        )
        tokens.push(...(await Promise.all(batch)))
      }
    }
    return { server, tokens }
  } catch (error) {
    await server.stop()
    throw error
  }
}

async function startBareHono(port, body) {
  const child = fork(new URL('./bare-hono.mjs', import.meta.url), {
    env: { ...process.env, PORT: String(port), BARE_BODY: body, BARE_PATH: '/api/licence' },
  })
  await new Promise((resolve) => child.once('message', resolve))
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() }
}

async function measure(options, { seconds, warmup }, pid) {
  if (warmup > 0) await run({ ...options, duration: warmup })
  const before = cpuMs(pid)
  const result = await run({ ...options, duration: seconds })
  const after = cpuMs(pid)
  return summary(result, before === undefined || after === undefined ? undefined : after - before)
}

/** Every computer asks for its licence at the same moment: how long until all are answered. */
async function everyoneAtOnce(url, tokens) {
  const started = performance.now()
  const answers = await Promise.all(
    tokens.map((token) =>
      fetch(`${url}/api/licence`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
        .then(async (response) => response.ok && Boolean((await response.json()).data?.licence))
        .catch(() => false),
    ),
  )
  return {
    seconds: (performance.now() - started) / 1000,
    errors: answers.filter((ok) => !ok).length,
  }
}

async function figuresOn(label, env, timing, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'atendimento-bench-app-'))
  try {
    const { server, tokens } = await prepare(env, port, dataDir)
    try {
      const request = {
        url: `${server.url}/api/licence`,
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[0]}` },
      }
      const licence = await measure(request, timing, server.pid)
      const sample = await (
        await fetch(request.url, { method: 'POST', headers: request.headers })
      ).text()
      const storm = await everyoneAtOnce(server.url, tokens)
      return { label, licence, sample, storm, computers: tokens.length }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const cpu = (f) => (f.cpuUs === undefined ? '' : `, CPU do servidor ${f.cpuUs} µs/req`)
const figures = (f) => `p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, erros ${f.errors}${cpu(f)}`

export async function appFigures({ postgresUrl, seconds = 10, warmup = 3 }) {
  const timing = { seconds, warmup }
  const runs = [await figuresOn('PGlite', { ...NO_RATE_LIMITS, DATABASE_URL: '' }, timing, 4430)]
  if (postgresUrl) {
    const database = await createPostgresDatabase(postgresUrl)
    try {
      runs.push(
        await figuresOn(
          'PostgreSQL',
          { ...NO_RATE_LIMITS, DATABASE_URL: database.url },
          timing,
          4432,
        ),
      )
    } finally {
      await database.drop()
    }
  }
  const bare = await startBareHono(4434, runs[0].sample)
  let baseline
  try {
    baseline = await measure({ url: `${bare.url}/api/licence`, method: 'POST' }, timing, bare.pid)
  } finally {
    bare.stop()
  }
  const rows = [
    [
      'rota Hono mínima, o mesmo JSON da licença, sem banco nem assinatura',
      `${baseline.rps} req/s`,
      figures(baseline),
    ],
  ]
  for (const result of runs) {
    const times =
      result.licence.cpuUs && baseline.cpuUs
        ? `; ${(result.licence.cpuUs / baseline.cpuUs).toFixed(1)}× a CPU da rota mínima`
        : ''
    rows.push(
      [
        `POST /api/licence (${result.label}: token, conta, plano e assinatura EdDSA)`,
        `${result.licence.rps} req/s`,
        `${figures(result.licence)}${times}`,
      ],
      [
        `${result.computers} computadores pedem a licença ao mesmo tempo (${result.label})`,
        `todos respondidos em ${result.storm.seconds.toFixed(1)} s`,
        result.storm.errors === 0 ? 'aprovado: 0 erros' : `REPROVADO: ${result.storm.errors} erros`,
      ],
    )
  }
  return rows
}
