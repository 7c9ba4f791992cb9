import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import { paymentMethodLabel } from '@atendimento/domain/payment-method'
import type { Plan } from '@atendimento/domain/schemas/plan'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { canceledNotice, groupSubscriptions, plansTabView } from '@atendimento/domain/subscription'
import { LoadError } from '@atendimento/ui/load-error'
import { PlanCard } from '@atendimento/ui/plan-card'
import { useState } from 'react'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { activePlansQuery } from '../plans/plans-query.ts'
import { ActivePlanCard } from './active-plan-card.tsx'
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx'
import { CanceledSubscriptions } from './canceled-subscriptions.tsx'
import { PaymentHistory } from './payment-history.tsx'
import { PendingPayments } from './pending-payments.tsx'
import { PlanChangeDialog } from './plan-change-dialog.tsx'
import { useKeepCurrentPlan } from './plan-change-mutations.ts'
import { subscriptionsQuery, useDashboardList } from './queries.ts'
import { ReactivateSubscriptionDialog } from './reactivate-subscription-dialog.tsx'
import { type PaymentTarget, SecurePaymentDialog } from './secure-payment-dialog.tsx'
import { dashboardStyles as styles } from './styles.ts'
import { planOf } from './subscription-plan.ts'
import { UpdateCardDialog } from './update-card-dialog.tsx'

function PlanGrid({
  plans,
  onSubscribe,
}: {
  plans: readonly Plan[]
  onSubscribe: (plan: Plan) => void
}) {
  return (
    <section className={styles.section} aria-labelledby="planos-disponiveis">
      <h2 id="planos-disponiveis" className={styles.sectionTitle}>
        Planos disponíveis
      </h2>
      {plans.length === 0 ? (
        <p className={styles.meta}>Nenhum plano disponível no momento.</p>
      ) : (
        <div className={styles.grid}>
          {plans.map((plan) => (
            <PlanCard key={plan._id} plan={plan} onSelect={() => onSubscribe(plan)} />
          ))}
        </div>
      )}
    </section>
  )
}

/** 'Planos e Pagamentos': current plan or plan grid, pending and cancelled ones, and history. */
export function PlansTab() {
  const { token, user } = useSignedIn()
  const subscriptions = useDashboardList(subscriptionsQuery(token, user._id), 'as assinaturas')
  const plans = useDashboardList(activePlansQuery(), 'os planos')
  const [paying, setPaying] = useState<PaymentTarget | null>(null)
  const [canceling, setCanceling] = useState<Subscription | null>(null)
  const [reactivating, setReactivating] = useState<Subscription | null>(null)
  const [updatingCard, setUpdatingCard] = useState<Subscription | null>(null)
  const [changing, setChanging] = useState<Subscription | null>(null)
  const keepPlan = useKeepCurrentPlan()

  const targetOf = (subscription: Subscription) => planOf(subscription, plans.items)
  const groups = groupSubscriptions(subscriptions.items)
  const view = plansTabView(groups)

  return (
    <div className={styles.section}>
      <div>
        <h1 className={styles.tabTitle}>Planos e Pagamentos</h1>
        <p className={styles.tabIntro}>Sua assinatura e seus pagamentos.</p>
      </div>
      {subscriptions.loading ? (
        <p className={styles.loading} role="status">
          Carregando assinaturas…
        </p>
      ) : subscriptions.failed ? (
        // Without the subscriptions nothing here can be told right: not whether there is an
        // active plan, nor what to offer.
        <LoadError
          title={LIST_LOAD_MESSAGES.subscriptions}
          onRetry={subscriptions.retry}
          retrying={subscriptions.retrying}
        />
      ) : (
        <>
          {view === 'active-plan' && groups.active && (
            <ActivePlanCard
              subscription={groups.active}
              plan={targetOf(groups.active)}
              onCancel={() => setCanceling(groups.active)}
              onUpdateCard={() => setUpdatingCard(groups.active)}
              onChangePlan={() => setChanging(groups.active)}
              onKeepPlan={() => groups.active && keepPlan.mutate(groups.active._id)}
              keeping={keepPlan.isPending}
            />
          )}
          {view === 'reactivation-hint' && (
            <p className={styles.notice} role="note">
              {canceledNotice(groups.canceled, new Date().toISOString())}
            </p>
          )}
          {view === 'plan-grid' && plans.failed && (
            <LoadError
              title={LIST_LOAD_MESSAGES.plans}
              onRetry={plans.retry}
              retrying={plans.retrying}
            />
          )}
          {view === 'plan-grid' && !plans.failed && (
            <PlanGrid
              plans={plans.items}
              onSubscribe={(plan) =>
                setPaying({
                  planId: plan._id,
                  name: plan.name,
                  price: plan.price,
                  billingCycleDays: plan.billingCycleDays,
                })
              }
            />
          )}
          <PendingPayments
            subscriptions={groups.awaitingPayment}
            planOf={targetOf}
            onContinue={setPaying}
          />
          <CanceledSubscriptions
            subscriptions={groups.canceled}
            planName={(subscription) => targetOf(subscription).name}
            onReactivate={setReactivating}
          />
        </>
      )}
      <PaymentHistory />
      <SecurePaymentDialog target={paying} onClose={() => setPaying(null)} />
      <CancelSubscriptionDialog
        subscription={canceling}
        planName={canceling ? targetOf(canceling).name : ''}
        onClose={() => setCanceling(null)}
      />
      <UpdateCardDialog
        subscription={updatingCard}
        currentCard={
          updatingCard?.card ? paymentMethodLabel('credit_card', updatingCard.card) : undefined
        }
        onClose={() => setUpdatingCard(null)}
      />
      <PlanChangeDialog
        subscription={changing}
        currentPlanName={changing ? targetOf(changing).name : ''}
        plans={plans.items}
        onClose={() => setChanging(null)}
      />
      <ReactivateSubscriptionDialog
        subscription={reactivating}
        planName={reactivating ? targetOf(reactivating).name : ''}
        onClose={() => setReactivating(null)}
      />
    </div>
  )
}
