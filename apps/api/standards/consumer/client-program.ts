// What an outside team does on day one: types generated from the served OpenAPI document
// (openapi-typescript), calls through openapi-fetch, nothing else of this repository. The
// desktop app's team: its sign-in by the device flow and its licence.
// Run: node client-program.ts http://127.0.0.1:3000/api
import createClient from 'openapi-fetch'
import type { paths } from './generated/api.d.ts'

const baseUrl = process.argv[2]
if (!baseUrl) throw new Error('uso: node client-program.ts URL_DA_API')

const api = createClient<paths>({ baseUrl })
const email = `cliente-${Date.now()}@exemplo.com.br`
const password = 'segredo-forte-123'

function expectOk<T>(step: string, answer: { data?: T; error?: unknown; response: Response }): T {
  if (!answer.data) {
    throw new Error(`${step}: ${answer.response.status} ${JSON.stringify(answer.error)}`)
  }
  return answer.data
}

const plans = expectOk(
  'planos',
  await api.GET('/plan', { params: { query: { activeOnly: 'true' } } }),
)
const plan = plans.data[0]
if (!plan) throw new Error('planos: a lista veio vazia')

expectOk(
  'cadastro',
  await api.POST('/auth/register', {
    body: {
      name: 'Cliente Integrador',
      email,
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
      password,
    },
  }),
)

const session = expectOk(
  'login',
  await api.POST('/auth/login', { body: { email, password, rememberMe: false } }),
)
const headers = { Authorization: `Bearer ${session.data.token}` }

const subscribed = expectOk(
  'assinatura',
  await api.POST('/subscription/{id}', {
    params: { path: { id: plan._id } },
    headers,
    body: {
      name: session.data.user.name,
      email,
      cellphone: session.data.user.phone,
      taxId: session.data.user.document,
      creditCard: {
        holderName: 'CLIENTE INTEGRADOR',
        number: process.argv[3] ?? '4444444444444444',
        expiryMonth: '12',
        // A card valid for years to come, whatever year the test runs in.
        expiryYear: String(new Date().getFullYear() + 5),
        ccv: '123',
      },
      creditCardHolderInfo: { postalCode: '01310100', addressNumber: '1000' },
      remoteIp: '203.0.113.10',
    },
  }),
)

// The desktop app's sign-in (RFC 8628): a code for this computer, the customer's approval (at
// /ativar, here by its API), the token, then the licence the app verifies offline.
const asForm = (body: object) =>
  new URLSearchParams(
    Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
  )
const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' }
const clientId = 'atendimento-desktop'
const code = expectOk(
  'código do computador',
  await api.POST('/oauth/device_authorization', {
    body: {
      client_id: clientId,
      device_name: 'Computador do integrador',
      device_platform: 'windows',
      app_version: '1.0.0',
      device_fingerprint: `integrador-${Date.now()}`,
    },
    bodySerializer: asForm,
    headers: formHeaders,
  }),
)
expectOk(
  'aprovação',
  await api.POST('/user/activation/approve', { headers, body: { userCode: code.user_code } }),
)
const tokens = expectOk(
  'token do aplicativo',
  await api.POST('/oauth/token', {
    body: {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: code.device_code,
      client_id: clientId,
    },
    bodySerializer: asForm,
    headers: formHeaders,
  }),
)
const licence = expectOk(
  'licença',
  await api.POST('/licence', { headers: { Authorization: `Bearer ${tokens.access_token}` } }),
)

const subscriptions = expectOk('assinaturas', await api.GET('/subscription', { headers }))
const payments = expectOk('pagamentos', await api.GET('/recurrence/user', { headers }))
const unauthorized = await api.GET('/subscription', {})

process.stdout.write(
  JSON.stringify({
    plan: plan._id,
    subscription: subscribed.data.status,
    subscriptions: subscriptions.data.length,
    payments: payments.data.map((payment) => payment.status),
    licenceParts: licence.data.licence?.split('.').length,
    unauthorized: unauthorized.response.status,
    message: unauthorized.error?.message,
    rateLimit: unauthorized.response.headers.get('ratelimit'),
  }),
)
