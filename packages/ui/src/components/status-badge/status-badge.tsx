import type { PaymentStatus } from '@atendimento/domain/schemas/payment'
import type { SubscriptionStatus } from '@atendimento/domain/schemas/subscription'
import { paymentStatusLabel, subscriptionStatusLabel } from '@atendimento/domain/subscription'
import { cx } from '@atendimento/ui/styled-system/css'
import { type BadgeVariantProps, badge } from '@atendimento/ui/styled-system/recipes'

type Tone = NonNullable<BadgeVariantProps['tone']>

const subscriptionTones: Record<SubscriptionStatus, Tone> = {
  active: 'success',
  pending: 'warning',
  trialing: 'info',
  canceled: 'neutral',
}

const paymentTones: Record<PaymentStatus, Tone> = {
  paid: 'success',
  pending: 'warning',
  failed: 'danger',
  canceled: 'neutral',
  refunded: 'info',
  scheduled: 'info',
}

export type StatusBadgeProps = (
  | { kind: 'subscription'; status: SubscriptionStatus }
  | { kind: 'payment'; status: PaymentStatus }
) & { className?: string }

/** A subscription's or a payment's status, with the domain's pt-BR label and a matching tone. */
export function StatusBadge(props: StatusBadgeProps) {
  const [label, tone] =
    props.kind === 'subscription'
      ? [subscriptionStatusLabel(props.status), subscriptionTones[props.status]]
      : [paymentStatusLabel(props.status), paymentTones[props.status]]
  return <span className={cx(badge({ tone }), props.className)}>{label}</span>
}

export interface BadgeProps extends BadgeVariantProps {
  children: React.ReactNode
  className?: string
}

/** A small label ('Recomendado', 'Em Breve', a category). */
export function Badge({ tone, className, children }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)}>{children}</span>
}
