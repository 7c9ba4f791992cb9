import { DATE_UNAVAILABLE, formatDateOr } from './dates.ts'
import type { PaymentStatus, PlanChangeKind } from './schemas/payment.ts'
import type { Subscription, SubscriptionStatus } from './schemas/subscription.ts'

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  pending: 'Aguardando pagamento',
  trialing: 'Período de teste',
  canceled: 'Cancelada',
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Pago',
  pending: 'Pendente',
  failed: 'Falhou',
  canceled: 'Cancelado',
  refunded: 'Reembolsado',
  scheduled: 'Agendado',
}

/** The note beside a payment a change of plan made. */
export const PLAN_CHANGE_PAYMENT_LABELS: Record<PlanChangeKind, string> = {
  upgrade: 'Troca de plano (proporcional)',
  downgrade: 'Troca de plano (próxima cobrança)',
}

/** Awaiting payment or in trial: 'Continuar Pagamento' resumes it. */
export function canContinuePayment(status: SubscriptionStatus): boolean {
  return status === 'pending' || status === 'trialing'
}

/** Only the current, active plan can be cancelled. */
export function canCancel(status: SubscriptionStatus): boolean {
  return status === 'active'
}

export function canReactivate(status: SubscriptionStatus): boolean {
  return status === 'canceled'
}

export function subscriptionStatusLabel(status: SubscriptionStatus): string {
  return SUBSCRIPTION_STATUS_LABELS[status]
}

export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[status]
}

export interface PaymentFilter {
  id: 'all' | 'paid' | 'pending'
  label: string
  /** The ?status= value of GET /recurrence/user; none for every payment. */
  status?: 'paid' | 'pending'
}

export const PAYMENT_FILTERS: readonly PaymentFilter[] = [
  { id: 'all', label: 'Todos' },
  { id: 'paid', label: 'Pagos', status: 'paid' },
  { id: 'pending', label: 'Pendentes', status: 'pending' },
]

export type PaymentFilterId = PaymentFilter['id']

export interface SubscriptionGroups {
  active: Subscription | null
  awaitingPayment: Subscription[]
  canceled: Subscription[]
}

/** How the plans tab splits the list: the current plan, 'Pagamentos Pendentes', 'Assinaturas Canceladas'. */
export function groupSubscriptions(subscriptions: readonly Subscription[]): SubscriptionGroups {
  return {
    active: subscriptions.find((subscription) => canCancel(subscription.status)) ?? null,
    awaitingPayment: subscriptions.filter((subscription) =>
      canContinuePayment(subscription.status),
    ),
    canceled: subscriptions.filter((subscription) => canReactivate(subscription.status)),
  }
}

export const CANCELED_REACTIVATION_NOTICE =
  'Você tem assinaturas canceladas. Reative uma delas para voltar a usar o aplicativo.'

/**
 * The plans tab's note over cancelled subscriptions, given the moment now (ISO). While one of
 * them still gives access (cancelled, but its paid period runs until its next billing date),
 * 'voltar a usar' would contradict the 'Acesso até' beside it: the note says until when the
 * app keeps working instead. Once every period has ended, the reactivation hint.
 */
export function canceledNotice(
  canceled: readonly Pick<Subscription, 'nextBillingDate'>[],
  now: string,
): string {
  const until = canceled
    .map((subscription) => subscription.nextBillingDate)
    .filter((date): date is string => date !== null && Date.parse(date) > Date.parse(now))
    .sort((a, b) => Date.parse(a) - Date.parse(b))
    .at(-1)
  if (!until) return CANCELED_REACTIVATION_NOTICE
  return `Sua assinatura foi cancelada, mas você continua usando o aplicativo até ${formatDateOr(until)}. Reative-a para não perder o acesso depois dessa data.`
}
export const DATA_RETENTION_NOTICE = 'Seus dados ficam guardados por 30 dias após o cancelamento.'

/** What the plans tab shows first: the current plan, the reactivation hint, or the plan grid. */
export type PlansTabView = 'active-plan' | 'reactivation-hint' | 'plan-grid'

export function plansTabView(groups: SubscriptionGroups): PlansTabView {
  if (groups.active) return 'active-plan'
  return groups.canceled.length > 0 ? 'reactivation-hint' : 'plan-grid'
}

/** When a cancelled subscription was cancelled, or 'Data não disponível'. */
export function canceledOnLabel(subscription: Pick<Subscription, 'canceledAt'>): string {
  return formatDateOr(subscription.canceledAt, DATE_UNAVAILABLE)
}

/** A cancelled subscription keeps access until its next billing date. */
export function accessUntilLabel(subscription: Pick<Subscription, 'nextBillingDate'>): string {
  return formatDateOr(subscription.nextBillingDate, DATE_UNAVAILABLE)
}
