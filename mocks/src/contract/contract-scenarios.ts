import {
  ENDPOINTS,
  type EndpointName,
  SITE_CALL_NAMES,
} from '@atendimento/domain/contract/endpoints'
import { brCodeAmountCents, isValidBrCode } from '@atendimento/domain/pix/br-code'
import type { RegisterRequestInput } from '@atendimento/domain/schemas/auth'
import type { planListSchema } from '@atendimento/domain/schemas/plan'
import { makeRegisterRequest } from '@atendimento/domain/testing/user'
import type * as v from 'valibot'
import type { ApiMethod } from '../api-routes.ts'
import { SANDBOX_CARDS } from '../billing.ts'
import type { Side, SideResponse } from './sides.ts'

// The contract: request scenarios described once, as data, and run against both sides by
// contract.test.ts. Preconditions go through the API itself (register, subscribe, cancel...),
// never by writing to a store or a table, so both sides reach them the same way.

/**
 * The rows of the contract table both sides answer: every call of the site (spec section 7,
 * and the confirmation of a new e-mail). The payment provider's webhook, what an orchestrator
 * reads and the API's own description have no mock.
 */
export const CONTRACT_ROWS = SITE_CALL_NAMES
export type Row = EndpointName

/**
 * Rows whose success cannot be reached through the API, with the reason. The suite fails if
 * such a row gains a success scenario (then remove it from here) or another row lacks one.
 */
export const NO_SUCCESS_THROUGH_THE_API: Partial<Record<Row, string>> = Object.fromEntries(
  operatorRows().map((row) => [
    row,
    'Só um operador recebe 200, e operador se faz pelo CLI (nenhuma rota muda o papel de alguém).',
  ]),
)

/** The console's rows (auth 'operator'), from the table. */
function operatorRows(): Row[] {
  return SITE_CALL_NAMES.filter((name) => ENDPOINTS[name].auth === 'operator')
}

export interface Vars {
  /** The token of the link that confirms a new e-mail. */
  emailToken?: string
  userToken?: string
  otherToken?: string
  subscriptionId?: string
  secondSubscriptionId?: string
  otherSubscriptionId?: string
  paymentId?: string
  code?: string
  pixId?: string
}

/** Who sends the request: nobody, the suite's user, another user, or a token that is no one's. */
export type Auth = 'none' | 'user' | 'other' | 'bad'

export interface World {
  side: Side
  vars: Vars
  /** Sends through the side and fails the step when the status is not `expected`. */
  call(
    method: ApiMethod,
    path: string,
    options: { body?: unknown; auth?: Auth; expected: number },
  ): Promise<SideResponse>
}

export const MINUTE = 60_000
export const DAY = 24 * 60 * MINUTE

type Registration = Required<Omit<RegisterRequestInput, 'complement' | 'termsAcceptedAt'>>

/** A registration as the screen sends it (masked CPF and phone), every field filled in. */
function registration(email: string, password: string, seed: number): Registration {
  const request = makeRegisterRequest({ email, password }, { seed })
  const text = (value: string | undefined) => value ?? ''
  return {
    name: text(request.name),
    email,
    phone: text(request.phone),
    document: text(request.document),
    birthdate: text(request.birthdate),
    gender: request.gender ?? 'male',
    zipCode: text(request.zipCode),
    state: text(request.state),
    city: text(request.city),
    neighborhood: text(request.neighborhood),
    address: text(request.address),
    addressNumber: text(request.addressNumber),
    password,
    acceptedTerms: true,
  }
}

export const USER = registration('contrato.usuario@exemplo.com.br', 'senha-do-contrato', 11)
export const OTHER = registration('contrato.outro@exemplo.com.br', 'senha-do-outro', 12)
export const NEW_PASSWORD = 'outra-senha-segura'
export const NEW_EMAIL = 'contrato.novo@exemplo.com.br'

/** The card payment payload of spec section 3 for a sandbox test card. */
export function cardPayment(number: string = SANDBOX_CARDS.approved, expiry = ['12', '2030']) {
  return {
    name: USER.name,
    email: USER.email,
    cellphone: USER.phone,
    taxId: USER.document,
    creditCard: {
      holderName: 'maria da silva',
      number: number.replace(/(\d{4})(?=\d)/g, '$1 '),
      expiryMonth: expiry[0],
      expiryYear: expiry[1],
      ccv: '123',
    },
    creditCardHolderInfo: { postalCode: USER.zipCode, addressNumber: USER.addressNumber },
    remoteIp: '203.0.113.10',
  }
}

const data = (response: SideResponse) => (response.body as { data: unknown }).data

/** Registers and signs in; answers the token. */
async function signUp(w: World, person: Registration & { termsAcceptedAt?: string }) {
  await w.call('POST', '/auth/register', { body: person, expected: 200 })
  const response = await w.call('POST', '/auth/login', {
    body: { email: person.email, password: person.password },
    expected: 200,
  })
  return (data(response) as { token: string }).token
}
const firstId = (response: SideResponse) =>
  (data(response) as { _id: string }[] | undefined)?.[0]?._id
const subscriptionIdOf = (response: SideResponse) =>
  (data(response) as { _id: string } | undefined)?._id

/** Preconditions, each made of API calls whose status is checked on both sides. */
export const STEPS = {
  // Registration starts no session (its answer must not say whether the account is new).
  async user(w: World) {
    w.vars.userToken = await signUp(w, USER)
  },
  async other(w: World) {
    w.vars.otherToken = await signUp(w, OTHER)
  },
  /** The suite's user, registered by a client that claims the terms were accepted in 2000. */
  async userClaimingOldTerms(w: World) {
    w.vars.userToken = await signUp(w, { ...USER, termsAcceptedAt: '2000-01-01T00:00:00.000Z' })
  },
  /** The suite's user asked to move to a new e-mail (with the password); the link is out. */
  async emailChangeAsked(w: World) {
    await w.call('PATCH', '/user', {
      body: { ...profileUpdate, email: NEW_EMAIL, currentPassword: USER.password },
      auth: 'user',
      expected: 200,
    })
    w.vars.emailToken = await w.side.emailChangeToken(NEW_EMAIL)
  },
  async subscribed(w: World) {
    const response = await w.call('POST', '/subscription/plano-essencial', {
      body: cardPayment(),
      auth: 'user',
      expected: 200,
    })
    w.vars.subscriptionId = subscriptionIdOf(response)
  },
  async subscribedWithRenewalsRefusedCard(w: World) {
    const response = await w.call('POST', '/subscription/plano-essencial', {
      body: cardPayment(SANDBOX_CARDS.renewalsRefused),
      auth: 'user',
      expected: 200,
    })
    w.vars.subscriptionId = subscriptionIdOf(response)
  },
  /** A second subscription, to Profissional, once the first is canceled. */
  async subscribedAgain(w: World) {
    const response = await w.call('POST', '/subscription/plano-profissional', {
      body: cardPayment(),
      auth: 'user',
      expected: 200,
    })
    w.vars.secondSubscriptionId = subscriptionIdOf(response)
  },
  async otherSubscribed(w: World) {
    const response = await w.call('POST', '/subscription/plano-profissional', {
      body: cardPayment(),
      auth: 'other',
      expected: 200,
    })
    w.vars.otherSubscriptionId = subscriptionIdOf(response)
  },
  /** The gateway charged but its answer was lost: a pending subscription is left. */
  async answerLost(w: World) {
    await w.call('POST', '/subscription/plano-essencial', {
      body: cardPayment(SANDBOX_CARDS.answerLost),
      auth: 'user',
      expected: 502,
    })
    const list = await w.call('GET', '/subscription', { auth: 'user', expected: 200 })
    w.vars.subscriptionId = firstId(list)
  },
  async canceled(w: World) {
    await w.call('DELETE', `/subscription/${w.vars.subscriptionId}`, {
      auth: 'user',
      expected: 200,
    })
  },
  async paymentId(w: World) {
    w.vars.paymentId = firstId(
      await w.call('GET', '/recurrence/user', { auth: 'user', expected: 200 }),
    )
  },
  async forgot(w: World) {
    await w.call('POST', '/auth/forgot', { body: { email: USER.email }, expected: 200 })
    w.vars.code = await w.side.recoveryCode(USER.email)
  },
  async codeValidated(w: World) {
    await w.call('POST', '/auth/validate', {
      body: { email: USER.email, code: w.vars.code },
      expected: 200,
    })
  },
  async fiveWrongCodes(w: World) {
    for (let attempt = 0; attempt < 5; attempt++) {
      await w.call('POST', '/auth/validate', {
        body: { email: USER.email, code: wrongCode(w.vars.code) },
        expected: 400,
      })
    }
  },
  async passwordChangedWithCode(w: World) {
    await w.call('POST', '/auth/change', {
      body: { email: USER.email, code: w.vars.code, password: NEW_PASSWORD },
      expected: 200,
    })
  },
  /** A pending subscription paid by Pix, issued by the checkout's Pix call. */
  async pixIssued(w: World) {
    const response = await w.call('POST', '/subscription/plano-essencial/pix', {
      auth: 'user',
      expected: 200,
    })
    w.vars.pixId = (data(response) as { pix: { pixId: string } }).pix.pixId
  },
  async pixCheckedOnce(w: World) {
    await w.call('POST', '/subscription/pix/status', {
      body: { pixId: w.vars.pixId },
      auth: 'user',
      expected: 200,
    })
  },
  async loggedOut(w: World) {
    await w.call('POST', '/auth/logout', { auth: 'user', expected: 200 })
  },
  async refusedSignup(w: World) {
    await w.call('POST', '/subscription/plano-essencial/user-data', {
      body: { user: USER, payment: cardPayment(SANDBOX_CARDS.refused[0]) },
      expected: 402,
    })
  },
  async answerLostSignup(w: World) {
    await w.call('POST', '/subscription/plano-essencial/user-data', {
      body: { user: USER, payment: cardPayment(SANDBOX_CARDS.answerLost) },
      expected: 502,
    })
  },
  async elevenMinutesLater(w: World) {
    w.side.advanceClock(11 * MINUTE)
  },
  /** 31 days on: the paid period is over, and so is the 12-hour session; log in again. */
  async pastThePaidPeriod(w: World) {
    w.side.advanceClock(31 * DAY)
    await w.call('GET', '/subscription', { auth: 'user', expected: 401 })
    const response = await w.call('POST', '/auth/login', {
      body: { email: USER.email, password: USER.password },
      expected: 200,
    })
    w.vars.userToken = (data(response) as { token: string }).token
  },
  /** The suite's Essencial moved to Profissional: an upgrade charged pro rata. */
  async upgraded(w: World) {
    await w.call('POST', `/subscription/${w.vars.subscriptionId}/change/plano-profissional`, {
      body: { expectedAmount: 5000 },
      auth: 'user',
      expected: 200,
    })
  },
  async unavailable(w: World) {
    w.side.setUnavailable(true)
  },
} satisfies Record<string, (w: World) => Promise<void>>
export type Step = keyof typeof STEPS

/** A code that is not the one sent (the API's alphabet has no 0 or 1). */
export function wrongCode(code: string | undefined): string {
  return code === '000000' ? '000001' : '000000'
}

/** A JSON body, or a string sent as it is. */
export type Body =
  | string
  | number
  | boolean
  | null
  | readonly unknown[]
  | { [key: string]: unknown }

export interface ContractScenario {
  /** The endpoint called; its method, and the schema of its answer, come from the table. */
  row: Row
  name: string
  given?: Step[]
  /** The request's path under /api; `{subscriptionId}` and the other Vars are filled in per side. */
  path: string
  body?: Body | ((vars: Vars) => Body)
  auth?: Auth
  status: number
  /**
   * What of `data` both sides must agree on (after generated ids and tokens are replaced by
   * labels). Default: all of it.
   */
  project?: (data: unknown) => unknown
}

const planSummary = (plans: unknown) =>
  (plans as v.InferOutput<typeof planListSchema>).map(
    ({ _id, price, billingCycleDays, active }) => ({
      _id,
      price,
      billingCycleDays,
      active,
    }),
  )
// The sides issue Pix ids of their own making: what must agree is the status.
const pixStatusOnly = (data: unknown) => ({ status: (data as { status: string }).status })

/** POST /subscription/pix/status for the Pix the `pixIssued` step issued. */
function checkIssuedPix(
  name: string,
  given: Step[],
  status: 200 | 404,
  auth: Auth = 'user',
): ContractScenario {
  return {
    row: 'pixStatus',
    name,
    given,
    path: '/subscription/pix/status',
    auth,
    body: (vars) => ({ pixId: vars.pixId ?? '' }),
    status,
    ...(status === 200 && { project: pixStatusOnly }),
  }
}
/**
 * What both sides must agree on of an issued Pix: the sides make their own charge ids (inside
 * the code too), so the code is compared by what a bank checks (its CRC and amount).
 */
function pixSummary(payload: unknown) {
  const { pix, subscription, token, user } = payload as {
    pix: { code: string; amount: number; expiresAt: string }
    subscription: { status: string; paymentMethod?: string; planId: unknown }
    token?: string
    user?: { email: string }
  }
  return {
    subscription: { status: subscription.status, paymentMethod: subscription.paymentMethod },
    pix: {
      amount: pix.amount,
      expiresAt: pix.expiresAt,
      validCode: isValidBrCode(pix.code),
      codeAmount: brCodeAmountCents(pix.code),
    },
    ...(token !== undefined && { signedIn: token.length > 0, email: user?.email }),
  }
}
const statuses = (list: unknown) => (list as { status: string }[]).map((item) => item.status).sort()

const profileUpdate = {
  name: '  Maria Aparecida  ',
  email: USER.email,
  document: USER.document,
  phone: '(21) 3333-4444',
  city: 'Rio de Janeiro',
  state: 'rj',
  complement: '',
}

export const CONTRACT_SCENARIOS: ContractScenario[] = [
  // POST /auth/register
  {
    row: 'register',
    name: 'creates the account and answers no token (the screen signs in next)',
    path: '/auth/register',
    body: USER,
    status: 200,
  },
  {
    row: 'validateToken',
    name: 'shows the termsAcceptedAt the server set at registration, whatever the screen sent',
    given: ['userClaimingOldTerms'],
    path: '/auth/validate-token',
    body: (vars) => ({ token: vars.userToken ?? '' }),
    status: 200,
    project: (data) => (data as { user: { termsAcceptedAt: string } }).user.termsAcceptedAt,
  },
  {
    row: 'register',
    name: 'refuses an invalid CPF',
    path: '/auth/register',
    body: { ...USER, document: '111.111.111-11' },
    status: 400,
  },
  {
    row: 'register',
    name: 'refuses unaccepted terms',
    path: '/auth/register',
    body: { ...USER, acceptedTerms: false },
    status: 400,
  },
  {
    row: 'register',
    name: 'refuses a missing address field',
    path: '/auth/register',
    body: { ...USER, neighborhood: '   ' },
    status: 400,
  },
  {
    row: 'register',
    name: 'answers an e-mail already registered as it answers a new one',
    given: ['user'],
    path: '/auth/register',
    body: { ...USER, email: USER.email.toUpperCase(), document: OTHER.document },
    status: 200,
  },
  {
    row: 'register',
    name: 'answers a document already registered as it answers a new one',
    given: ['user'],
    path: '/auth/register',
    body: { ...USER, email: OTHER.email },
    status: 200,
  },
  {
    row: 'register',
    name: 'refuses a body that is not JSON',
    path: '/auth/register',
    body: '{"name": "Maria"',
    status: 400,
  },

  // POST /auth/login
  {
    row: 'login',
    name: 'logs in with the e-mail in any case',
    given: ['user'],
    path: '/auth/login',
    body: { email: ` ${USER.email.toUpperCase()} `, password: USER.password, rememberMe: true },
    status: 200,
  },
  {
    row: 'login',
    name: 'refuses a wrong password',
    given: ['user'],
    path: '/auth/login',
    body: { email: USER.email, password: 'nao-e-esta' },
    status: 401,
  },
  {
    row: 'login',
    name: 'answers an unknown e-mail like a wrong password',
    path: '/auth/login',
    body: { email: 'ninguem@exemplo.com.br', password: 'qualquer-uma' },
    status: 401,
  },
  {
    row: 'login',
    name: 'asks for both fields',
    path: '/auth/login',
    body: { email: '  ', password: '' },
    status: 400,
  },
  {
    row: 'login',
    name: 'refuses the old password after a change by code',
    given: ['user', 'forgot', 'passwordChangedWithCode'],
    path: '/auth/login',
    body: { email: USER.email, password: USER.password },
    status: 401,
  },
  {
    row: 'login',
    name: 'accepts the new password after a change by code',
    given: ['user', 'forgot', 'passwordChangedWithCode'],
    path: '/auth/login',
    body: { email: USER.email, password: NEW_PASSWORD },
    status: 200,
  },
  {
    row: 'login',
    name: 'logs in to the account an interrupted checkout kept',
    given: ['answerLostSignup'],
    path: '/auth/login',
    body: { email: USER.email, password: USER.password },
    status: 200,
  },

  // POST /auth/forgot
  {
    row: 'forgotPassword',
    name: 'sends a code to a registered e-mail',
    given: ['user'],
    path: '/auth/forgot',
    body: { email: USER.email },
    status: 200,
  },
  {
    row: 'forgotPassword',
    name: 'answers an unknown e-mail the same way',
    path: '/auth/forgot',
    body: { email: 'ninguem@exemplo.com.br' },
    status: 200,
  },
  {
    row: 'forgotPassword',
    name: 'refuses an invalid e-mail',
    path: '/auth/forgot',
    body: { email: 'maria@' },
    status: 400,
  },

  // POST /auth/validate
  {
    row: 'validateCode',
    name: 'accepts the code sent, typed in lower case',
    given: ['user', 'forgot'],
    path: '/auth/validate',
    body: (vars) => ({ email: USER.email, code: vars.code?.toLowerCase() }),
    status: 200,
  },
  {
    row: 'changePassword',
    name: 'takes a code /auth/validate already checked (validating does not spend it)',
    given: ['user', 'forgot', 'codeValidated'],
    path: '/auth/change',
    body: (vars) => ({ email: USER.email, code: vars.code, password: NEW_PASSWORD }),
    status: 200,
  },
  {
    row: 'validateCode',
    name: 'refuses a wrong code',
    given: ['user', 'forgot'],
    path: '/auth/validate',
    body: (vars) => ({ email: USER.email, code: wrongCode(vars.code) }),
    status: 400,
  },
  {
    row: 'validateCode',
    name: 'refuses a code when none was asked for',
    given: ['user'],
    path: '/auth/validate',
    body: { email: USER.email, code: 'ABC123' },
    status: 400,
  },
  {
    row: 'validateCode',
    name: 'refuses a code that is not 6 characters',
    path: '/auth/validate',
    body: { email: USER.email, code: 'AB-1' },
    status: 400,
  },
  {
    row: 'validateCode',
    name: 'blocks the code after five wrong tries',
    given: ['user', 'forgot', 'fiveWrongCodes'],
    path: '/auth/validate',
    body: (vars) => ({ email: USER.email, code: vars.code }),
    status: 400,
  },
  {
    row: 'validateCode',
    name: 'refuses a code older than 10 minutes',
    given: ['user', 'forgot', 'elevenMinutesLater'],
    path: '/auth/validate',
    body: (vars) => ({ email: USER.email, code: vars.code }),
    status: 400,
  },

  // POST /auth/change
  {
    row: 'changePassword',
    name: 'sets the new password with the code',
    given: ['user', 'forgot'],
    path: '/auth/change',
    body: (vars) => ({ email: USER.email, code: vars.code, password: NEW_PASSWORD }),
    status: 200,
  },
  {
    row: 'changePassword',
    name: 'refuses a wrong code',
    given: ['user', 'forgot'],
    path: '/auth/change',
    body: (vars) => ({ email: USER.email, code: wrongCode(vars.code), password: NEW_PASSWORD }),
    status: 400,
  },
  {
    row: 'changePassword',
    name: 'refuses a short password',
    given: ['user', 'forgot'],
    path: '/auth/change',
    body: (vars) => ({ email: USER.email, code: vars.code, password: '12345' }),
    status: 400,
  },
  {
    row: 'changePassword',
    name: 'refuses a code already used',
    given: ['user', 'forgot', 'passwordChangedWithCode'],
    path: '/auth/change',
    body: (vars) => ({ email: USER.email, code: vars.code, password: 'terceira-senha' }),
    status: 400,
  },

  // POST /auth/validate-token
  {
    row: 'validateToken',
    name: 'confirms a live token with its user',
    given: ['user'],
    path: '/auth/validate-token',
    body: (vars) => ({ token: vars.userToken }),
    status: 200,
  },
  {
    row: 'validateToken',
    name: 'answers valid: false for an unknown token',
    path: '/auth/validate-token',
    body: { token: 'token-que-ninguem-emitiu' },
    status: 200,
  },
  {
    row: 'validateToken',
    name: 'answers valid: false after logout',
    given: ['user', 'loggedOut'],
    path: '/auth/validate-token',
    body: (vars) => ({ token: vars.userToken }),
    status: 200,
  },
  {
    row: 'validateToken',
    name: 'answers valid: false once the password was changed by code',
    given: ['user', 'forgot', 'passwordChangedWithCode'],
    path: '/auth/validate-token',
    body: (vars) => ({ token: vars.userToken }),
    status: 200,
  },
  {
    row: 'validateToken',
    name: 'refuses a body without a token',
    path: '/auth/validate-token',
    body: {},
    status: 400,
  },

  // POST /auth/logout
  {
    row: 'logout',
    name: 'ends the session of the token',
    given: ['user'],
    path: '/auth/logout',
    auth: 'user',
    status: 200,
  },
  {
    row: 'logout',
    name: 'is not an error without a token',
    path: '/auth/logout',
    status: 200,
  },
  {
    row: 'logout',
    name: 'turns requests away while the server restarts',
    given: ['user', 'unavailable'],
    path: '/auth/logout',
    auth: 'user',
    status: 503,
  },

  // PATCH /user/password
  {
    row: 'updatePassword',
    name: 'changes the password with the current one',
    given: ['user'],
    path: '/user/password',
    auth: 'user',
    body: { password: USER.password, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    status: 200,
  },
  {
    row: 'updatePassword',
    name: 'refuses a wrong current password',
    given: ['user'],
    path: '/user/password',
    auth: 'user',
    body: { password: 'errada', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    status: 400,
  },
  {
    row: 'updatePassword',
    name: 'refuses a confirmation that differs',
    given: ['user'],
    path: '/user/password',
    auth: 'user',
    body: { password: USER.password, newPassword: NEW_PASSWORD, confirmNewPassword: 'outra' },
    status: 400,
  },
  {
    row: 'updatePassword',
    name: 'asks for a token',
    path: '/user/password',
    body: { password: USER.password, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    status: 401,
  },
  {
    row: 'updatePassword',
    name: 'checks the token before the body',
    path: '/user/password',
    auth: 'bad',
    body: {},
    status: 401,
  },

  // PATCH /user
  {
    row: 'updateProfile',
    name: 'updates the profile (trimmed, masks removed, blank optional fields kept as they were)',
    given: ['user'],
    path: '/user',
    auth: 'user',
    body: profileUpdate,
    status: 200,
  },
  {
    row: 'updateProfile',
    name: 'asks for the current password to change the e-mail',
    given: ['user'],
    path: '/user',
    auth: 'user',
    body: { ...profileUpdate, email: NEW_EMAIL },
    status: 400,
  },
  {
    row: 'updateProfile',
    name: 'refuses a wrong current password for a new e-mail',
    given: ['user'],
    path: '/user',
    auth: 'user',
    body: { ...profileUpdate, email: NEW_EMAIL, currentPassword: 'errada' },
    status: 400,
  },
  {
    row: 'updateProfile',
    name: 'keeps the old e-mail until the new one is confirmed',
    given: ['user'],
    path: '/user',
    auth: 'user',
    body: { ...profileUpdate, email: NEW_EMAIL, currentPassword: USER.password },
    status: 200,
  },
  {
    row: 'updateProfile',
    name: "answers another account's e-mail as any other (nothing changes)",
    given: ['user', 'other'],
    path: '/user',
    auth: 'user',
    body: { ...profileUpdate, email: OTHER.email, currentPassword: USER.password },
    status: 200,
  },
  {
    row: 'confirmEmailChange',
    name: 'confirms the new e-mail by its link',
    given: ['user', 'emailChangeAsked'],
    path: '/user/email/confirm',
    body: (vars) => ({ token: vars.emailToken ?? '' }),
    status: 200,
  },
  {
    row: 'confirmEmailChange',
    name: 'refuses a confirmation link that is no one’s',
    path: '/user/email/confirm',
    body: { token: 'link-que-ninguem-recebeu' },
    status: 400,
  },
  {
    row: 'updateProfile',
    name: 'refuses an invalid phone',
    given: ['user'],
    path: '/user',
    auth: 'user',
    body: { ...profileUpdate, phone: '123' },
    status: 400,
  },
  {
    row: 'updateProfile',
    name: 'asks for the name',
    given: ['user'],
    path: '/user',
    auth: 'user',
    body: { ...profileUpdate, name: ' ' },
    status: 400,
  },
  {
    row: 'updateProfile',
    name: 'refuses a token that is no one’s',
    path: '/user',
    auth: 'bad',
    body: profileUpdate,
    status: 401,
  },

  // POST /subscription/{planId}
  {
    row: 'createSubscription',
    name: 'subscribes with an approved card',
    given: ['user'],
    path: '/subscription/plano-essencial',
    auth: 'user',
    body: cardPayment(),
    status: 200,
  },
  {
    row: 'createSubscription',
    name: 'continues the payment a lost gateway answer left pending',
    given: ['user', 'answerLost'],
    path: '/subscription/plano-essencial',
    auth: 'user',
    body: cardPayment(),
    status: 200,
  },
  {
    row: 'createSubscription',
    name: 'answers 502 and keeps the subscription pending when the gateway answer is lost',
    given: ['user'],
    path: '/subscription/plano-essencial',
    auth: 'user',
    body: cardPayment(SANDBOX_CARDS.answerLost),
    status: 502,
  },
  {
    row: 'createSubscription',
    name: 'refuses an unknown plan',
    given: ['user'],
    path: '/subscription/plano-que-nao-existe',
    auth: 'user',
    body: cardPayment(),
    status: 404,
  },
  {
    row: 'createSubscription',
    name: 'refuses a plan already active',
    given: ['user', 'subscribed'],
    path: '/subscription/plano-essencial',
    auth: 'user',
    body: cardPayment(),
    status: 409,
  },
  {
    row: 'createSubscription',
    name: 'refuses another plan while one is active',
    given: ['user', 'subscribed'],
    path: '/subscription/plano-profissional',
    auth: 'user',
    body: cardPayment(),
    status: 409,
  },
  {
    row: 'createSubscription',
    name: 'refuses another plan while a charge awaits the gateway',
    given: ['user', 'answerLost'],
    path: '/subscription/plano-profissional',
    auth: 'user',
    body: cardPayment(),
    status: 409,
  },
  {
    row: 'createSubscription',
    name: 'passes on the card refusal',
    given: ['user'],
    path: '/subscription/plano-essencial',
    auth: 'user',
    body: cardPayment(SANDBOX_CARDS.refused[0]),
    status: 402,
  },
  {
    row: 'createSubscription',
    name: 'refuses a number that fails the check digit at the gateway',
    given: ['user'],
    path: '/subscription/plano-essencial',
    auth: 'user',
    body: cardPayment('4444444444444445'),
    status: 402,
  },
  {
    row: 'createSubscription',
    name: 'refuses an expired card at the gateway',
    given: ['user'],
    path: '/subscription/plano-essencial',
    auth: 'user',
    body: cardPayment(SANDBOX_CARDS.approved, ['02', '2026']),
    status: 402,
  },
  {
    row: 'createSubscription',
    name: 'refuses a malformed card number',
    given: ['user'],
    path: '/subscription/plano-essencial',
    auth: 'user',
    body: { ...cardPayment(), creditCard: { ...cardPayment().creditCard, number: '1234' } },
    status: 400,
  },
  {
    row: 'createSubscription',
    name: 'asks for a token',
    path: '/subscription/plano-essencial',
    body: cardPayment(),
    status: 401,
  },

  // POST /subscription/{planId}/user-data
  {
    row: 'subscribeWithSignup',
    name: 'signs up and subscribes in one call',
    path: '/subscription/plano-profissional/user-data',
    body: { user: USER, payment: cardPayment() },
    status: 200,
  },
  {
    row: 'subscribeWithSignup',
    name: 'refuses an e-mail already registered without saying so, charging nothing',
    given: ['user'],
    path: '/subscription/plano-profissional/user-data',
    body: { user: { ...USER, document: OTHER.document }, payment: cardPayment() },
    status: 409,
  },
  {
    row: 'subscribeWithSignup',
    name: 'passes on the card refusal',
    path: '/subscription/plano-profissional/user-data',
    body: { user: USER, payment: cardPayment(SANDBOX_CARDS.refused[1]) },
    status: 402,
  },
  {
    row: 'login',
    name: 'finds no account left by a refused checkout signup',
    given: ['refusedSignup'],
    path: '/auth/login',
    body: { email: USER.email, password: USER.password },
    status: 401,
  },
  {
    row: 'subscribeWithSignup',
    name: 'keeps the account when the gateway answer is lost',
    path: '/subscription/plano-profissional/user-data',
    body: { user: USER, payment: cardPayment(SANDBOX_CARDS.answerLost) },
    status: 502,
  },
  {
    row: 'subscribeWithSignup',
    name: 'refuses an unknown plan',
    path: '/subscription/plano-que-nao-existe/user-data',
    body: { user: USER, payment: cardPayment() },
    status: 404,
  },
  {
    row: 'subscribeWithSignup',
    name: 'refuses incomplete signup data',
    path: '/subscription/plano-profissional/user-data',
    body: { user: { ...USER, name: '' }, payment: cardPayment() },
    status: 400,
  },

  // POST /subscription/{planId}/pix
  {
    row: 'createPixSubscription',
    name: 'issues a Pix for a new subscription awaiting payment',
    given: ['user'],
    path: '/subscription/plano-essencial/pix',
    auth: 'user',
    status: 200,
    project: pixSummary,
  },
  {
    row: 'createPixSubscription',
    name: 'shows the same Pix again for the pending subscription (Continuar Pagamento)',
    given: ['user', 'pixIssued'],
    path: '/subscription/plano-essencial/pix',
    auth: 'user',
    status: 200,
    project: pixSummary,
  },
  {
    row: 'createPixSubscription',
    name: 'refuses a plan already active',
    given: ['user', 'subscribed'],
    path: '/subscription/plano-essencial/pix',
    auth: 'user',
    status: 409,
  },
  {
    row: 'createPixSubscription',
    name: 'refuses an unknown plan',
    given: ['user'],
    path: '/subscription/plano-que-nao-existe/pix',
    auth: 'user',
    status: 404,
  },
  {
    row: 'createPixSubscription',
    name: 'asks for a token',
    path: '/subscription/plano-essencial/pix',
    status: 401,
  },

  // POST /subscription/{planId}/user-data/pix
  {
    row: 'subscribeWithSignupPix',
    name: 'signs up and issues a Pix in one call',
    path: '/subscription/plano-essencial/user-data/pix',
    body: { user: USER },
    status: 200,
    project: pixSummary,
  },
  {
    row: 'subscribeWithSignupPix',
    name: 'refuses an e-mail already registered without saying so',
    given: ['user'],
    path: '/subscription/plano-essencial/user-data/pix',
    body: { user: USER },
    status: 409,
  },
  {
    row: 'subscribeWithSignupPix',
    name: 'refuses an unknown plan',
    path: '/subscription/plano-que-nao-existe/user-data/pix',
    body: { user: USER },
    status: 404,
  },
  {
    row: 'subscribeWithSignupPix',
    name: 'refuses incomplete signup data',
    path: '/subscription/plano-essencial/user-data/pix',
    body: { user: { ...USER, name: '' } },
    status: 400,
  },

  // PUT /subscription/{id}/card
  {
    row: 'updateCard',
    name: 'saves a new card for the next renewals without a charge',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}/card',
    auth: 'user',
    body: cardPayment('5555555555554444'),
    status: 200,
  },
  {
    row: 'updateCard',
    name: 'refuses a card the issuer refuses',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}/card',
    auth: 'user',
    body: cardPayment(SANDBOX_CARDS.refused[0]),
    status: 402,
  },
  {
    row: 'updateCard',
    name: 'refuses a canceled subscription',
    given: ['user', 'subscribed', 'canceled'],
    path: '/subscription/{subscriptionId}/card',
    auth: 'user',
    body: cardPayment('5555555555554444'),
    status: 409,
  },
  {
    row: 'updateCard',
    name: "does not know someone else's subscription",
    given: ['user', 'other', 'otherSubscribed'],
    path: '/subscription/{otherSubscriptionId}/card',
    auth: 'user',
    body: cardPayment('5555555555554444'),
    status: 404,
  },

  // GET /recurrence/{id}/receipt
  {
    row: 'paymentReceipt',
    name: 'gives the receipt of a paid payment',
    given: ['user', 'subscribed', 'paymentId'],
    path: '/recurrence/{paymentId}/receipt',
    auth: 'user',
    status: 200,
    project: (receipt) => ({ ...(receipt as object), paymentId: 'o pagamento' }),
  },
  {
    row: 'paymentReceipt',
    name: 'has no receipt for a payment still pending',
    given: ['user', 'pixIssued', 'paymentId'],
    path: '/recurrence/{paymentId}/receipt',
    auth: 'user',
    status: 409,
  },
  {
    row: 'paymentReceipt',
    name: 'does not know a payment of no one',
    given: ['user'],
    path: '/recurrence/pagamento-que-nao-existe/receipt',
    auth: 'user',
    status: 404,
  },

  // POST /subscription/pix/status
  checkIssuedPix('answers pending at the first check of a new Pix', ['user', 'pixIssued'], 200),
  checkIssuedPix(
    'answers paid from the second check',
    ['user', 'pixIssued', 'pixCheckedOnce'],
    200,
  ),
  checkIssuedPix("does not show someone else's Pix", ['user', 'other', 'pixIssued'], 404, 'other'),
  {
    row: 'listSubscriptions',
    name: 'shows the subscription a Pix paid for as active',
    given: ['user', 'pixIssued', 'pixCheckedOnce', 'pixCheckedOnce'],
    path: '/subscription',
    auth: 'user',
    status: 200,
    project: statuses,
  },
  {
    row: 'pixStatus',
    name: 'does not know a Pix charge of no one',
    given: ['user'],
    path: '/subscription/pix/status',
    auth: 'user',
    body: { pixId: 'pix-que-nao-existe' },
    status: 404,
  },
  {
    row: 'pixStatus',
    name: 'asks for the pixId',
    given: ['user'],
    path: '/subscription/pix/status',
    auth: 'user',
    body: {},
    status: 400,
  },
  {
    row: 'pixStatus',
    name: 'asks for a token',
    path: '/subscription/pix/status',
    body: { pixId: 'pix-que-nao-existe' },
    status: 401,
  },

  // GET /subscription
  {
    row: 'listSubscriptions',
    name: 'lists nothing for a new account',
    given: ['user'],
    path: '/subscription',
    auth: 'user',
    status: 200,
  },
  {
    row: 'listSubscriptions',
    name: 'lists the active subscription with its plan populated',
    given: ['user', 'subscribed'],
    path: '/subscription',
    auth: 'user',
    status: 200,
  },
  {
    row: 'listSubscriptions',
    name: 'lists a subscription awaiting payment after a lost gateway answer',
    given: ['user', 'answerLost'],
    path: '/subscription',
    auth: 'user',
    status: 200,
  },
  {
    row: 'listSubscriptions',
    name: 'lists a canceled subscription and the next one',
    given: ['user', 'subscribed', 'canceled', 'subscribedAgain'],
    path: '/subscription',
    auth: 'user',
    status: 200,
    project: statuses,
  },
  {
    row: 'listSubscriptions',
    name: 'does not list another user’s subscriptions',
    given: ['user', 'other', 'otherSubscribed'],
    path: '/subscription',
    auth: 'user',
    status: 200,
  },
  {
    row: 'listSubscriptions',
    name: 'asks for a token',
    path: '/subscription',
    status: 401,
  },
  {
    row: 'listSubscriptions',
    name: 'refuses a token after logout',
    given: ['user', 'loggedOut'],
    path: '/subscription',
    auth: 'user',
    status: 401,
  },

  // GET /subscription/{id}
  {
    row: 'getSubscription',
    name: 'returns one subscription',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}',
    auth: 'user',
    status: 200,
  },
  {
    row: 'getSubscription',
    name: 'reads another user’s subscription as unknown',
    given: ['user', 'other', 'otherSubscribed'],
    path: '/subscription/{otherSubscriptionId}',
    auth: 'user',
    status: 404,
  },
  {
    row: 'getSubscription',
    name: 'does not know an unknown id',
    given: ['user'],
    path: '/subscription/nao-existe',
    auth: 'user',
    status: 404,
  },
  {
    row: 'getSubscription',
    name: 'asks for a token',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}',
    status: 401,
  },

  // DELETE /subscription/{id}
  {
    row: 'cancelSubscription',
    name: 'cancels, keeping access until the next billing date',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}',
    auth: 'user',
    status: 200,
  },
  {
    row: 'cancelSubscription',
    name: 'cancels a subscription awaiting payment',
    given: ['user', 'answerLost'],
    path: '/subscription/{subscriptionId}',
    auth: 'user',
    status: 200,
  },
  {
    row: 'cancelSubscription',
    name: 'refuses to cancel twice',
    given: ['user', 'subscribed', 'canceled'],
    path: '/subscription/{subscriptionId}',
    auth: 'user',
    status: 409,
  },
  {
    row: 'cancelSubscription',
    name: 'cannot cancel another user’s subscription',
    given: ['user', 'other', 'otherSubscribed'],
    path: '/subscription/{otherSubscriptionId}',
    auth: 'user',
    status: 404,
  },

  // PUT /subscription/{id}/activate
  {
    row: 'reactivateSubscription',
    name: 'reactivates inside the paid period without a charge',
    given: ['user', 'subscribed', 'canceled'],
    path: '/subscription/{subscriptionId}/activate',
    auth: 'user',
    status: 200,
  },
  {
    row: 'reactivateSubscription',
    name: 'reactivates after the paid period by charging the saved card',
    given: ['user', 'subscribed', 'canceled', 'pastThePaidPeriod'],
    path: '/subscription/{subscriptionId}/activate',
    auth: 'user',
    status: 200,
  },
  {
    row: 'reactivateSubscription',
    name: 'passes on the refusal of the saved card',
    given: ['user', 'subscribedWithRenewalsRefusedCard', 'canceled', 'pastThePaidPeriod'],
    path: '/subscription/{subscriptionId}/activate',
    auth: 'user',
    status: 402,
  },
  {
    row: 'reactivateSubscription',
    name: 'refuses an active subscription',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}/activate',
    auth: 'user',
    status: 409,
  },
  {
    row: 'reactivateSubscription',
    name: 'sends a pending subscription to "Continuar Pagamento"',
    given: ['user', 'answerLost'],
    path: '/subscription/{subscriptionId}/activate',
    auth: 'user',
    status: 409,
  },
  {
    row: 'reactivateSubscription',
    name: 'refuses while another subscription is open',
    given: ['user', 'subscribed', 'canceled', 'subscribedAgain'],
    path: '/subscription/{subscriptionId}/activate',
    auth: 'user',
    status: 409,
  },
  {
    row: 'reactivateSubscription',
    name: 'cannot reactivate another user’s subscription',
    given: ['user', 'other', 'otherSubscribed'],
    path: '/subscription/{otherSubscriptionId}/activate',
    auth: 'user',
    status: 404,
  },

  // GET /plan, GET /plan?activeOnly=true, GET /plan/{id}
  {
    row: 'listPlans',
    name: 'lists every plan, cheapest first',
    path: '/plan',
    status: 200,
    project: planSummary,
  },
  {
    row: 'listPlans',
    name: 'does not need a token, and ignores one',
    path: '/plan',
    auth: 'bad',
    status: 200,
    project: planSummary,
  },
  {
    row: 'listPlans',
    name: 'refuses an activeOnly that is not true or false',
    path: '/plan?activeOnly=sim',
    status: 400,
  },
  {
    row: 'listPlans',
    name: 'lists every plan with activeOnly=false',
    path: '/plan?activeOnly=false',
    status: 200,
    project: planSummary,
  },
  {
    row: 'listPlans',
    name: 'turns requests away while the server restarts',
    given: ['unavailable'],
    path: '/plan',
    status: 503,
  },
  {
    row: 'listPlans',
    name: 'lists the active plans',
    path: '/plan?activeOnly=true',
    status: 200,
    project: planSummary,
  },
  {
    row: 'listPlans',
    name: 'turns requests away while the server restarts',
    given: ['unavailable'],
    path: '/plan?activeOnly=true',
    status: 503,
  },
  {
    row: 'getPlan',
    name: 'returns one plan',
    path: '/plan/plano-essencial',
    status: 200,
  },
  {
    row: 'getPlan',
    name: 'does not know an unknown plan',
    path: '/plan/nao-existe',
    status: 404,
  },

  // GET /recurrence/user
  {
    row: 'listUserPayments',
    name: 'lists no payment for a new account',
    given: ['user'],
    path: '/recurrence/user',
    auth: 'user',
    status: 200,
  },
  {
    row: 'listUserPayments',
    name: 'lists the first charge, paid',
    given: ['user', 'subscribed'],
    path: '/recurrence/user',
    auth: 'user',
    status: 200,
  },
  {
    row: 'listUserPayments',
    name: 'filters by status=paid',
    given: ['user', 'subscribed'],
    path: '/recurrence/user?status=paid',
    auth: 'user',
    status: 200,
  },
  {
    row: 'listUserPayments',
    name: 'filters by status=pending',
    given: ['user', 'answerLost'],
    path: '/recurrence/user?status=pending',
    auth: 'user',
    status: 200,
  },
  {
    row: 'listUserPayments',
    name: 'shows the pending attempt canceled with its subscription',
    given: ['user', 'answerLost', 'canceled'],
    path: '/recurrence/user',
    auth: 'user',
    status: 200,
  },
  {
    row: 'listUserPayments',
    name: 'refuses a status filter the screen does not offer',
    given: ['user'],
    path: '/recurrence/user?status=refunded',
    auth: 'user',
    status: 400,
  },
  {
    row: 'listUserPayments',
    name: 'asks for a token',
    path: '/recurrence/user',
    status: 401,
  },

  // GET /recurrence/subscription/{id}
  {
    row: 'listSubscriptionPayments',
    name: 'lists the payments of one subscription',
    given: ['user', 'subscribed', 'canceled', 'subscribedAgain'],
    path: '/recurrence/subscription/{secondSubscriptionId}',
    auth: 'user',
    status: 200,
  },
  {
    row: 'listSubscriptionPayments',
    name: 'reads another user’s subscription as unknown',
    given: ['user', 'other', 'otherSubscribed'],
    path: '/recurrence/subscription/{otherSubscriptionId}',
    auth: 'user',
    status: 404,
  },
  {
    row: 'listSubscriptionPayments',
    name: 'asks for a token',
    path: '/recurrence/subscription/nao-existe',
    status: 401,
  },

  // GET /recurrence/status/{id}
  {
    row: 'paymentStatus',
    name: 'returns the status of one payment',
    given: ['user', 'subscribed', 'paymentId'],
    path: '/recurrence/status/{paymentId}',
    auth: 'user',
    status: 200,
  },
  {
    row: 'paymentStatus',
    name: 'does not know an unknown payment',
    given: ['user'],
    path: '/recurrence/status/nao-existe',
    auth: 'user',
    status: 404,
  },
  {
    row: 'paymentStatus',
    name: 'does not show another user’s payment',
    given: ['user', 'subscribed', 'paymentId', 'other'],
    path: '/recurrence/status/{paymentId}',
    auth: 'other',
    status: 404,
  },

  // GET /subscription/{id}/change/{planId}
  {
    row: 'quotePlanChange',
    name: 'quotes an upgrade: the difference for the days left, charged now',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}/change/plano-profissional',
    auth: 'user',
    status: 200,
  },
  {
    row: 'quotePlanChange',
    name: 'quotes a downgrade: nothing now, the new plan at the next billing date',
    given: ['user', 'subscribed', 'upgraded'],
    path: '/subscription/{subscriptionId}/change/plano-essencial',
    auth: 'user',
    status: 200,
  },
  {
    row: 'quotePlanChange',
    name: 'refuses the plan the subscription already has',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}/change/plano-essencial',
    auth: 'user',
    status: 409,
  },
  {
    row: 'quotePlanChange',
    name: 'refuses a cancelled subscription',
    given: ['user', 'subscribed', 'canceled'],
    path: '/subscription/{subscriptionId}/change/plano-profissional',
    auth: 'user',
    status: 409,
  },
  {
    row: 'quotePlanChange',
    name: 'does not know an unknown plan',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}/change/plano-nenhum',
    auth: 'user',
    status: 404,
  },
  {
    row: 'quotePlanChange',
    name: 'does not show another user’s subscription',
    given: ['user', 'other', 'otherSubscribed'],
    path: '/subscription/{otherSubscriptionId}/change/plano-essencial',
    auth: 'user',
    status: 404,
  },

  // POST /subscription/{id}/change/{planId}
  {
    row: 'changePlan',
    name: 'upgrades now, charging the amount shown',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}/change/plano-profissional',
    body: { expectedAmount: 5000 },
    auth: 'user',
    status: 200,
  },
  {
    row: 'changePlan',
    name: 'schedules a downgrade for the next billing date',
    given: ['user', 'subscribed', 'upgraded'],
    path: '/subscription/{subscriptionId}/change/plano-essencial',
    body: { expectedAmount: 0 },
    auth: 'user',
    status: 200,
  },
  {
    row: 'changePlan',
    name: 'never charges more than the amount shown',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}/change/plano-profissional',
    body: { expectedAmount: 10 },
    auth: 'user',
    status: 409,
  },
  {
    row: 'changePlan',
    name: 'refuses an amount that is not in cents',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}/change/plano-profissional',
    body: { expectedAmount: 50.5 },
    auth: 'user',
    status: 400,
  },
  {
    row: 'changePlan',
    name: 'asks for a token',
    given: ['user', 'subscribed'],
    path: '/subscription/{subscriptionId}/change/plano-profissional',
    body: { expectedAmount: 5000 },
    status: 401,
  },

  // GET /user/data
  {
    row: 'exportAccountData',
    name: 'exports the account (the e-mails sent are the API’s own: the mocks keep none)',
    given: ['user', 'subscribed'],
    path: '/user/data',
    auth: 'user',
    status: 200,
    project: (data) => {
      const { exportedAt: _, emails: __, ...rest } = data as Record<string, unknown>
      return rest
    },
  },
  {
    row: 'exportAccountData',
    name: 'asks for a token',
    given: ['user'],
    path: '/user/data',
    status: 401,
  },

  // POST /user/delete
  {
    row: 'deleteAccount',
    name: 'deletes the account with the password asked again',
    given: ['user', 'subscribed'],
    path: '/user/delete',
    body: { password: USER.password },
    auth: 'user',
    status: 200,
  },
  {
    row: 'deleteAccount',
    name: 'refuses a wrong password',
    given: ['user'],
    path: '/user/delete',
    body: { password: 'nao-e-a-senha' },
    auth: 'user',
    status: 400,
  },
  {
    row: 'deleteAccount',
    name: 'refuses a blank password',
    given: ['user'],
    path: '/user/delete',
    body: { password: '' },
    auth: 'user',
    status: 400,
  },

  // GET and PUT /user/notifications
  {
    row: 'getNotificationPreferences',
    name: 'reads the defaults: e-mail on, weekly reports off',
    given: ['user'],
    path: '/user/notifications',
    auth: 'user',
    status: 200,
  },
  {
    row: 'getNotificationPreferences',
    name: 'asks for a token',
    path: '/user/notifications',
    auth: 'bad',
    status: 401,
  },
  {
    row: 'updateNotificationPreferences',
    name: 'saves both switches',
    given: ['user'],
    path: '/user/notifications',
    body: { email: false, weeklyReports: true },
    auth: 'user',
    status: 200,
  },
  {
    row: 'updateNotificationPreferences',
    name: 'refuses a switch that is not true or false',
    given: ['user'],
    path: '/user/notifications',
    body: { email: 'sim', weeklyReports: true },
    auth: 'user',
    status: 400,
  },
  // The operator console: both sides refuse a visitor (401) and a customer (403), on every row.
  ...operatorRows().flatMap((row): ContractScenario[] => {
    const path = ENDPOINTS[row].path.replace(/:\w+/g, 'id-qualquer')
    const body = 'body' in ENDPOINTS[row] ? {} : undefined
    return [
      { row, name: 'asks for a token', path, ...(body && { body }), status: 401 },
      {
        row,
        name: 'refuses a customer',
        given: ['user'],
        path,
        auth: 'user',
        ...(body && { body }),
        status: 403,
      },
    ]
  }),
]
