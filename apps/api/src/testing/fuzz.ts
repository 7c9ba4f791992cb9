import {
  ENDPOINT_NAMES,
  ENDPOINTS,
  type Endpoint,
  type EndpointName,
  matchEndpoint,
  pathParamNames,
} from '@atendimento/domain/contract/endpoints'
import {
  DESKTOP_CLIENT_ID,
  DEVICE_CODE_GRANT,
  OAUTH_ERROR_CODES,
} from '@atendimento/domain/schemas/oauth'
import fc from 'fast-check'
import { sql } from 'kysely'
import { type Db, openDatabase } from '../db/database.ts'
import type { UserRow } from '../modules/auth/sessions.ts'
import { seedPlansOnFirstStart } from '../modules/plans/seed-plans.ts'
import { gatewayCustomerRef } from '../payments/gateway-customers.ts'
import { askForCode, computer, connectComputer } from './app-device.ts'
import {
  cardPayment,
  createTestApp,
  lastCode,
  registration,
  signUp,
  type TestApp,
  VIA_LOCAL_PROXY,
} from './test-app.ts'
import { DAY } from './test-clock.ts'

/**
 * Fuzzing the whole API: fast-check makes malformed and hostile bodies, query strings, path ids
 * and headers for every endpoint, each request goes through the app as the server builds it
 * (rate limits on), and every answer is checked: no 5xx, every 4xx a `{ message }` in pt-BR, and
 * nothing written for a refused request. `npm test` runs 800 with a fixed seed; the bench 10,000.
 */

const WEBHOOK_TOKEN = 'segredo-do-webhook-de-teste'
const METRICS_TOKEN = 'token-das-metricas-do-fuzz'

interface FuzzAccount {
  token: string
  email: string
  password: string
  userId: string
}

/**
 * What the hostile requests aim at. Alice (a subscription, a payment) and Bob (none) sign the
 * requests; Carol's live recovery code is the one /auth/validate and /auth/change try, and Dave's
 * token the one /auth/logout ends, so an accepted request there does not end the sessions the
 * rest of the run goes deep with.
 */
export interface FuzzFixtures {
  alice: FuzzAccount
  bob: FuzzAccount
  carol: FuzzAccount
  dave: FuzzAccount
  ids: {
    aliceSubscription: string
    alicePayment: string
    unknown: string
    /** Alice's computer (the desktop app's), signed in. */
    aliceDevice: string
  }
  code: string
  /** The desktop app on Alice's computer: its access token, a pending code of another computer. */
  app: { accessToken: string; deviceCode: string; userCode: string; otherUserCode: string }
  registration: Record<string, unknown>
  profile: Record<string, unknown>
}

/** A fresh in-memory database with the seeded plans, for a fuzz run outside the test suite. */
export async function fuzzDatabase(): Promise<Db> {
  const db = await openDatabase({ kind: 'memory' })
  await seedPlansOnFirstStart(db)
  return db
}

/** The app and the accounts a fuzz run works on (a fresh database is expected). */
export async function fuzzWorld(db: Db): Promise<{ t: TestApp; fixtures: FuzzFixtures }> {
  const t = createTestApp(db, {
    settings: {
      asaasWebhookToken: WEBHOOK_TOKEN,
      sessionTtlMs: 365 * DAY,
      metricsToken: METRICS_TOKEN,
    },
  })
  const alice = await signUp(t)
  const bob = await signUp(t)
  const carol = await signUp(t)
  const dave = await signUp(t)
  const subscribed = await t.request('POST', '/subscription/plano-essencial', {
    token: alice.token,
    body: cardPayment(),
  })
  const [payment] = (await t.request('GET', '/recurrence/user', { token: alice.token })).body.data
  await t.request('POST', '/auth/forgot', { body: { email: carol.email } })
  const code = await lastCode(t, carol.email)
  // Bob's customer id at the gateway is learnt once, by a first payment; here, in advance, so
  // that a refused card of his writes nothing (see `snapshot`).
  const bobRow = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', bob.user._id)
    .executeTakeFirstOrThrow()
  await gatewayCustomerRef(t.context, bobRow as UserRow)
  // The desktop app: Alice's computer signed in, and two more asking (one code to approve or
  // look up, one to refuse).
  const aliceComputer = await connectComputer(t, alice.token)
  const asking = await askForCode(t, computer())
  const otherAsking = await askForCode(t, computer())
  await t.context.mailer.drain()
  const { password: _, acceptedTerms: __, ...profile } = registration()
  const account = (a: typeof alice) => ({
    token: a.token,
    email: a.email,
    password: a.password,
    userId: String(a.user._id),
  })
  return {
    t,
    fixtures: {
      alice: account(alice),
      bob: account(bob),
      carol: account(carol),
      dave: account(dave),
      ids: {
        aliceSubscription: subscribed.body.data._id,
        alicePayment: payment._id,
        unknown: '6b0d8c1e-2f1a-4c7e-9a55-000000000000',
        aliceDevice: aliceComputer.deviceId,
      },
      code,
      app: {
        accessToken: aliceComputer.accessToken,
        deviceCode: asking.body.device_code,
        userCode: asking.body.user_code,
        otherUserCode: otherAsking.body.user_code,
      },
      registration: registration(),
      profile: { ...profile, email: alice.email, document: alice.user.document },
    },
  }
}

// ---------------------------------------------------------------------------------------------
// What a request is made of.

export interface FuzzRequest {
  endpoint: string
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Uint8Array
}

const HOSTILE_TEXT = [
  '',
  ' ',
  "' OR '1'='1",
  "'; drop table users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  '\u202e\u0000\uffff',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}#{7*7}',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  'true',
  '[]',
  '{}',
  '😀👍🏽🇧🇷',
  'ﷺ\u0301\u0301\u0301',
  '\ud800',
  'a'.repeat(10_000),
  '0'.repeat(64),
  'Bearer ',
  'segredo123',
]

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 100, maxLength: 3000 }) },
)

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -0,
      -1,
      0.5,
      1e308,
      Number.MAX_SAFE_INTEGER + 2,
      [],
      {},
      [null],
      { $ne: null },
      { $gt: '' },
      { __proto__: { admin: true } },
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
)

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 60,
})

/** Raw bodies that are not the JSON they claim to be. */
const malformedBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"email": ',
    '{"email": "a@b.c",}',
    "{'email': 'a@b.c'}",
    '{"a":1}{"b":2}',
    'null',
    '"texto"',
    '12',
    '[]',
    '\ufeff{"email":"a@exemplo.com"}',
    '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
    '{"email": "a@exemplo.com", "email": ["duplicado"]}',
    '{"n": 1e400}',
    '{"s": "\\ud800"}',
    '{"s": "\\u0000"}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2001)}`,
    'email=a%40exemplo.com&password=x',
    '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--',
  ),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }),
  // Invalid UTF-8 inside otherwise fine JSON.
  fc.constant(new Uint8Array([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d])),
)

/** A valid body with one thing broken: a field replaced, removed, or hostile keys added. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid)
  const nested = keys.filter((key) => typeof valid[key] === 'object' && valid[key] !== null)
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 1, arbitrary: fc.constant(valid) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), hostileValue)
        .map(([key, value]) => ({ ...valid, [key]: value })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...keys).map((key) => {
        const { [key]: _, ...rest } = valid
        return rest
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(
          fc.constantFrom(
            '__proto__',
            'constructor',
            'prototype',
            '_id',
            'id',
            'userId',
            'role',
            '$where',
          ),
          hostileValue,
        )
        .map((extra) => ({ ...valid, ...extra })),
    },
  ]
  if (nested.length > 0) {
    // One level deeper, for the nested payloads (the card, the user of a signup).
    options.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...nested), hostileValue, fc.nat())
        .map(([key, value, pick]) => {
          const inner = valid[key] as Record<string, unknown>
          const innerKeys = Object.keys(inner)
          const innerKey = innerKeys[pick % innerKeys.length] ?? 'x'
          return { ...valid, [key]: { ...inner, [innerKey]: value } }
        }),
    })
  }
  return fc.oneof(...options)
}

/** The body of a request: mostly a broken valid one, else anything at all. */
/** A value as a form body (an OAuth row's): each field `name=value`, anything else as JSON text. */
function formEncoded(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value)
  return Object.entries(value)
    .map(([key, item]) => {
      const text = typeof item === 'string' ? item : JSON.stringify(item)
      return `${encodeURIComponent(key)}=${encodeURIComponent(text ?? '')}`
    })
    .join('&')
}

function bodyFor(
  valid: Record<string, unknown> | undefined,
  encode: (value: unknown) => string = JSON.stringify,
): fc.Arbitrary<string | Uint8Array | undefined> {
  const options: fc.WeightedArbitrary<string | Uint8Array | undefined>[] = [
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => encode(value)) },
    { weight: 2, arbitrary: malformedBody },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(`{"x":"${'a'.repeat(70 * 1024)}"}`) },
  ]
  if (valid) {
    options.push({ weight: 10, arbitrary: mutated(valid).map((value) => encode(value)) })
  }
  return fc.oneof(...options)
}

/** Every UTF-8 byte of the text as %XX (a lone surrogate becomes U+FFFD, as a browser sends it). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')

/** A path segment standing for an id: real ones (the caller's or not), unknown, hostile. */
function idSegment(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 3, arbitrary: hostileString.map((text) => percentEncoded(text)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        '%C0%AE%C0%AE',
        '..',
        '%2e%2e',
        '%2F',
        '%00',
        ';',
        "'",
        '~',
        '-',
        '9'.repeat(400),
      ),
    },
  )
}

function queryString(valid: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 2, arbitrary: fc.constantFrom(...valid) },
    {
      weight: 3,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.constantFrom(
              'activeOnly',
              'status',
              'userId',
              'id',
              '__proto__',
              'activeOnly[]',
              'limit',
            ),
            hostileString,
          ),
          { maxLength: 4 },
        )
        .map(
          (pairs) => `?${pairs.map(([key, value]) => `${key}=${percentEncoded(value)}`).join('&')}`,
        ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '?activeOnly=%',
        '?activeOnly=true&activeOnly=false',
        '?activeOnly[]=true',
        '?status=%E0%A4%A',
        '?&&&==&',
        '?=',
        `?status=${'p'.repeat(5000)}`,
        '?status=paid&status=pending',
        '?status=PAID',
      ),
    },
  )
}

function headersFor(
  fixtures: FuzzFixtures,
  tokens: string[] = [fixtures.alice.token, fixtures.alice.token, fixtures.bob.token],
  form = false,
): fc.Arbitrary<Record<string, string>> {
  // Mostly the row's own (JSON, or a form for the OAuth rows), so most bodies get past the
  // content type to the schemas and the services.
  const contentType = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constant(form ? 'application/x-www-form-urlencoded' : 'application/json'),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'application/json; charset=latin1',
        'application/vnd.api+json',
      ),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        '',
        'json',
        undefined,
      ),
    },
  )
  // Mostly a live session, so the requests reach what is behind the authentication.
  const authorization = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...tokens).map((token) => `Bearer ${token}`) },
    fc
      .constantFrom(...tokens)
      .chain((token) =>
        fc.constantFrom(
          `Bearer ${token}`,
          `bearer ${token}`,
          `Bearer  ${token}  `,
          `Bearer ${token} x`,
        ),
      ),
    fc.constantFrom(undefined, 'Bearer', 'Basic dXNlcjpzZW5oYQ==', `Bearer ${'x'.repeat(8000)}`),
    printable.map((text) => `Bearer ${text}`),
  )
  const forwardedFor = fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    printable,
    fc.array(fc.ipV4(), { minLength: 2, maxLength: 4 }).map((ips) => ips.join(', ')),
  )
  return fc
    .record(
      {
        'content-type': contentType,
        authorization,
        'x-forwarded-for': forwardedFor,
        'asaas-access-token': fc.constantFrom(undefined, WEBHOOK_TOKEN, 'errado', ''),
        extra: fc.option(
          fc.tuple(
            fc.constantFrom(
              'x-http-method-override',
              'x-original-url',
              'host',
              'origin',
              'accept',
              'content-encoding',
              'transfer-encoding-x',
              'cookie',
            ),
            printable,
          ),
        ),
      },
      { requiredKeys: ['content-type', 'authorization', 'x-forwarded-for'] },
    )
    .map(({ extra, ...named }) => {
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(named)) {
        if (typeof value === 'string') headers[name] = value
      }
      if (extra) headers[extra[0]] = extra[1]
      return headers
    })
}

interface EndpointSpec {
  endpoint: string
  method: string
  path: fc.Arbitrary<string>
  body?: Record<string, unknown> | 'none'
  /** The sessions this endpoint's requests sign with, when not Alice's and Bob's. */
  tokens?: string[]
  /** Takes input or a session, so some hostile requests must be refused. */
  refusable: boolean
  /** An OAuth row: its body is form-encoded, its failures RFC 6749's. */
  oauth: boolean
  /** Refusals carry the app's `reason` beside the message (the desktop app's token rows). */
  device: boolean
}

/**
 * What the fuzzer starts from for each endpoint: a valid body to break, the real ids its path
 * parameters take, the valid query strings. Typed by the table's names, so a new row does not
 * compile until it has its entry here.
 */
interface FuzzSeed {
  body?: Record<string, unknown>
  ids?: Record<string, string[]>
  queries?: string[]
  tokens?: string[]
}

const ADMIN_PLAN = {
  _id: 'plano-do-fuzz',
  name: 'Plano do fuzz',
  description: 'Nunca deve ser criado',
  price: 1990,
  billingCycleDays: 30,
  features: ['Um recurso'],
  position: 9,
}

function fuzzSeeds(f: FuzzFixtures): Record<EndpointName, FuzzSeed> {
  const subscription = { id: [f.ids.aliceSubscription, f.ids.unknown] }
  const plan = { planId: ['plano-essencial', 'plano-profissional', 'plano-trimestral'] }
  const card = cardPayment('4111 1111 1111 1111') as unknown as Record<string, unknown>
  return {
    register: { body: f.registration },
    login: { body: { email: f.alice.email, password: f.alice.password, rememberMe: true } },
    forgotPassword: { body: { email: f.bob.email } },
    validateCode: { body: { email: f.carol.email, code: f.code } },
    changePassword: { body: { email: f.carol.email, code: f.code, password: 'nova-senha-123' } },
    validateToken: { body: { token: f.alice.token } },
    logout: { tokens: [f.dave.token] },
    updatePassword: {
      body: {
        password: f.alice.password,
        newPassword: 'nova-senha',
        confirmNewPassword: 'nova-senha',
      },
    },
    updateProfile: { body: f.profile },
    confirmEmailChange: { body: { token: 'link-de-ninguem' } },
    createSubscription: { ids: { id: plan.planId }, body: card },
    subscribeWithSignup: { ids: plan, body: { user: f.registration, payment: card } },
    pixStatus: { body: { pixId: 'sbx_pix_desconhecido' } },
    createPixSubscription: { ids: plan },
    subscribeWithSignupPix: { ids: plan, body: { user: f.registration } },
    updateCard: { ids: subscription, body: card },
    paymentReceipt: { ids: { id: [f.ids.alicePayment, f.ids.unknown] } },
    listSubscriptions: { queries: ['?x=1'] },
    getSubscription: { ids: subscription },
    cancelSubscription: { ids: subscription },
    reactivateSubscription: { ids: subscription },
    quotePlanChange: { ids: { ...subscription, ...plan } },
    changePlan: { ids: { ...subscription, ...plan }, body: { expectedAmount: 0 } },
    cancelScheduledChange: { ids: subscription },
    exportAccountData: { queries: ['?x=1'] },
    // Never Alice's password: a fuzzed request must not erase the account the others use.
    deleteAccount: { body: { password: 'senha-que-nao-e-a-dela' } },
    getNotificationPreferences: { queries: ['?x=1'] },
    updateNotificationPreferences: { body: { email: false, weeklyReports: true } },
    listPlans: { queries: ['?activeOnly=true', '?activeOnly=false'] },
    getPlan: { ids: { id: plan.planId } },
    listUserPayments: { queries: ['?status=paid', '?status=pending'] },
    listSubscriptionPayments: { ids: subscription },
    paymentStatus: { ids: { id: [f.ids.alicePayment, f.ids.unknown] } },
    asaasWebhook: {
      body: {
        id: 'evt_fuzz',
        event: 'PAYMENT_CONFIRMED',
        payment: {
          id: 'pay_desconhecido',
          status: 'CONFIRMED',
          value: 49.9,
          subscription: 'sub_x',
        },
      },
    },
    health: { queries: ['?x=1'] },
    ready: { queries: ['?x=1'] },
    metrics: { tokens: [METRICS_TOKEN] },
    openApiDocument: {},
    apiReference: {},
    apiReferenceAsset: { ids: { file: ['scalar.js', 'referencia.js'] } },
    // The console's rows, signed with customers' sessions: every request must be refused (403),
    // whatever its input; the operator's own paths are proven by the admin suite.
    adminOverview: {},
    adminListCustomers: { queries: ['?q=maria&status=active&sort=nome&page=2'] },
    adminGetCustomer: { ids: { id: [f.alice.userId] } },
    adminCancelSubscription: { ids: subscription },
    adminReactivateSubscription: { ids: subscription },
    adminRefundPayment: { ids: { id: [f.ids.alicePayment] } },
    adminResendEmail: { ids: { id: [f.ids.unknown] } },
    adminListPlans: {},
    adminCreatePlan: { body: ADMIN_PLAN },
    adminUpdatePlan: { ids: { id: plan.planId }, body: ADMIN_PLAN },
    adminDeactivatePlan: { ids: { id: plan.planId } },
    adminDeletePlan: { ids: { id: plan.planId } },
    adminListAudit: { queries: ['?action=payment.refunded&page=1'] },
    adminReconciliation: { queries: ['?page=2'] },
    // The desktop app's rows (issue 23).
    oauthMetadata: {},
    oauthJwks: {},
    deviceAuthorization: {
      body: {
        client_id: DESKTOP_CLIENT_ID,
        device_name: 'Notebook do fuzz',
        device_platform: 'linux',
        app_version: '1.4.2',
        device_fingerprint: 'impressao-digital-do-fuzz-0001',
      },
    },
    // A code still pending: polling it answers authorization_pending or slow_down.
    oauthToken: {
      body: {
        grant_type: DEVICE_CODE_GRANT,
        client_id: DESKTOP_CLIENT_ID,
        device_code: f.app.deviceCode,
      },
    },
    oauthRevoke: { body: { token: 'token-que-ninguem-emitiu', client_id: DESKTOP_CLIENT_ID } },
    getLicence: { tokens: [f.app.accessToken], queries: ['?app_version=1.4.3'] },
    refreshLicence: { tokens: [f.app.accessToken] },
    listDevices: { queries: ['?x=1'] },
    renameDevice: { ids: { id: [f.ids.aliceDevice, f.ids.unknown] }, body: { name: 'Caixa 1' } },
    // Never Alice's computer: the licence rows go on working for the rest of the run.
    disconnectDevice: { ids: { id: [f.ids.unknown] } },
    disconnectAllDevices: { tokens: [f.dave.token] },
    lookupActivation: { body: { userCode: f.app.userCode } },
    approveActivation: { body: { userCode: f.app.userCode } },
    denyActivation: { body: { userCode: f.app.otherUserCode } },
    adminDeviceSummary: {},
    adminListCustomerDevices: { ids: { id: [f.alice.userId] } },
    adminDisconnectDevice: { ids: { id: [f.ids.aliceDevice] } },
    // A token this server never made: refused before any account is read.
    unsubscribeNotifications: { queries: ['?inscricao=conta.assinatura-falsa'] },
    // The bounds themselves: 50 is the most a page may ask for, 51 one too many.
    listReleases: { queries: ['?limit=1', '?limit=50', '?limit=51'] },
    updateFeed: { ids: { file: ['latest.yml', 'beta-mac.yml'] } },
    adminListReleases: { queries: ['?x=1'] },
    countDownload: { ids: { version: ['1.0.0', '9.9.9'] }, body: { platform: 'windows' } },
    adminPublishRelease: {
      body: {
        channel: 'latest',
        notes: { new: ['Uma novidade'], improvements: [], fixes: [] },
        files: { windows: 'version: 9.0.0', macos: 'version: 9.0.0', linux: 'version: 9.0.0' },
        stagingPercentage: 100,
        critical: false,
      },
    },
    adminSetReleaseRollout: {
      ids: { version: ['1.0.0', '9.9.9'] },
      body: { channel: 'latest', percent: 50 },
    },
    adminWithdrawRelease: { ids: { version: ['9.9.9'] }, body: { channel: 'latest' } },
  }
}

/** A path of the endpoint: each parameter a real id, an unknown one or a hostile segment. */
function pathOf(endpoint: Endpoint, seed: FuzzSeed): fc.Arbitrary<string> {
  const names = pathParamNames(endpoint.path)
  const segments = names.map((name) => idSegment(seed.ids?.[name] ?? ['x']))
  const query = endpoint.method === 'GET' ? queryString(seed.queries ?? ['']) : fc.constant('')
  return fc.tuple(fc.tuple(...segments), query).map(([values, search]) => {
    let index = 0
    return `${endpoint.path.replace(/:\w+/g, () => values[index++] ?? '')}${search}`
  })
}

/** Every endpoint of the contract table, with a valid input to break and its real ids. */
export function endpointSpecs(f: FuzzFixtures): EndpointSpec[] {
  const seeds = fuzzSeeds(f)
  return ENDPOINT_NAMES.map((name) => {
    const endpoint: Endpoint = ENDPOINTS[name]
    const seed = seeds[name]
    return {
      endpoint: `${endpoint.method} ${endpoint.path}`,
      method: endpoint.method,
      path: pathOf(endpoint, seed),
      body: endpoint.body ? seed.body : 'none',
      ...(seed.tokens && { tokens: seed.tokens }),
      refusable: Boolean(
        endpoint.body ??
          endpoint.query ??
          endpoint.params ??
          ['bearer', 'webhook', 'metrics', 'operator', 'device'].includes(endpoint.auth),
      ),
      oauth: endpoint.format === 'oauth',
      device: endpoint.auth === 'device',
    }
  })
}

/** Each endpoint's requests (one arbitrary per endpoint), plus routes and methods no route takes. */
function requestArbitraries(fixtures: FuzzFixtures) {
  const specs = endpointSpecs(fixtures)
  const known = specs.map((spec) =>
    fc
      .record({
        path: spec.path,
        headers: headersFor(fixtures, spec.tokens, spec.oauth),
        body:
          spec.method === 'GET'
            ? fc.constant(undefined)
            : spec.body === 'none'
              ? fc.option(malformedBody)
              : bodyFor(spec.body, spec.oauth ? formEncoded : JSON.stringify),
      })
      .map(
        ({ path, headers, body }): FuzzRequest => ({
          endpoint: spec.endpoint,
          method: spec.method,
          path,
          headers,
          ...(body !== undefined && body !== null && { body }),
        }),
      ),
  )
  const stray = fc
    .record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      path: fc.oneof(
        fc.constantFrom(...specs.map((spec) => spec.endpoint.split(' ')[1] ?? '/')),
        fc.constantFrom(
          '/',
          '/admin',
          '/plan/../user',
          '/.env',
          '/%2e%2e/%2e%2e',
          '//plan',
          '/PLAN',
          '/user/',
        ),
        hostileString.map((text) => `/${percentEncoded(text)}`),
      ),
      // Dave's session: a stray POST /auth/logout must not end Alice's.
      headers: headersFor(fixtures, [fixtures.dave.token]),
      body: fc.option(malformedBody),
    })
    .map(
      ({ method, path, headers, body }): FuzzRequest => ({
        endpoint: 'outras rotas e métodos',
        method,
        path,
        headers,
        ...(body !== null && method !== 'GET' && { body }),
      }),
    )
  return { known, stray }
}

// ---------------------------------------------------------------------------------------------
// Checking the answers.

// Words of the English texts a framework or a validation library would answer with.
const ENGLISH =
  /\b(invalid|expected|received|required|must|should|malformed|unexpected|error|errors|not found|unauthorized|forbidden|payload|request|too large|undefined|null|nan|object object|internal server|bad)\b/i

/** A message a Brazilian user can read: not blank, no English, no leaked internals. */
export function looksPtBr(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    message.trim().length > 0 &&
    /[a-zà-ú]/i.test(message) &&
    !ENGLISH.test(message)
  )
}

/**
 * A fingerprint of what the database holds, per table. Left out, on purpose: the counters that
 * are the defence itself (rate-limit hits; the tries on a recovery code; when the desktop app
 * last polled a device code, and its interval) and the sandbox
 * gateway's own table (it stands for the provider's side, which records refused charges).
 */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = current_schema()
      and tablename not like 'kysely_%'
      and tablename not in ('rate_limit_hits', 'sandbox_charges')
    order by tablename`.execute(db)
  const parts = tables.map(({ tablename }) => {
    const row =
      tablename === 'password_resets'
        ? sql`(x.user_id, x.code_hash, x.created_at, x.expires_at, x.used_at)::text`
        : tablename === 'device_authorizations'
          ? // When the app last polled and its interval are RFC 8628's slow_down defence itself.
            sql`(x.id, x.device_code_hash, x.status, x.user_id, x.device_id, x.decided_at)::text`
          : sql`x::text`
    return sql`select ${sql.lit(tablename)}::text as name,
      md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as digest
      from ${sql.table(tablename)} x`
  })
  const { rows } = await sql<{
    name: string
    digest: string
  }>`${sql.join(parts, sql` union all `)}`.execute(db)
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]))
}

/**
 * What is wrong with a refusal's body, if anything: `{ message }`; on the desktop app's token
 * rows also a `reason`; on the OAuth rows RFC 6749 §5.2's `error` (one of its codes) and an
 * ASCII `error_description` beside the message.
 */
function failureShapeProblem(request: FuzzRequest, body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return 'não é um objeto'
  const name = matchEndpoint(request.method, request.path)
  const endpoint: Endpoint | undefined = name && ENDPOINTS[name]
  const keys = Object.keys(body)
  const allowed =
    endpoint?.format === 'oauth'
      ? ['error', 'error_description', 'message', 'reason']
      : endpoint?.auth === 'device'
        ? ['message', 'reason']
        : ['message']
  if (!keys.includes('message')) return 'sem message'
  const stray = keys.filter((key) => !allowed.includes(key))
  if (stray.length > 0) return `chaves a mais: ${stray.join(', ')}`
  if (endpoint?.format !== 'oauth') return undefined
  const { error, error_description } = body as Record<string, unknown>
  if (!OAUTH_ERROR_CODES.includes(error as never)) return `error fora da RFC: ${String(error)}`
  const ascii =
    typeof error_description === 'string' &&
    /^[\x20\x21\x23-\x5b\x5d-\x7e]+$/.test(error_description)
  return ascii ? undefined : 'error_description fora do ASCII da RFC 6749 §5.2'
}

export interface FuzzFailure {
  request: {
    endpoint: string
    method: string
    path: string
    headers: Record<string, string>
    body: string
  }
  problem: string
}

export interface FuzzReport {
  requests: number
  byStatus: Record<number, number>
  byEndpoint: Record<string, { requests: number; refused: number; accepted: number }>
  messages: Set<string>
  failures: FuzzFailure[]
}

function describeBody(body: FuzzRequest['body']): string {
  if (body === undefined) return '(nenhum)'
  const text = typeof body === 'string' ? body : `bytes ${Buffer.from(body).toString('hex')}`
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} caracteres)` : text
}

/** Sends each request through the app and checks its answer (see the top of this file). */
export async function runFuzz(
  t: TestApp,
  requests: Iterable<FuzzRequest>,
  onProgress?: (done: number) => void,
): Promise<FuzzReport> {
  const report: FuzzReport = {
    requests: 0,
    byStatus: {},
    byEndpoint: {},
    messages: new Set(),
    failures: [],
  }
  let before = await snapshot(t.db)
  for (const request of requests) {
    const fail = (problem: string) =>
      report.failures.push({
        request: { ...request, body: describeBody(request.body) },
        problem,
      })
    let response: Response
    try {
      response = await t.app.request(
        `/api${request.path}`,
        {
          method: request.method,
          headers: request.headers,
          ...(request.body !== undefined && { body: request.body }),
        },
        VIA_LOCAL_PROXY,
      )
    } catch (error) {
      fail(`a requisição não chegou a ser atendida: ${String(error)}`)
      continue
    }
    const text = await response.text()
    // Work the request left running (a recovery code made after the answer) is its own.
    await t.context.afterResponse.drain()
    await t.context.mailer.drain()
    const after = await snapshot(t.db)
    const { status } = response
    report.requests++
    report.byStatus[status] = (report.byStatus[status] ?? 0) + 1
    const tally = report.byEndpoint[request.endpoint] ?? { requests: 0, refused: 0, accepted: 0 }
    report.byEndpoint[request.endpoint] = tally
    tally.requests++
    if (status >= 400) tally.refused++
    else tally.accepted++
    if (status >= 500) fail(`status ${status}: ${text.slice(0, 200)}`)
    if (status >= 400) {
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        fail(`status ${status} sem JSON: ${text.slice(0, 200)}`)
      }
      const message = (body as { message?: unknown } | undefined)?.message
      if (typeof message === 'string') report.messages.add(message)
      if (!response.headers.get('content-type')?.startsWith('application/json')) {
        fail(`status ${status} com content-type ${response.headers.get('content-type')}`)
      }
      const shapeProblem = failureShapeProblem(request, body)
      if (shapeProblem) {
        fail(`status ${status} com corpo ${text.slice(0, 200)} (${shapeProblem})`)
      } else if (!looksPtBr(message)) {
        fail(`status ${status} com mensagem que não é pt-BR: ${JSON.stringify(message)}`)
      }
      const changed = Object.keys(after).filter((table) => after[table] !== before[table])
      if (changed.length > 0) fail(`recusada (${status}), mas gravou em ${changed.join(', ')}`)
    }
    before = after
    onProgress?.(report.requests)
  }
  return report
}

/**
 * `count` requests from a fixed seed: the same ones on every run. The endpoints take turns, with
 * one turn in eleven for stray routes, so each gets its share however many rows the table has;
 * what each request carries is drawn from the seed.
 */
export function sampleRequests(fixtures: FuzzFixtures, count: number, seed: number): FuzzRequest[] {
  const { known, stray } = requestArbitraries(fixtures)
  const turns = [...known, ...Array.from({ length: Math.ceil(known.length / 10) }, () => stray)]
  const drawn = turns.map((arbitrary, index) =>
    fc.sample(arbitrary, { numRuns: Math.ceil(count / turns.length), seed: seed + index }),
  )
  const requests: FuzzRequest[] = []
  for (let round = 0; requests.length < count; round++) {
    for (const batch of drawn)
      if (requests.length < count) requests.push(batch[round] as FuzzRequest)
  }
  return requests
}
