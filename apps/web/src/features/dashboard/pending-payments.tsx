import { formatCents } from '@atendimento/domain/money'
import { PIX_TEXTS } from '@atendimento/domain/pix/pix-texts'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { subscriptionStatusLabel } from '@atendimento/domain/subscription'
import { Button } from '@atendimento/ui/button'
import type { PaymentTarget } from './secure-payment-dialog.tsx'
import { dashboardStyles as styles } from './styles.ts'

/** 'Pagamentos Pendentes': subscriptions awaiting payment or in trial, with Continuar Pagamento. */
export function PendingPayments({
  subscriptions,
  planOf,
  onContinue,
}: {
  subscriptions: readonly Subscription[]
  planOf: (subscription: Subscription) => PaymentTarget
  onContinue: (target: PaymentTarget) => void
}) {
  if (subscriptions.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="pagamentos-pendentes">
      <h2 id="pagamentos-pendentes" className={styles.sectionTitle}>
        Pagamentos Pendentes
      </h2>
      <ul className={styles.list}>
        {subscriptions.map((subscription) => {
          const plan = planOf(subscription)
          return (
            <li key={subscription._id} className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>{plan.name}</p>
                <p className={styles.meta}>
                  {formatCents(plan.price)} · {subscriptionStatusLabel(subscription.status)}
                  {subscription.paymentMethod === 'pix' && ` · ${PIX_TEXTS.pix}`}
                </p>
                {/* A Pix renewal left unpaid past its date: the plan waits for this payment. */}
                {subscription.paymentMethod === 'pix' && subscription.nextBillingDate && (
                  <p className={styles.meta}>{PIX_TEXTS.renewalDue}</p>
                )}
              </div>
              <Button
                onClick={() =>
                  onContinue({ ...plan, method: subscription.paymentMethod ?? 'credit_card' })
                }
              >
                Continuar Pagamento
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
