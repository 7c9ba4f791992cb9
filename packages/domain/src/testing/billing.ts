import type { Payment } from '../schemas/payment.ts'
import type { Plan } from '../schemas/plan.ts'
import type { Subscription } from '../schemas/subscription.ts'
import { createRandom, nextSeed } from './random.ts'
import { type FactoryOptions, isoDaysFrom2025 } from './user.ts'

const PLAN_NAMES = ['Essencial', 'Profissional', 'Empresarial']
const PLAN_FEATURES = [
  '1 número de WhatsApp',
  'Respostas automáticas com IA',
  'Modelos rápidos',
  'Gatilhos por palavra-chave',
  'Transferência para atendente humano',
  'Painéis e relatórios',
]

/** A monthly plan priced in integer cents. */
export function makePlan(overrides: Partial<Plan> = {}, options: FactoryOptions = {}): Plan {
  const seed = nextSeed(options.seed)
  const random = createRandom(seed)
  const name = random.pick(PLAN_NAMES)
  return {
    _id: `plano-${seed}`,
    name,
    description: `Plano ${name} para automatizar o atendimento`,
    price: random.pick([4990, 9990, 14990]),
    billingCycleDays: 30,
    features: PLAN_FEATURES.slice(0, random.int(3, PLAN_FEATURES.length)),
    active: true,
    maxDevices: random.pick([1, 2, 3]),
    entitlements: ['ai-replies', 'quick-templates'],
    ...overrides,
  }
}

/** An active subscription with its plan populated. */
export function makeSubscription(
  overrides: Partial<Subscription> = {},
  options: FactoryOptions = {},
): Subscription {
  const seed = nextSeed(options.seed)
  const plan = makePlan({}, { seed })
  const start = seed % 300
  return {
    _id: `assinatura-${seed}`,
    planId: { _id: plan._id, name: plan.name, price: plan.price },
    status: 'active',
    nextBillingDate: isoDaysFrom2025(start + 30),
    created_at: isoDaysFrom2025(start),
    canceledAt: null,
    ...overrides,
  }
}

/** A paid charge of a plan. */
export function makePayment(
  overrides: Partial<Payment> = {},
  options: FactoryOptions = {},
): Payment {
  const seed = nextSeed(options.seed)
  const plan = makePlan({}, { seed })
  const billingDate = isoDaysFrom2025(createRandom(seed).int(0, 300))
  return {
    _id: `pagamento-${seed}`,
    amount: plan.price,
    planId: { _id: plan._id, name: plan.name },
    billingDate,
    paidAt: billingDate,
    status: 'paid',
    ...overrides,
  }
}
