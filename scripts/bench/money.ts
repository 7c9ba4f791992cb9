// `npm run bench -- money`: issue 26's money property on two API processes and PostgreSQL,
// against the fake Asaas served over HTTP (it misbehaves on demand, its webhooks go to either
// process). Needs DATABASE_URL. Runs under tsx; prints its report as one JSON line.
import { type ChildProcess, fork } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { openDatabase } from '@atendimento/api/db/database'
import { seedPlansOnFirstStart } from '@atendimento/api/modules/plans/seed-plans'
import { createAsaasFake } from '@atendimento/api/testing/asaas-fake'
import {
  bringToRest,
  type MoneyWorld,
  moneyAction,
  moneyViolations,
  runAction,
} from '@atendimento/api/testing/money-sequences'
import { registration } from '@atendimento/api/testing/test-app'
import fc from 'fast-check'
import { createPostgresDatabase } from './postgres.mjs'

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const sequences = setting('BENCH_MONEY_SEQUENCES', 1000)
const seed = setting('BENCH_MONEY_SEED', Date.now() % 2 ** 31)
const serverUrl = process.env.DATABASE_URL
if (!serverUrl) throw new Error('defina DATABASE_URL: o bench de dinheiro roda no PostgreSQL')
const WEBHOOK_TOKEN = 'segredo-do-webhook-do-bench-de-dinheiro'

let offset = 0
const now = () => new Date(Date.now() + offset)
// Asaas' calendar day (São Paulo), as the adapter writes it.
const asaasDay = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now())

// The fake Asaas, over HTTP on a port of its own.
const asaasServer = createServer(async (incoming, outgoing) => {
  const body = ['GET', 'HEAD', 'DELETE'].includes(incoming.method ?? 'GET')
    ? undefined
    : (Readable.toWeb(incoming) as ReadableStream)
  const request = new Request(`http://127.0.0.1${incoming.url}`, {
    method: incoming.method,
    headers: incoming.headers as Record<string, string>,
    body,
    duplex: 'half',
  } as RequestInit)
  const answer = await fake.handle(request).catch(() => Response.error())
  if (answer.type === 'error') {
    incoming.socket.destroy()
    return
  }
  outgoing.writeHead(answer.status, Object.fromEntries(answer.headers))
  outgoing.end(Buffer.from(await answer.arrayBuffer()))
})
await new Promise<void>((resolve) => asaasServer.listen(0, '127.0.0.1', resolve))
const asaasBase = `http://127.0.0.1:${(asaasServer.address() as AddressInfo).port}/v3`
const fake = createAsaasFake(asaasDay, asaasBase)

const database = await createPostgresDatabase(serverUrl, 'bench_money')
const db = await openDatabase({ kind: 'postgres', url: database.url })
await seedPlansOnFirstStart(db)

/** The two API processes: each its own port, the same database and fake. */
async function start(port: number) {
  const child = fork(new URL('../../apps/api/src/testing/money-process.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      ASAAS_BASE_URL: asaasBase,
      ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  await reply(child, (message) => message.ready === true)
  return { child, url: `http://127.0.0.1:${port}/api` }
}
function reply(child: ChildProcess, match: (message: Record<string, unknown>) => boolean) {
  return new Promise<void>((resolve) => {
    const listen = (message: Record<string, unknown>) => {
      if (!match(message)) return
      child.off('message', listen)
      resolve()
    }
    child.on('message', listen)
  })
}
const processes = [await start(4520), await start(4521)]
const pick = () => processes[Math.floor(Math.random() * processes.length)] as (typeof processes)[0]

async function call(
  method: string,
  path: string,
  init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${pick().url}${path}`, {
    method,
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...init.headers,
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  })
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; message?: string },
  }
}

let settles = 0
const world: MoneyWorld = {
  fake,
  db,
  operatorToken: '',
  request: call,
  async settle() {
    const id = ++settles
    await fake.idle()
    await Promise.all(
      processes.map(({ child }) => {
        const done = reply(child, (message) => message.settled === id)
        child.send({ settle: id })
        return done
      }),
    )
  },
  advance(ms) {
    offset += ms
    for (const { child } of processes) child.send({ clock: offset })
  },
}
fake.webhooks.setSink((event) =>
  call('POST', '/webhooks/asaas', {
    body: event,
    headers: { 'asaas-access-token': WEBHOOK_TOKEN },
  }),
)

async function signUp() {
  const body = registration()
  await call('POST', '/auth/register', { body })
  const login = await call('POST', '/auth/login', {
    body: { email: body.email, password: body.password },
  })
  const data = login.body.data as { token: string; user: { _id: string } }
  return { token: data.token, userId: data.user._id, email: body.email as string }
}

const operator = await signUp()
await db.updateTable('users').set({ role: 'operator' }).where('id', '=', operator.userId).execute()
world.operatorToken = operator.token

const samples = fc.sample(
  fc.tuple(
    fc.array(moneyAction, { minLength: 1, maxLength: 12 }),
    fc.record({ duplicate: fc.boolean(), shuffle: fc.boolean(), early: fc.boolean() }),
    fc.nat(),
  ),
  { numRuns: sequences, seed },
)
const started = performance.now()
const failures: { actions: unknown; policy: unknown; violations: string[] }[] = []
let done = 0
let charged = 0
/** Whether money moved for this customer (a sequence that charges nothing proves little). */
const paidSomething = async (userId: string) =>
  (await db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['paid', 'refunded'])
    .executeTakeFirst()) !== undefined
for (const [actions, policy, order] of samples) {
  Object.assign(fake.webhooks.policy, policy)
  fake.webhooks.seed(order)
  const who = await signUp()
  for (const action of actions) await runAction(world, who, action)
  await bringToRest(world)
  const violations = await moneyViolations(world, who)
  if (violations.length > 0) failures.push({ actions, policy, violations })
  if (await paidSomething(who.userId)) charged++
  done++
  if (done % 100 === 0) process.stderr.write(`  dinheiro: ${done}/${sequences}\n`)
}
const seconds = (performance.now() - started) / 1000

for (const { child } of processes) child.send({ stop: true })
await Promise.all(
  processes.map(({ child }) => new Promise((resolve) => child.once('exit', resolve))),
)
await db.destroy()
await database.drop()
asaasServer.close()
console.log(
  JSON.stringify({
    seed,
    sequences: done,
    seconds: Math.round(seconds),
    perSequenceMs: Math.round((seconds * 1000) / Math.max(1, done)),
    charged,
    asaasCalls: fake.state.requests.length,
    webhooks: fake.webhooks.delivered.length,
    failureCount: failures.length,
    failures: failures.slice(0, 5),
  }),
)
