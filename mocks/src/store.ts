import { SEED_PLANS } from '@atendimento/domain/catalogue/seed-plans'
import type { AuditEntry } from '@atendimento/domain/schemas/admin'
import type { PaymentStatus } from '@atendimento/domain/schemas/payment'
import type { Plan } from '@atendimento/domain/schemas/plan'
import type { SubscriptionStatus } from '@atendimento/domain/schemas/subscription'
import type { User } from '@atendimento/domain/schemas/user'
import { makePayment, makeSubscription } from '@atendimento/domain/testing/billing'
import { makeUser } from '@atendimento/domain/testing/user'

/**
 * The mocks' in-memory world: one per server or worker, reset between tests and stories with
 * `resetStore()`. Plain JSON data, so `npm run dev:mock` can keep it across reloads.
 *
 * Seeded data (documented in mocks/README.md):
 * - log in as `cliente@exemplo.com.br` / `senha123` (an active and a canceled subscription, a
 *   payment history), or as `novo@exemplo.com.br` / `senha123` (no subscription yet);
 * - already-logged-in tokens for stories: DEMO.token and DEMO.newUserToken;
 * - the forgot-password code is always `ABC123` (there is no inbox);
 * - the clock stands still at MOCK_NOW, the same instant the API tests start at.
 */

const DAY = 24 * 60 * 60 * 1000

/** The mocks' "now": fixed, so dates in stories and screenshots never move. */
export const MOCK_NOW = '2026-03-10T12:00:00.000Z'

export const DEMO = {
  email: 'cliente@exemplo.com.br',
  password: 'senha123',
  /** A live session of the demo user: store it as `auth_token` to start logged in. */
  token: 'token-demo-cliente',
  userId: 'usuario-demo',
  newUserEmail: 'novo@exemplo.com.br',
  newUserToken: 'token-demo-novo',
  newUserId: 'usuario-novo',
  /** The code POST /auth/forgot "sends" in the mocks. */
  recoveryCode: 'ABC123',
  /** The token of the link a change of e-mail "sends" in the mocks (/confirmar-email?token=). */
  emailChangeToken: 'troca-de-email-demo',
  activeSubscriptionId: 'assinatura-demo-profissional',
  canceledSubscriptionId: 'assinatura-demo-essencial',
  /** A Pix charge of the demo user: pending at the first status check, paid from the second. */
  pixId: 'pix-demo',
  /** The operator (role 'operator'): the console at /admin. */
  operatorEmail: 'operador@exemplo.com.br',
  operatorToken: 'token-demo-operador',
  operatorId: 'usuario-operador',
  /** An e-mail to the demo user whose delivery failed (the console can resend it). */
  failedEmailId: 'email-demo-falhou',
} as const

export interface StoredUser {
  user: User
  /** Kept in clear: these are mocks. */
  password: string
  /** The settings tab's two switches; absent means the API's defaults (e-mail on, reports off). */
  notifications?: { email: boolean; weeklyReports: boolean }
}

export interface Session {
  token: string
  userId: string
  remember: boolean
  expiresAt: string
  revokedAt: string | null
}

export interface SavedCard {
  brand: string
  last4: string
  /** What a renewal or reactivation charges; `renewals-refused` cards refuse those. */
  token: string
}

export interface StoredSubscription {
  _id: string
  userId: string
  planId: string
  status: SubscriptionStatus
  priceCents: number
  billingCycleDays: number
  nextBillingDate: string | null
  created_at: string
  canceledAt: string | null
  card: SavedCard | null
  /** How renewals are paid (the API's subscriptions.payment_method); card when absent. */
  paymentMethod?: 'credit_card' | 'pix'
}

export interface StoredPayment {
  _id: string
  subscriptionId: string
  userId: string
  planId: string
  amount: number
  status: PaymentStatus
  billingDate: string
  paidAt: string | null
  /** The gateway charged it but its answer was lost: the retry is approved (idempotency key). */
  chargedWithoutAnswer?: boolean
  /** The card of that unanswered charge, which its retry answers with. */
  chargedCard?: { brand: string; last4: string }
  /** Card when absent; a Pix payment names its charge. */
  method?: 'credit_card' | 'pix'
  card?: { brand: string; last4: string } | null
  pixId?: string
  /** Made by a change of plan (the API's change_kind). */
  change?: 'upgrade' | 'downgrade'
}

export interface RecoveryCode {
  userId: string
  code: string
  attempts: number
  expiresAt: string
  usedAt: string | null
}

/** A new e-mail waiting for its link to be followed (the API's email_changes). */
export interface EmailChange {
  userId: string
  newEmail: string
  token: string
}

export interface PixCharge {
  pixId: string
  userId: string
  status: PaymentStatus
  checks: number
  /** The payment it settles, when it pays for a subscription. */
  paymentId?: string
  /** The BR Code, the amount and the validity, for charges issued by POST .../pix. */
  code?: string
  amount?: number
  expiresAt?: string
}

/** A message the API would have in its outbox (the mocks send nothing). */
export interface StoredEmail {
  _id: string
  recipient: string
  subject: string
  status: 'pending' | 'sent' | 'failed'
  createdAt: string
  sentAt: string | null
  /** It carried a one-time code: kept without it, never resent. */
  redacted: boolean
}

export interface MockStore {
  /** ISO instant the handlers read as "now"; move it to reach expiries. */
  now: string
  /** Numbers the ids and tokens the mocks issue, so a run is repeatable. */
  sequence: number
  plans: Plan[]
  users: StoredUser[]
  sessions: Session[]
  subscriptions: StoredSubscription[]
  payments: StoredPayment[]
  recoveryCodes: RecoveryCode[]
  emailChanges: EmailChange[]
  pixCharges: PixCharge[]
  emails: StoredEmail[]
  /** The operators' actions, newest last. */
  audit: AuditEntry[]
  /** Data scenarios already applied (see scenarios.ts), so each applies once per reset. */
  applied: string[]
}

/**
 * The plans the API seeds (domain/catalogue/seed-plans.ts), but for one name: the API calls the
 * quarterly plan 'Profissional Trimestral'; here it is 'Trimestral', a name that does not contain
 * another plan's, so "find the heading 'Profissional'" in screen tests stays unambiguous.
 */
export const seedPlans = (): Plan[] =>
  SEED_PLANS.map((plan) => ({
    ...plan,
    features: [...plan.features],
    ...(plan._id === 'plano-trimestral' && { name: 'Trimestral' }),
  }))

const at = (iso: string, days = 0) => new Date(new Date(iso).getTime() + days * DAY).toISOString()

const DEMO_ADDRESS = {
  zipCode: '01310100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  address: 'Avenida Paulista',
  addressNumber: '1000',
  complement: 'Sala 42',
} as const

function seedUsers(): StoredUser[] {
  const demo = makeUser(
    {
      _id: DEMO.userId,
      name: 'Mariana Costa',
      email: DEMO.email,
      phone: '11987654321',
      birthdate: '1988-07-21',
      gender: 'female',
      ...DEMO_ADDRESS,
      termsAcceptedAt: '2025-03-14T12:00:00.000Z',
      createdAt: '2025-03-14T12:00:00.000Z',
    },
    { seed: 2025 },
  )
  const fresh = makeUser(
    {
      _id: DEMO.newUserId,
      name: 'Rafael Lima',
      email: DEMO.newUserEmail,
      phone: '2133334444',
      birthdate: '1994-02-03',
      gender: 'male',
      zipCode: '01001000',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Sé',
      address: 'Praça da Sé',
      addressNumber: '10',
      termsAcceptedAt: '2026-03-01T12:00:00.000Z',
      createdAt: '2026-03-01T12:00:00.000Z',
    },
    { seed: 2026 },
  )
  const operator = makeUser(
    {
      _id: DEMO.operatorId,
      name: 'Paula Operadora',
      email: DEMO.operatorEmail,
      phone: '11955554444',
      birthdate: '1990-05-12',
      gender: 'female',
      ...DEMO_ADDRESS,
      termsAcceptedAt: '2025-01-02T12:00:00.000Z',
      createdAt: '2025-01-02T12:00:00.000Z',
      role: 'operator',
    },
    { seed: 2024 },
  )
  return [
    { user: demo, password: DEMO.password },
    { user: fresh, password: DEMO.password },
    { user: operator, password: DEMO.password },
  ]
}

interface History {
  subscription: StoredSubscription
  payments: StoredPayment[]
}

/** A subscription charged every cycle from `start`, with some charges in other states. */
function history(
  plan: Plan,
  id: string,
  start: string,
  cycles: number,
  overrides: Partial<StoredSubscription>,
  statuses: Partial<Record<number, PaymentStatus>>,
  seed: number,
): History {
  const made = makeSubscription(
    {
      _id: id,
      planId: { _id: plan._id, name: plan.name, price: plan.price },
      status: 'active',
      created_at: start,
      nextBillingDate: at(start, cycles * plan.billingCycleDays),
      canceledAt: null,
    },
    { seed },
  )
  const subscription: StoredSubscription = {
    _id: made._id,
    userId: DEMO.userId,
    planId: plan._id,
    status: made.status,
    priceCents: plan.price,
    billingCycleDays: plan.billingCycleDays,
    nextBillingDate: made.nextBillingDate,
    created_at: made.created_at,
    canceledAt: made.canceledAt,
    card: { brand: 'visa', last4: '4444', token: `sbx_card_ok_${id}` },
    ...overrides,
  }
  const payments = Array.from({ length: cycles }, (_, cycle): StoredPayment => {
    const billingDate = at(start, cycle * plan.billingCycleDays)
    const status = statuses[cycle] ?? 'paid'
    const payment = makePayment(
      {
        _id: `${id}-cobranca-${cycle + 1}`,
        amount: plan.price,
        planId: { _id: plan._id, name: plan.name },
        billingDate,
        paidAt: status === 'paid' || status === 'refunded' ? billingDate : null,
        status,
      },
      { seed: seed + cycle + 1 },
    )
    return {
      _id: payment._id,
      subscriptionId: id,
      userId: DEMO.userId,
      planId: plan._id,
      amount: payment.amount,
      status: payment.status,
      billingDate: payment.billingDate,
      paidAt: payment.paidAt,
      method: 'credit_card',
      card: subscription.card && { brand: subscription.card.brand, last4: subscription.card.last4 },
    }
  })
  return { subscription, payments }
}

function seedBilling(plans: Plan[]): Pick<MockStore, 'subscriptions' | 'payments'> {
  const [essencial, profissional] = plans
  if (!essencial || !profissional) return { subscriptions: [], payments: [] }
  // Essencial from March 2025, canceled in August: access ended, reactivation would charge.
  const canceled = history(
    essencial,
    DEMO.canceledSubscriptionId,
    '2025-03-14T12:00:00.000Z',
    5,
    { status: 'canceled', canceledAt: '2025-08-01T15:30:00.000Z' },
    { 2: 'refunded' },
    100,
  )
  // Profissional since September 2025, one failed charge retried the next day.
  const active = history(
    profissional,
    DEMO.activeSubscriptionId,
    '2025-09-10T12:00:00.000Z',
    7,
    {},
    { 3: 'failed' },
    200,
  )
  const failed = active.payments[3]
  const retry: StoredPayment[] = failed
    ? [
        {
          ...failed,
          _id: `${failed._id}-nova-tentativa`,
          status: 'paid',
          billingDate: at(failed.billingDate, 1),
          paidAt: at(failed.billingDate, 1),
        },
      ]
    : []
  const lastCanceled = canceled.payments.at(-1)
  const abandoned: StoredPayment[] = lastCanceled
    ? [
        {
          ...lastCanceled,
          _id: `${DEMO.canceledSubscriptionId}-cobranca-cancelada`,
          status: 'canceled',
          billingDate: '2025-08-01T12:00:00.000Z',
          paidAt: null,
        },
      ]
    : []
  return {
    subscriptions: [active.subscription, canceled.subscription],
    payments: [...canceled.payments, ...abandoned, ...active.payments, ...retry],
  }
}

function seedEmails(): StoredEmail[] {
  const email = (
    _id: string,
    subject: string,
    status: StoredEmail['status'],
    createdAt: string,
    redacted = false,
  ): StoredEmail => ({
    _id,
    recipient: DEMO.email,
    subject,
    status,
    createdAt,
    sentAt: status === 'sent' ? createdAt : null,
    redacted,
  })
  return [
    email(DEMO.failedEmailId, 'Não conseguimos renovar sua assinatura', 'failed', at(MOCK_NOW, -3)),
    email('email-demo-codigo', 'Seu código de recuperação', 'failed', at(MOCK_NOW, -20), true),
    email(
      'email-demo-boas-vindas',
      'Bem-vinda ao Atendimento Inteligente',
      'sent',
      '2025-03-14T12:01:00.000Z',
    ),
  ]
}

/** A fresh world: the seeded plans, the two demo users, their sessions and billing history. */
export function createStore(): MockStore {
  const plans = seedPlans()
  const remembered = at(MOCK_NOW, 30)
  return {
    now: MOCK_NOW,
    sequence: 0,
    plans,
    users: seedUsers(),
    sessions: [
      {
        token: DEMO.token,
        userId: DEMO.userId,
        remember: true,
        expiresAt: remembered,
        revokedAt: null,
      },
      {
        token: DEMO.newUserToken,
        userId: DEMO.newUserId,
        remember: true,
        expiresAt: remembered,
        revokedAt: null,
      },
      {
        token: DEMO.operatorToken,
        userId: DEMO.operatorId,
        remember: true,
        expiresAt: remembered,
        revokedAt: null,
      },
    ],
    ...seedBilling(plans),
    recoveryCodes: [],
    emailChanges: [],
    pixCharges: [{ pixId: DEMO.pixId, userId: DEMO.userId, status: 'pending', checks: 0 }],
    emails: seedEmails(),
    audit: [],
    applied: [],
  }
}

export const store: MockStore = createStore()

/** Back to the seeded world, in place (handlers keep their reference to `store`). */
export function resetStore(target: MockStore = store): void {
  Object.assign(target, createStore())
}

/** The store's clock. */
export function now(target: MockStore = store): Date {
  return new Date(target.now)
}

/** Moves the store's clock, e.g. past a recovery code's 10 minutes or a paid period. */
export function advanceClock(ms: number, target: MockStore = store): void {
  target.now = new Date(new Date(target.now).getTime() + ms).toISOString()
}

/** The next number for an id or token: deterministic within one store. */
export function nextId(target: MockStore, prefix: string): string {
  target.sequence += 1
  return `${prefix}-${target.sequence}`
}
