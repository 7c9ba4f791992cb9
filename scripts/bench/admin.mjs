// The operator console at scale (issue 18): the overview and the customer search on PostgreSQL
// with 100,000 customers and 1,000,000 payments. Each call is timed one at a time from this
// process (a person clicking, not a load test), after a warm-up; p50 and p95 are reported.
import { execFileSync } from 'node:child_process'
import { SCALE, seedAdminScale } from './admin-seed.mjs'
import { ms } from './load.mjs'
import { createPostgresDatabase } from './postgres.mjs'
import { startServer } from './server.mjs'

const root = new URL('../../', import.meta.url).pathname
const OPERATOR = {
  name: 'Operadora Bench',
  email: 'operadora@bench.example',
  phone: '(11) 98765-4321',
  document: '529.982.247-25',
  birthdate: '1990-05-17',
  gender: 'female',
  zipCode: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  address: 'Avenida Paulista',
  addressNumber: '1000',
  acceptedTerms: true,
  password: 'senha-do-bench-123',
}

async function time(url, token, runs, warmup) {
  const once = async () => {
    const started = performance.now()
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${url} respondeu ${res.status}`)
    return performance.now() - started
  }
  for (let i = 0; i < warmup; i++) await once()
  const samples = []
  for (let i = 0; i < runs; i++) samples.push(await once())
  samples.sort((a, b) => a - b)
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]
  return { p50: at(0.5), p95: at(0.95) }
}

/** The console's figures on a fresh PostgreSQL database of `serverUrl`, dropped afterwards. */
export async function adminFigures({ postgresUrl, runs = 50, warmup = 5 }) {
  const database = await createPostgresDatabase(postgresUrl, 'bench_admin')
  const server = await startServer({
    port: 4430,
    env: {
      DATABASE_URL: database.url,
      RATE_LIMIT_REGISTER_PER_MINUTE: '0',
      RATE_LIMIT_GENERAL_PER_MINUTE: '1000000000',
    },
  })
  try {
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OPERATOR),
    })
    if (!register.ok) throw new Error(`cadastro da operadora falhou: ${register.status}`)
    // The documented way: the CLI (on PostgreSQL it runs beside the server).
    execFileSync('npm', ['run', '-s', 'admin', '--', 'grant', OPERATOR.email], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url },
      stdio: 'ignore',
    })
    const seeding = performance.now()
    await seedAdminScale(database.url)
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1)
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OPERATOR.email, password: OPERATOR.password }),
    })
    const { token } = (await login.json()).data
    const calls = [
      ['visão geral', '/api/admin/overview'],
      [
        'busca por CPF (com máscara)',
        `/api/admin/customer?q=${encodeURIComponent('529.982.247-25')}`,
      ],
      ['busca por parte do nome', '/api/admin/customer?q=silva%2012'],
      ['busca por início do e-mail', '/api/admin/customer?q=cliente4242%40'],
      // Issue 29: accents and case aside, every word anywhere in the name, part of an e-mail.
      ['busca sem acento (fabio acha Fábio)', '/api/admin/customer?q=fabio'],
      ['busca por duas palavras do nome', '/api/admin/customer?q=fabio%20santos'],
      ['busca por parte do e-mail', '/api/admin/customer?q=ente4242'],
      ['lista: ativas, por nome, página 50', '/api/admin/customer?status=active&sort=nome&page=50'],
      ['lista: mais recentes, página 1', '/api/admin/customer'],
      ['lista: canceladas, mais recentes', '/api/admin/customer?status=canceled'],
      [
        'lista: pendentes, por nome, página 50',
        '/api/admin/customer?status=pending&sort=nome&page=50',
      ],
      ['lista: sem assinatura', '/api/admin/customer?status=sem-assinatura'],
      ['página de um cliente', '/api/admin/customer/bench-user-4242'],
    ]
    const rows = [
      [
        'dados',
        `${SCALE.customers.toLocaleString('pt-BR')} clientes, ${(SCALE.customers * SCALE.paymentsPerCustomer).toLocaleString('pt-BR')} pagamentos`,
        `semeados em ${seeded} s (generate_series), depois VACUUM ANALYZE`,
      ],
    ]
    for (const [label, path] of calls) {
      const f = await time(`${server.url}${path}`, token, runs, warmup)
      rows.push([
        label,
        `p50 ${ms(f.p50.toFixed(1))}, p95 ${ms(f.p95.toFixed(1))}`,
        `${runs} chamadas em sequência`,
      ])
    }
    return rows
  } finally {
    await server.stop()
    await database.drop()
  }
}
