import { cardBrand, lastFourDigits } from '@atendimento/domain/card'
import { companyConfig } from '@atendimento/domain/company'
import {
  API_MESSAGES,
  awaitingConfirmation,
  refusedMessage,
  SANDBOX_REFUSAL_REASONS,
} from '@atendimento/domain/contract/messages'
import { brCode } from '@atendimento/domain/pix/br-code'
import { PIX_CHECKOUT_TTL_MS } from '@atendimento/domain/pix/pix-rules'
import type { CreditCard } from '@atendimento/domain/schemas/card'
import type { Payment, PaymentStatus, Receipt } from '@atendimento/domain/schemas/payment'
import type { PixCharge as PixChargeView, PixStatus } from '@atendimento/domain/schemas/pix'
import type { Plan } from '@atendimento/domain/schemas/plan'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { failure } from './respond.ts'
import {
  type MockStore,
  nextId,
  type StoredPayment,
  type StoredSubscription,
  type StoredUser,
} from './store.ts'

// Subscriptions and payments as apps/api/src/modules/subscriptions keeps them, charged by a
// copy of the API's sandbox gateway (apps/api/src/payments/sandbox-gateway.ts).

const DAY = 24 * 60 * 60 * 1000
const time = (iso: string) => new Date(iso).getTime()

/**
 * The sandbox's test cards, as the API's README documents them. Any other number that passes
 * the Luhn check is approved; one that does not is refused.
 */
export const SANDBOX_CARDS = {
  approved: '4444444444444444',
  refused: ['5184019740373151', '4916561358240741'],
  /** Approved at checkout, refused when a reactivation charges the saved card. */
  renewalsRefused: '4000000000000341',
  /** Charged, but the answer is lost: 502, and "Continuar Pagamento" then succeeds. */
  answerLost: '4000000000000119',
} as const

type Behaviour = 'ok' | 'renewals-refused' | 'answer-lost' | 'refused' | 'invalid' | 'expired'

function passesLuhn(digits: string): boolean {
  if (digits.length < 12) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

function behaviourOf(card: CreditCard, today: Date): Behaviour {
  const number = card.number.replace(/\D/g, '')
  const expiry = Number(card.expiryYear) * 12 + Number(card.expiryMonth)
  if (expiry < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) return 'expired'
  if (number === SANDBOX_CARDS.approved) return 'ok'
  if ((SANDBOX_CARDS.refused as readonly string[]).includes(number)) return 'refused'
  if (number === SANDBOX_CARDS.renewalsRefused) return 'renewals-refused'
  if (number === SANDBOX_CARDS.answerLost) return 'answer-lost'
  return passesLuhn(number) ? 'ok' : 'invalid'
}

const REFUSALS: Partial<Record<Behaviour, string>> = {
  refused: SANDBOX_REFUSAL_REASONS.declined,
  invalid: SANDBOX_REFUSAL_REASONS.invalid,
  expired: SANDBOX_REFUSAL_REASONS.expired,
}

/** The subscription as the API shows it: the plan populated with its name and the price paid. */
export function subscriptionView(store: MockStore, subscription: StoredSubscription): Subscription {
  const plan = store.plans.find((candidate) => candidate._id === subscription.planId)
  return {
    _id: subscription._id,
    planId: { _id: subscription.planId, name: plan?.name ?? '', price: subscription.priceCents },
    status: subscription.status,
    nextBillingDate: subscription.nextBillingDate,
    created_at: subscription.created_at,
    canceledAt: subscription.canceledAt,
    paymentMethod: subscription.paymentMethod ?? 'credit_card',
    card: subscription.card
      ? { brand: subscription.card.brand, last4: subscription.card.last4 }
      : null,
    scheduledPlan: scheduledPlanOf(store, subscription),
  }
}

/** The downgrade waiting for the next billing date: its 'scheduled' first payment. */
function scheduledPlanOf(store: MockStore, subscription: StoredSubscription) {
  const scheduled = store.payments.find(
    (payment) => payment.subscriptionId === subscription._id && payment.status === 'scheduled',
  )
  if (!scheduled) return null
  const plan = store.plans.find((candidate) => candidate._id === scheduled.planId)
  return {
    _id: scheduled.planId,
    name: plan?.name ?? '',
    price: scheduled.amount,
    effectiveAt: scheduled.billingDate,
  }
}

/** A payment as the API shows it (a "recurrence"). */
export function paymentView(store: MockStore, payment: StoredPayment): Payment {
  const plan = store.plans.find((candidate) => candidate._id === payment.planId)
  return {
    _id: payment._id,
    amount: payment.amount,
    planId: { _id: payment.planId, name: plan?.name ?? '' },
    billingDate: payment.billingDate,
    paidAt: payment.paidAt,
    status: payment.status,
    method: payment.method ?? 'credit_card',
    card: (payment.method ?? 'credit_card') === 'credit_card' ? (payment.card ?? null) : null,
    change: payment.change ?? null,
  }
}

/** Newest first; among equal dates, the one created last first. */
function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .toSorted((a, b) => time(dateOf(b.item)) - time(dateOf(a.item)) || b.index - a.index)
    .map(({ item }) => item)
}

export function listSubscriptions(store: MockStore, userId: string): Subscription[] {
  const own = store.subscriptions.filter((subscription) => subscription.userId === userId)
  return newestFirst(own, (subscription) => subscription.created_at).map((subscription) =>
    subscriptionView(store, subscription),
  )
}

export function listPayments(
  store: MockStore,
  userId: string,
  filter: { status?: PaymentStatus | undefined; subscriptionId?: string } = {},
): Payment[] {
  const own = store.payments.filter(
    (payment) =>
      payment.userId === userId &&
      (!filter.status || payment.status === filter.status) &&
      (!filter.subscriptionId || payment.subscriptionId === filter.subscriptionId),
  )
  return newestFirst(own, (payment) => payment.billingDate).map((payment) =>
    paymentView(store, payment),
  )
}

/** A subscription of this user; another user's id reads exactly like an unknown one (404). */
export function ownSubscription(store: MockStore, userId: string, id: string): StoredSubscription {
  const subscription = store.subscriptions.find(
    (candidate) => candidate._id === id && candidate.userId === userId,
  )
  if (!subscription) throw failure(404, API_MESSAGES.subscriptionNotFound)
  return subscription
}

/** The user's active, pending or trialing subscription (the API allows at most one). */
export function findOpenSubscription(
  store: MockStore,
  userId: string,
): StoredSubscription | undefined {
  return store.subscriptions.find(
    (subscription) => subscription.userId === userId && subscription.status !== 'canceled',
  )
}

/**
 * What became of a payment and what it means for its subscription: paid makes it active and
 * moves nextBillingDate one cycle past the billed date; failed leaves an active one pending.
 */
export function settlePayment(
  store: MockStore,
  payment: StoredPayment,
  status: PaymentStatus,
): void {
  payment.status = status
  if (status === 'paid') payment.paidAt ??= store.now
  const subscription = store.subscriptions.find((item) => item._id === payment.subscriptionId)
  if (!subscription) return
  if (status === 'paid') {
    const cycle = subscription.billingCycleDays * DAY
    let next = time(payment.billingDate) + cycle
    if (next <= time(store.now)) next = time(store.now) + cycle
    if (subscription.nextBillingDate && time(subscription.nextBillingDate) > next) {
      next = time(subscription.nextBillingDate)
    }
    if (subscription.status !== 'canceled') subscription.status = 'active'
    subscription.nextBillingDate = new Date(next).toISOString()
  } else if (status === 'failed' && subscription.status === 'active') {
    subscription.status = 'pending'
  }
}

/** The newest attempt of a subscription still waiting for an answer. */
function pendingAttempt(
  store: MockStore,
  subscription: StoredSubscription,
): StoredPayment | undefined {
  return newestFirst(
    store.payments.filter(
      (payment) =>
        payment.subscriptionId === subscription._id &&
        payment.status === 'pending' &&
        (payment.method ?? 'credit_card') === 'credit_card',
    ),
    (payment) => payment.billingDate,
  )[0]
}

/** The pending attempt of a subscription, or a new one billed now. */
function openPaymentAttempt(store: MockStore, subscription: StoredSubscription): StoredPayment {
  const unfinished = pendingAttempt(store, subscription)
  if (unfinished) return unfinished
  const attempt: StoredPayment = {
    _id: nextId(store, 'pagamento'),
    subscriptionId: subscription._id,
    userId: subscription.userId,
    planId: subscription.planId,
    amount: subscription.priceCents,
    status: 'pending',
    billingDate: store.now,
    paidAt: null,
  }
  store.payments.push(attempt)
  return attempt
}

/** A new subscription waiting for its first payment. */
function addPendingSubscription(store: MockStore, userId: string, plan: Plan): StoredSubscription {
  const subscription: StoredSubscription = {
    _id: nextId(store, 'assinatura'),
    userId,
    planId: plan._id,
    status: 'pending',
    priceCents: plan.price,
    billingCycleDays: plan.billingCycleDays,
    nextBillingDate: null,
    created_at: store.now,
    canceledAt: null,
    card: null,
  }
  store.subscriptions.push(subscription)
  return subscription
}

export interface ChargeOutcome {
  subscription: Subscription
  outcome: 'approved'
}

/**
 * What a checkout of `planId` pays for, after the API's refusals: the pending subscription of
 * this plan ("Continuar Pagamento"), or none yet (`resumed` unset). A pending subscription of
 * another plan whose charge failed is given up for the new plan (`replaced`, now cancelled).
 */
function checkoutTarget(store: MockStore, userId: string, planId: string) {
  const plan = store.plans.find((candidate) => candidate._id === planId)
  const open = findOpenSubscription(store, userId)
  const resumed = open?.planId === planId ? open : undefined
  const replaced = open && !resumed ? open : undefined
  // A withdrawn plan takes no new subscribers, but a pending one may still be paid for.
  if (!plan || (!plan.active && !resumed)) throw failure(404, API_MESSAGES.planNotFound)
  if (resumed?.status === 'active') throw failure(409, API_MESSAGES.alreadySubscribed)
  if (replaced?.status === 'active') throw failure(409, API_MESSAGES.otherPlanActive)
  if (replaced && pendingAttempt(store, replaced)) {
    const name = store.plans.find((candidate) => candidate._id === replaced.planId)?.name ?? ''
    throw failure(409, awaitingConfirmation(name))
  }
  if (replaced) {
    replaced.status = 'canceled'
    replaced.canceledAt = store.now
  }
  return { plan, resumed, replaced }
}

/** POST /subscription/{planId}: the first charge by card, or "Continuar Pagamento". */
export function subscribeWithCard(
  store: MockStore,
  account: StoredUser,
  planId: string,
  card: CreditCard,
): ChargeOutcome {
  const userId = account.user._id
  const { plan, resumed } = checkoutTarget(store, userId, planId)
  const subscription = resumed ?? addPendingSubscription(store, userId, plan)
  const attempt = openPaymentAttempt(store, subscription)

  // A retry of a charge whose answer was lost: the gateway answers the first call (approved).
  const behaviour = attempt.chargedWithoutAnswer ? 'ok' : behaviourOf(card, new Date(store.now))
  const refusal = REFUSALS[behaviour]
  if (refusal) {
    if (resumed) {
      settlePayment(store, attempt, 'failed')
    } else {
      store.subscriptions = store.subscriptions.filter((item) => item._id !== subscription._id)
      store.payments = store.payments.filter((item) => item.subscriptionId !== subscription._id)
    }
    throw failure(402, refusedMessage(refusal))
  }
  if (behaviour === 'answer-lost') {
    attempt.chargedWithoutAnswer = true
    // The provider kept the card of the charge it made: its retry answers with that card.
    attempt.chargedCard = { brand: cardBrand(card.number), last4: lastFourDigits(card.number) }
    throw failure(502, API_MESSAGES.gatewayUnavailable)
  }
  const charged = attempt.chargedWithoutAnswer ? attempt.chargedCard : undefined
  subscription.card = charged
    ? { ...charged, token: `sbx_card_ok_${subscription._id}` }
    : savedCard(card, behaviour, subscription._id)
  subscription.paymentMethod = 'credit_card'
  attempt.card = { brand: subscription.card.brand, last4: subscription.card.last4 }
  cancelPendingPix(store, subscription._id)
  delete attempt.chargedWithoutAnswer
  delete attempt.chargedCard
  settlePayment(store, attempt, 'paid')
  return { subscription: subscriptionView(store, subscription), outcome: 'approved' }
}

const savedCard = (card: CreditCard, behaviour: Behaviour, id: string) => ({
  brand: cardBrand(card.number),
  last4: lastFourDigits(card.number),
  token: `sbx_card_${behaviour === 'renewals-refused' ? behaviour : 'ok'}_${id}`,
})

/** A Pix issued earlier must not be paid on top of the card (or of a replacing plan). */
function cancelPendingPix(store: MockStore, subscriptionId: string) {
  for (const payment of store.payments) {
    if (
      payment.subscriptionId === subscriptionId &&
      payment.method === 'pix' &&
      payment.status === 'pending'
    ) {
      payment.status = 'canceled'
      const charge = store.pixCharges.find((candidate) => candidate.pixId === payment.pixId)
      if (charge) charge.status = 'canceled'
    }
  }
}

/** DELETE /subscription/{id}: canceled now, access until nextBillingDate. */
export function cancelSubscription(store: MockStore, userId: string, id: string): Subscription {
  const subscription = ownSubscription(store, userId, id)
  if (subscription.status === 'canceled') throw failure(409, API_MESSAGES.alreadyCanceled)
  subscription.status = 'canceled'
  subscription.canceledAt = store.now
  // An attempt still waiting for an answer is no longer wanted.
  for (const payment of store.payments) {
    if (payment.subscriptionId === subscription._id && payment.status === 'pending') {
      payment.status = 'canceled'
    }
  }
  // A downgrade waiting for the next billing date will not happen now.
  store.payments = store.payments.filter(
    (payment) => !(payment.subscriptionId === subscription._id && payment.status === 'scheduled'),
  )
  return subscriptionView(store, subscription)
}

/**
 * PUT /subscription/{id}/activate: inside the paid period nothing is charged; past it, the
 * saved card is charged now.
 */
export function reactivateSubscription(store: MockStore, userId: string, id: string): Subscription {
  const subscription = ownSubscription(store, userId, id)
  if (subscription.status === 'active') throw failure(409, API_MESSAGES.alreadyActive)
  if (subscription.status !== 'canceled') throw failure(409, API_MESSAGES.pendingNotReactivable)
  if (findOpenSubscription(store, userId)) throw failure(409, API_MESSAGES.otherOpen)

  const paidUntil = subscription.nextBillingDate
  if (paidUntil && time(paidUntil) > time(store.now)) {
    subscription.status = 'active'
    subscription.canceledAt = null
    return subscriptionView(store, subscription)
  }
  if (!subscription.card) throw failure(409, API_MESSAGES.noSavedCard)
  const canceledAt = subscription.canceledAt
  subscription.status = 'pending'
  subscription.canceledAt = null
  const attempt = openPaymentAttempt(store, subscription)
  if (subscription.card.token.startsWith('sbx_card_renewals-refused_')) {
    settlePayment(store, attempt, 'failed')
    subscription.status = 'canceled'
    subscription.canceledAt = canceledAt
    throw failure(402, refusedMessage(SANDBOX_REFUSAL_REASONS.declined))
  }
  settlePayment(store, attempt, 'paid')
  return subscriptionView(store, subscription)
}

const PIX_STATUS: Record<PaymentStatus, PixStatus> = {
  paid: 'paid',
  pending: 'pending',
  failed: 'expired',
  canceled: 'canceled',
  refunded: 'canceled',
  scheduled: 'pending',
}

/**
 * POST /subscription/pix/status: a sandbox Pix is pending at its first check, paid after; once
 * paid, its payment is too and the subscription it pays for becomes active.
 */
export function checkPix(store: MockStore, userId: string, pixId: string) {
  const charge = store.pixCharges.find(
    (candidate) => candidate.pixId === pixId && candidate.userId === userId,
  )
  if (!charge) throw failure(404, API_MESSAGES.pixNotFound)
  expireIfPast(store, charge)
  if (charge.status === 'pending') {
    charge.checks += 1
    if (charge.checks >= 2) {
      charge.status = 'paid'
      const payment = store.payments.find((candidate) => candidate._id === charge.paymentId)
      if (payment) settlePayment(store, payment, 'paid')
    }
  }
  return { pixId, status: PIX_STATUS[charge.status] }
}

/** A pending Pix past its validity fails ('expired' to the screen), as in the API. */
function expireIfPast(store: MockStore, charge: MockStore['pixCharges'][number]): boolean {
  if (charge.status !== 'pending' || !charge.expiresAt) return false
  if (time(charge.expiresAt) > time(store.now)) return false
  charge.status = 'failed'
  const payment = store.payments.find((candidate) => candidate._id === charge.paymentId)
  if (payment) settlePayment(store, payment, 'failed')
  return true
}

function pixView(charge: MockStore['pixCharges'][number]): PixChargeView {
  return {
    pixId: charge.pixId,
    code: charge.code ?? '',
    amount: charge.amount ?? 0,
    expiresAt: charge.expiresAt ?? '',
  }
}

/**
 * POST /subscription/{planId}/pix: a pending subscription and a Pix with a real BR Code, or the
 * pending one of this plan with its still-valid code (a new one after it expired).
 */
export function subscribeWithPix(store: MockStore, account: StoredUser, planId: string) {
  const userId = account.user._id
  const { plan, resumed, replaced } = checkoutTarget(store, userId, planId)
  if (replaced) cancelPendingPix(store, replaced._id)
  const subscription = resumed ?? addPendingSubscription(store, userId, plan)
  subscription.paymentMethod = 'pix'
  const valid = store.pixCharges.find((charge) => {
    const payment = store.payments.find((candidate) => candidate._id === charge.paymentId)
    return (
      payment?.subscriptionId === subscription._id &&
      !expireIfPast(store, charge) &&
      charge.status === 'pending'
    )
  })
  if (valid) return { subscription: subscriptionView(store, subscription), pix: pixView(valid) }
  const pixId = nextId(store, 'pix')
  const payment: StoredPayment = {
    _id: nextId(store, 'pagamento'),
    subscriptionId: subscription._id,
    userId,
    planId: subscription.planId,
    amount: subscription.priceCents,
    status: 'pending',
    billingDate: store.now,
    paidAt: null,
    method: 'pix',
    card: null,
    pixId,
  }
  store.payments.push(payment)
  const charge = {
    pixId,
    userId,
    status: 'pending' as const,
    checks: 0,
    paymentId: payment._id,
    amount: payment.amount,
    expiresAt: new Date(time(store.now) + PIX_CHECKOUT_TTL_MS).toISOString(),
    code: brCode({
      pixKey: 'pix@atendimento-inteligente.example',
      merchantName: 'Atendimento Inteligente',
      merchantCity: 'Sao Paulo',
      amountCents: payment.amount,
      txid: pixId,
    }),
  }
  store.pixCharges.push(charge)
  return { subscription: subscriptionView(store, subscription), pix: pixView(charge) }
}

/** PUT /subscription/{id}/card: the sandbox's card rules, without a charge. */
export function updateCard(store: MockStore, userId: string, id: string, card: CreditCard) {
  const subscription = ownSubscription(store, userId, id)
  if (subscription.status !== 'active' && subscription.status !== 'pending') {
    throw failure(409, API_MESSAGES.cardUpdateNotAllowed)
  }
  const behaviour = behaviourOf(card, new Date(store.now))
  const refusal = REFUSALS[behaviour]
  if (refusal) throw failure(402, refusedMessage(refusal))
  subscription.card = savedCard(card, behaviour, subscription._id)
  subscription.paymentMethod = 'credit_card'
  return subscriptionView(store, subscription)
}

/** GET /recurrence/{id}/receipt: a paid payment's receipt; a pending one has none yet. */
export function receiptOf(store: MockStore, account: StoredUser, paymentId: string): Receipt {
  const payment = store.payments.find(
    (candidate) => candidate._id === paymentId && candidate.userId === account.user._id,
  )
  if (!payment) throw failure(404, API_MESSAGES.paymentNotFound)
  if (payment.status !== 'paid' || !payment.paidAt) throw failure(409, API_MESSAGES.receiptNotPaid)
  const subscription = store.subscriptions.find((item) => item._id === payment.subscriptionId)
  const plan = store.plans.find((candidate) => candidate._id === payment.planId)
  const cycle = (subscription?.billingCycleDays ?? 30) * DAY
  const start =
    time(payment.billingDate) + cycle <= time(payment.paidAt) ? payment.paidAt : payment.billingDate
  const company = companyConfig()
  const method = payment.method ?? 'credit_card'
  return {
    paymentId: payment._id,
    planName: plan?.name ?? '',
    amount: payment.amount,
    paidAt: payment.paidAt,
    method,
    card:
      method === 'credit_card'
        ? (payment.card ??
          (subscription?.card
            ? { brand: subscription.card.brand, last4: subscription.card.last4 }
            : null))
        : null,
    periodStart: start,
    periodEnd: new Date(time(start) + cycle).toISOString(),
    customer: { name: account.user.name, email: account.user.email },
    company: { name: company.registeredName, cnpj: company.cnpj },
  }
}
