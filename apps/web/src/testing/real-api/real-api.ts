import { AUTH_ROWS } from '@atendimento/domain/contract/rows/auth-rows'
import { SUBSCRIPTION_ROWS } from '@atendimento/domain/contract/rows/subscription-rows'
import { makeRegisterRequest } from '@atendimento/domain/testing/user'
import { worker } from '@atendimento/mocks/browser'
import { HttpResponse, http } from 'msw'
import { afterAll, beforeEach } from 'vitest'
import { commands } from 'vitest/browser'
import { fetchApi } from '../../api/call-api.ts'
import type * as ApiWorld from './api-world.ts'

type SandboxCards = ReturnType<typeof ApiWorld.sandboxCards>

declare module 'vitest/browser' {
  interface BrowserCommands {
    apiForward: (request: ApiWorld.ForwardedRequest) => Promise<ApiWorld.ForwardedResponse>
    apiReset: () => Promise<void>
    apiMailedCode: (email: string) => Promise<string>
    apiMailedConfirmation: (email: string) => Promise<string>
    apiGrantOperator: (email: string) => Promise<void>
    apiReconcileAgainstEmptyAsaas: () => Promise<void>
    apiSandboxCards: () => Promise<SandboxCards>
    apiClose: () => Promise<void>
  }
}

// Headers a browser adds on its own (and the API's answer may not carry on its way back).
const HOP_BY_HOP = new Set(['accept-encoding', 'content-encoding', 'content-length', 'connection'])
const withoutHopByHop = (headers: Iterable<[string, string]>) =>
  Object.fromEntries([...headers].filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())))

/** Calls of our own API (BrasilAPI's `/api/cep` is not ours: the mocks keep answering it). */
const ourApi = ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  return url.origin === location.origin && url.pathname.startsWith('/api/')
}

/** Hands every call of our API to the real API in Node, and its answer back to the page. */
const forwardToApi = http.all(ourApi, async ({ request }) => {
  const url = new URL(request.url)
  const answer = await commands.apiForward({
    method: request.method,
    path: `${url.pathname}${url.search}`,
    headers: withoutHopByHop(request.headers),
    body: ['GET', 'HEAD'].includes(request.method) ? null : await request.text(),
  })
  return new HttpResponse(answer.body, {
    status: answer.status,
    headers: withoutHopByHop(Object.entries(answer.headers)),
  })
})

/**
 * The test file's calls of our API reach the real API (in-memory PGlite, started afresh before
 * each test) instead of the fixed world; the CEP and IP services stay mocked. A test may still
 * put a scenario switch in front (`worker.use(...)` after this runs wins).
 */
export function runOnTheRealApi(): void {
  beforeEach(async () => {
    await commands.apiReset()
    worker.use(forwardToApi)
  })
  afterAll(() => commands.apiClose())
}

/** The recovery code the API e-mailed to this address. */
export const mailedCode = (email: string) => commands.apiMailedCode(email)
/** The token of the link confirming this new e-mail address. */
export const mailedConfirmation = (email: string) => commands.apiMailedConfirmation(email)
/** Makes the account an operator (the CLI's job: no API call changes a role). */
export const grantOperator = (email: string) => commands.apiGrantOperator(email)

/**
 * The daily comparison with Asaas (the CLI's or the job's, never an API call's), against an
 * Asaas that knows none of our subscriptions or charges: each one is a difference to list.
 */
export const reconcileAgainstEmptyAsaas = () => commands.apiReconcileAgainstEmptyAsaas()

/** The sandbox gateway's test cards: which number is approved, which refused. */
export const sandboxCards = () => commands.apiSandboxCards()

/** The card payment payload of spec section 3, for a sandbox test card. */
export function cardPayment(
  number: string,
  user: { name: string; email: string; phone: string; document: string },
) {
  return {
    name: user.name,
    email: user.email,
    cellphone: user.phone,
    taxId: user.document,
    creditCard: {
      holderName: user.name.toUpperCase(),
      number,
      expiryMonth: '12',
      expiryYear: String(new Date().getFullYear() + 2),
      ccv: '123',
    },
    creditCardHolderInfo: { postalCode: '01310100', addressNumber: '1000' },
    remoteIp: '203.0.113.45',
  }
}

/** Subscribes the signed-in customer to a plan with the sandbox's approved card. */
export async function subscribe(
  customer: Awaited<ReturnType<typeof signUp>>,
  planId = 'plano-essencial',
) {
  const { approved } = await sandboxCards()
  return fetchApi(SUBSCRIPTION_ROWS.createSubscription, {
    params: { id: planId },
    body: cardPayment(approved, customer.user),
    token: customer.token,
  })
}

/** A new customer, registered and signed in through the API, as the screens would do it. */
export async function signUp(overrides: Parameters<typeof makeRegisterRequest>[0] = {}) {
  const registration = makeRegisterRequest(overrides)
  const email = String(registration.email)
  const password = String(registration.password)
  await fetchApi(AUTH_ROWS.register, { body: registration })
  const { token, user } = await fetchApi(AUTH_ROWS.login, { body: { email, password } })
  return { token, user, email, password }
}
