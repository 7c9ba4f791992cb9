import { makeCpf } from '@atendimento/domain/testing/documents'
import { makeRegisterRequest } from '@atendimento/domain/testing/user'
import { createApp } from '../app.ts'
import { type AppDeps, createContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import type { ProxyTrust } from '../http/client-ip.ts'
import { silentLog } from '../log.ts'
import { createMailer, type MailMessage, type MailTransport } from '../mail/mailer.ts'
import { DEVICE_COOKIE_HEADER } from '../modules/auth/known-devices.ts'
import { createMetrics } from '../ops/metrics.ts'
import { CHEAP_ARGON2 } from '../security/passwords.ts'
import { createTestClock, type TestClock } from './test-clock.ts'

/** One proxy in front of the API, on this machine: X-Forwarded-For names the client. */
export const LOCAL_PROXY: ProxyTrust = { hops: 1, from: ['loopback'] }

/**
 * What the Node adapter hands the app for a request that came through that proxy (the socket's
 * peer is the proxy). `app.request` has no socket of its own; tests pass this as its env.
 */
export const VIA_LOCAL_PROXY = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }

export type TestAppOptions = Omit<Partial<AppDeps>, 'db' | 'clock'> & { clock?: TestClock }

/**
 * The API as the server builds it, with a hand-moved clock, cheap argon2 and the sandbox
 * gateway; any dependency can be swapped. `request` speaks JSON and bearer tokens.
 */
export function createTestApp(db: Db, options: TestAppOptions = {}) {
  const clock = options.clock ?? createTestClock()
  // What the API e-mailed, as delivered (with the secrets the outbox table does not keep).
  const mails: MailMessage[] = []
  const capture: MailTransport = {
    name: 'teste',
    deliver: async (message) => {
      mails.push(message)
    },
  }
  const metrics = options.metrics ?? createMetrics()
  const deps: AppDeps = {
    metrics,
    mailer: createMailer({
      db,
      clock,
      log: options.log ?? silentLog,
      transport: capture,
      onDelivery: metrics.email,
    }),
    ...options,
    db,
    clock,
    settings: { argon2: CHEAP_ARGON2, trustProxy: LOCAL_PROXY, ...options.settings },
  }
  const context = createContext(deps)
  const app = createApp({ ...deps, context })

  async function request(
    method: string,
    path: string,
    init: {
      body?: unknown
      token?: string | undefined
      ip?: string
      headers?: Record<string, string>
      /** The browser's device id (the API's HttpOnly cookie, see known-devices.ts). */
      device?: string
    } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers }
    if (init.device) headers.cookie = `${DEVICE_COOKIE_HEADER}=${init.device}`
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    headers['x-forwarded-for'] = init.ip ?? '203.0.113.10'
    const response = await app.request(
      `/api${path}`,
      {
        method,
        headers,
        ...(init.body !== undefined && {
          body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
        }),
      },
      VIA_LOCAL_PROXY,
    )
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered
    const body: any = await response.json()
    const setDevice = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE_HEADER}=`))
    const device = setDevice?.slice(DEVICE_COOKIE_HEADER.length + 1).split(';')[0] ?? init.device
    return { status: response.status, body, headers: response.headers, device }
  }

  return { app, context, clock, db, request, mails }
}
export type TestApp = ReturnType<typeof createTestApp>

/**
 * A registration body that passes the domain schema: the domain factory's unique e-mail and
 * CPF, with the address, phone and password these tests assert on.
 */
export function registration(overrides: Record<string, unknown> = {}) {
  const made = makeRegisterRequest()
  return {
    name: 'Maria da Silva',
    email: String(made.email),
    phone: '(11) 98765-4321',
    document: String(made.document),
    birthdate: '1990-05-17',
    gender: 'female',
    zipCode: '01310-100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    address: 'Avenida Paulista',
    addressNumber: '1000',
    complement: 'Sala 42',
    acceptedTerms: true,
    password: 'segredo123',
    ...overrides,
  }
}

/** The card payment payload of spec section 3 for the given card number. */
export function cardPayment(
  number = '4444 4444 4444 4444',
  overrides: Record<string, unknown> = {},
) {
  return {
    name: 'Maria da Silva',
    email: 'maria@exemplo.com.br',
    cellphone: '(11) 98765-4321',
    taxId: makeCpf(),
    creditCard: {
      holderName: 'MARIA DA SILVA',
      number: number.replace(/\s/g, ''),
      expiryMonth: '12',
      expiryYear: '2030',
      ccv: '123',
    },
    creditCardHolderInfo: { postalCode: '01310100', addressNumber: '1000' },
    remoteIp: '203.0.113.10',
    ...overrides,
  }
}

let signUps = 0

/**
 * Registers an account through the API and signs in to it (registration starts no session),
 * each from an address of its own so the per-address limits stay out of the way; returns the
 * token, the user and the device the sign-in was made from.
 */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides)
  signUps++
  const ip = `198.18.${(signUps >> 8) & 255}.${signUps & 255}`
  const res = await t.request('POST', '/auth/register', { body, ip })
  if (res.status !== 200) throw new Error(`cadastro falhou: ${JSON.stringify(res.body)}`)
  const login = await t.request('POST', '/auth/login', {
    body: { email: body.email, password: body.password },
    ip,
  })
  if (login.status !== 200) throw new Error(`login falhou: ${JSON.stringify(login.body)}`)
  return {
    token: login.body.data.token as string,
    user: login.body.data.user,
    password: body.password as string,
    email: body.email as string,
    device: login.device as string,
  }
}

/** Waits for the work requests left running (e-mails, codes made after the answer). */
export async function settle(t: Pick<TestApp, 'context'>) {
  await t.context.afterResponse.drain()
  await t.context.mailer.drain()
}

/** Reads the outbox through the API's own database handle (what a test may know of e-mail). */
export async function outbox(db: Db, to?: string) {
  let query = db.selectFrom('outbox').selectAll().orderBy('seq')
  if (to) query = query.where('recipient', '=', to.toLowerCase())
  return query.execute()
}

/** The e-mails delivered to this address so far (after waiting for those under way). */
export async function mailsTo(t: Pick<TestApp, 'context' | 'mails'>, to: string) {
  await settle(t)
  return t.mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
}

const lastMatch = (mails: MailMessage[], pattern: RegExp) =>
  mails
    .map((mail) => mail.text.match(pattern)?.[1])
    .filter(Boolean)
    .at(-1)

/** The recovery code in the latest e-mail to this address (as delivered: the table has none). */
export async function lastCode(t: Pick<TestApp, 'context' | 'mails'>, to: string): Promise<string> {
  const code = lastMatch(await mailsTo(t, to), /Seu código: ([0-9A-Z]{6})/)
  if (!code) throw new Error(`nenhum código no e-mail para ${to}`)
  return code
}

/** The token of the latest link to confirm a new e-mail sent to this address. */
export async function confirmationToken(t: Pick<TestApp, 'context' | 'mails'>, to: string) {
  const token = lastMatch(await mailsTo(t, to), /confirmar-email\?token=([\w%-]+)/)
  if (!token) throw new Error(`nenhum link de confirmação para ${to}`)
  return decodeURIComponent(token)
}
