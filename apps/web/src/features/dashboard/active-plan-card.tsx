import { formatDateOr } from '@atendimento/domain/dates'
import { billingCycleLabel, formatCents, MONTHLY_CYCLE_DAYS } from '@atendimento/domain/money'
import { paymentMethodLabel } from '@atendimento/domain/payment-method'
import { PLAN_CHANGE_TEXTS, scheduledChangeNotice } from '@atendimento/domain/plan-change'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { Button } from '@atendimento/ui/button'
import * as Card from '@atendimento/ui/card'
import { StatusBadge } from '@atendimento/ui/status-badge'
import { css } from '@atendimento/ui/styled-system/css'
import { UPDATE_CARD_TEXTS } from '@atendimento/ui/update-card-dialog'
import type { PaymentTarget } from './secure-payment-dialog.tsx'

const styles = {
  header: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
  price: css({ display: 'flex', alignItems: 'baseline', gap: '2', m: '0' }),
  amount: css({ fontSize: '3xl', fontWeight: 'extrabold', lineHeight: 'none' }),
  cycle: css({ color: 'fg.muted' }),
  details: css({
    display: 'grid',
    gap: '1',
    m: '0',
    '& dt': { textStyle: 'small', color: 'fg.muted' },
    '& dd': { m: '0', fontWeight: 'medium' },
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
  scheduled: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
}

/**
 * The current plan: name, price per cycle, next payment date, how it is paid, a downgrade
 * waiting for that date with 'Manter plano atual' to undo it, 'Trocar de plano', 'Atualizar
 * cartão' and 'Cancelar Assinatura'.
 */
export function ActivePlanCard({
  subscription,
  plan,
  onCancel,
  onChangePlan,
  onUpdateCard,
  onKeepPlan,
  keeping = false,
}: {
  subscription: Subscription
  plan: PaymentTarget
  onCancel: () => void
  onChangePlan: () => void
  onUpdateCard: () => void
  /** Undoes the scheduled downgrade. */
  onKeepPlan: () => void
  /** While that runs. */
  keeping?: boolean
}) {
  const scheduled = subscription.scheduledPlan
  return (
    <Card.Root variant="highlighted" asChild>
      <section aria-labelledby="plano-atual">
        <Card.Header>
          <div className={styles.header}>
            <Card.Title id="plano-atual" asChild>
              <h2>Plano atual: {plan.name}</h2>
            </Card.Title>
            <StatusBadge kind="subscription" status={subscription.status} />
          </div>
          <p className={styles.price}>
            <span className={styles.amount}>{formatCents(plan.price)}</span>
            <span className={styles.cycle}>
              {billingCycleLabel(plan.billingCycleDays ?? MONTHLY_CYCLE_DAYS)}
            </span>
          </p>
        </Card.Header>
        <Card.Body>
          <dl className={styles.details}>
            <dt>Próximo pagamento</dt>
            <dd>{formatDateOr(subscription.nextBillingDate)}</dd>
            <dt>Forma de pagamento</dt>
            <dd>
              {paymentMethodLabel(subscription.paymentMethod ?? 'credit_card', subscription.card)}
            </dd>
            {scheduled && (
              <>
                <dt>{PLAN_CHANGE_TEXTS.scheduled}</dt>
                <dd className={styles.scheduled}>
                  <span>{scheduledChangeNotice(scheduled.name, scheduled.effectiveAt)}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={onKeepPlan}
                    loading={keeping}
                    loadingText={PLAN_CHANGE_TEXTS.keeping}
                  >
                    {PLAN_CHANGE_TEXTS.keep}
                  </Button>
                </dd>
              </>
            )}
          </dl>
        </Card.Body>
        <Card.Footer className={styles.actions}>
          <Button variant="outline" onClick={onChangePlan}>
            {PLAN_CHANGE_TEXTS.action}
          </Button>
          <Button variant="outline" onClick={onUpdateCard}>
            {UPDATE_CARD_TEXTS.open}
          </Button>
          <Button variant="danger" onClick={onCancel}>
            Cancelar Assinatura
          </Button>
        </Card.Footer>
      </section>
    </Card.Root>
  )
}
