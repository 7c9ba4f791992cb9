import {
  ENDPOINTS,
  type Endpoint,
  type EndpointName,
  errorsOf,
  SITE_CALL_NAMES,
} from '@atendimento/domain/contract/endpoints'
import { successEnvelope } from '@atendimento/domain/schemas/envelope'
import { formatIssues } from '@atendimento/domain/schemas/issues'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANSWERS } from './answers.ts'
import * as adminFixtures from './fixtures/admin.ts'
import * as billingFixtures from './fixtures/billing.ts'
import { ACTIVATION_FIXTURE } from './fixtures/devices.ts'
import { DEMO } from './fixtures/people.ts'
import { PERSONAS, type Persona } from './fixtures/personas.ts'
import { server } from './node.ts'
import { answer, type Call, refuse, reply } from './responder.ts'

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** The `data` a row's success carries, checked with the row's response schema. */
function problems(name: EndpointName, data: unknown): string | null {
  const schema = (ENDPOINTS[name] as Endpoint).data ?? v.never()
  const parsed = v.safeParse(schema, data)
  return parsed.success ? null : `${name}: ${formatIssues(parsed.issues)}`
}

/** What each call of a fixture function is given: ids the fixtures know, a valid body. */
const INPUTS: Partial<Record<EndpointName, Record<string, unknown>>> = {
  login: { body: { email: DEMO.email } },
  validateToken: { body: { token: DEMO.token } },
  getPlan: { params: { id: 'plano-essencial' } },
  createSubscription: { params: { id: 'plano-essencial' } },
  subscribeWithSignup: { params: { planId: 'plano-profissional' } },
  createPixSubscription: { params: { planId: 'plano-essencial' } },
  subscribeWithSignupPix: { params: { planId: 'plano-trimestral' } },
  pixStatus: { body: { pixId: 'pix-plano-essencial' } },
  getSubscription: { params: { id: DEMO.activeSubscriptionId } },
  listUserPayments: { query: { status: 'paid' } },
  listSubscriptionPayments: { params: { id: DEMO.canceledSubscriptionId } },
  paymentStatus: { params: { id: `${DEMO.activeSubscriptionId}-cobranca-4` } },
  paymentReceipt: { params: { id: `${DEMO.activeSubscriptionId}-cobranca-1` } },
  quotePlanChange: { params: { id: DEMO.activeSubscriptionId, planId: 'plano-trimestral' } },
  changePlan: { params: { id: DEMO.activeSubscriptionId, planId: 'plano-essencial' } },
  cancelScheduledChange: { params: { id: DEMO.activeSubscriptionId } },
  updateNotificationPreferences: { body: { email: false, weeklyReports: true } },
  adminGetCustomer: { params: { id: DEMO.userId } },
  adminUpdatePlan: { params: { id: 'plano-essencial' } },
  adminDeactivatePlan: { params: { id: 'plano-profissional' } },
  adminDeletePlan: { params: { id: 'plano-trimestral' } },
  adminPublishRelease: { body: { channel: 'latest' } },
  adminSetReleaseRollout: {
    params: { version: '1.1.0' },
    body: { channel: 'latest', percent: 50 },
  },
  adminWithdrawRelease: { params: { version: '1.1.0' }, body: { channel: 'latest' } },
  renameDevice: { params: { id: 'dispositivo-caixa' }, body: { name: 'Caixa da loja' } },
  lookupActivation: { body: { userCode: ACTIVATION_FIXTURE.userCode } },
  approveActivation: { body: { userCode: ACTIVATION_FIXTURE.userCode } },
  denyActivation: { body: { userCode: ACTIVATION_FIXTURE.userCode } },
}

const OWN_IDS: EndpointName[] = ['getSubscription', 'listSubscriptionPayments', 'paymentStatus']

/** What the fixture answers `persona` (the data, unwrapped from a reply). */
function answered(name: EndpointName, persona: Persona, input = INPUTS[name] ?? {}) {
  const fixture = ANSWERS[name]
  const call = {
    request: new Request('http://localhost/'),
    input,
    persona,
  } as unknown as Call<never>
  const result =
    typeof fixture === 'function' ? (fixture as (c: typeof call) => unknown)(call) : fixture
  return result !== null && typeof result === 'object' && 'message' in result && 'data' in result
    ? (result as { data: unknown }).data
    : result
}

describe('the fixed world', () => {
  it('answers every call of the site', () => {
    expect(SITE_CALL_NAMES.filter((name) => ANSWERS[name] === undefined)).toEqual([])
  })

  it.each(SITE_CALL_NAMES.map((name) => [name]))(
    '%s answers every persona with data its row accepts',
    (name) => {
      // A call that names one of the demo customer's own ids is answered for them only.
      const askers = OWN_IDS.includes(name) ? PERSONAS.slice(0, 1) : PERSONAS
      const found = askers.map((persona) => problems(name, answered(name, persona)))
      expect(found.filter(Boolean)).toEqual([])
    },
  )

  it.each([
    ['getPlan', { params: { id: 'plano-que-nao-existe' } }, 404],
    ['createSubscription', { params: { id: 'plano-que-nao-existe' } }, 404],
    ['createPixSubscription', { params: { planId: 'plano-que-nao-existe' } }, 404],
    ['getSubscription', { params: { id: 'assinatura-de-outra-pessoa' } }, 404],
    ['listSubscriptionPayments', { params: { id: 'assinatura-de-outra-pessoa' } }, 404],
    ['paymentStatus', { params: { id: 'pagamento-de-outra-pessoa' } }, 404],
    ['quotePlanChange', { params: { id: DEMO.activeSubscriptionId, planId: 'x' } }, 404],
    ['changePlan', { params: { id: DEMO.activeSubscriptionId, planId: 'x' } }, 404],
    ['adminGetCustomer', { params: { id: 'cliente-que-nao-existe' } }, 404],
    ['login', { body: { email: 'ninguem@exemplo.com.br' } }, 401],
  ] as const)(
    '%s refuses an id no fixture has with a failure its row lists',
    (name, input, status) => {
      const [persona] = PERSONAS
      let thrown: unknown
      try {
        answered(name, persona as Persona, input)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(status)
    },
  )
})

describe('fixtures the stories answer with', () => {
  const lists: [string, EndpointName, unknown][] = [
    [
      'PENDING_PROFISSIONAL, TRIALING_ESSENCIAL',
      'listSubscriptions',
      [billingFixtures.PENDING_PROFISSIONAL, billingFixtures.TRIALING_ESSENCIAL],
    ],
    ['CANCELED_STILL_RUNNING', 'getSubscription', billingFixtures.CANCELED_STILL_RUNNING],
    ['PAYMENTS_IN_EVERY_STATUS', 'listUserPayments', billingFixtures.PAYMENTS_IN_EVERY_STATUS],
    ['CANCELED_PROFISSIONAL', 'cancelSubscription', billingFixtures.CANCELED_PROFISSIONAL],
    ['NO_CUSTOMERS', 'adminListCustomers', adminFixtures.NO_CUSTOMERS],
    ['AUDIT_AFTER_REFUND', 'adminListAudit', adminFixtures.AUDIT_AFTER_REFUND],
    ...Object.entries(billingFixtures.DOWNGRADES_SCHEDULED).map(
      ([plan, subscription]): [string, EndpointName, unknown] => [
        `downgrade to ${plan}`,
        'changePlan',
        subscription,
      ],
    ),
  ]
  it.each(lists)('%s passes the schema of %s', (_, name, data) => {
    expect(problems(name, data)).toBeNull()
  })
})

describe('the responder', () => {
  const get = (path: string, token?: string) =>
    fetch(`http://localhost/api${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }).then(async (response) => ({ status: response.status, body: await response.json() }))

  it('answers in the API envelope with the row success text', async () => {
    const { status, body } = await get('/plan/plano-essencial')
    expect(status).toBe(200)
    expect(v.is(successEnvelope(ENDPOINTS.getPlan.data), body)).toBe(true)
    expect(body.message).toBe('Sucesso')
  })

  it('asks for the session a row wants, and knows who sent it', async () => {
    expect((await get('/subscription')).status).toBe(401)
    expect((await get('/subscription', 'token-de-ninguem')).status).toBe(401)
    expect((await get('/subscription', DEMO.newUserToken)).body.data).toEqual([])
    expect((await get('/subscription', DEMO.token)).body.data).toHaveLength(2)
    expect((await get('/admin/overview', DEMO.token)).status).toBe(403)
    expect((await get('/admin/overview', DEMO.operatorToken)).status).toBe(200)
  })

  it("reads the request with the row's schemas: the API's 400 for what they refuse", async () => {
    const { status, body } = await get('/plan?activeOnly=talvez')
    expect(status).toBe(400)
    expect(body.message).toMatch(/\S/)
  })

  it('answers an override, only after its trigger when told so', async () => {
    server.use(
      ...answer('listSubscriptions', [], { after: 'cancelSubscription' }),
      ...refuse('getPlan', 404, 'planNotFound'),
    )
    expect((await get('/subscription', DEMO.token)).body.data).toHaveLength(2)
    await fetch(`http://localhost/api/subscription/${DEMO.activeSubscriptionId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${DEMO.token}` },
    })
    expect((await get('/subscription', DEMO.token)).body.data).toEqual([])
    expect(await get('/plan/plano-essencial')).toEqual({
      status: 404,
      body: { message: 'Plano não encontrado' },
    })
  })

  it('refuses to answer what the row does not list', () => {
    expect(() => refuse('getPlan', 409, 'alreadySubscribed')).toThrow(/não está entre as falhas/)
    expect(() =>
      answer('login', { token: 't', user: PERSONAS[0]?.user as never }, { message: 'canceled' }),
    ).toThrow(/não é uma mensagem de sucesso/)
    expect(() => reply('validateToken', { valid: false }, 'loggedOut')).toThrow()
    expect(errorsOf(ENDPOINTS.getPlan)[404]).toContain('Plano não encontrado')
  })
})
