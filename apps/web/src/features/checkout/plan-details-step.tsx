import {
  CHECKOUT_GATE_TEXTS,
  type CheckoutGate,
  otherPlanNotice,
} from '@atendimento/domain/checkout-gate'
import { billingCycleLabel, formatCents } from '@atendimento/domain/money'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { Alert } from '@atendimento/ui/alert'
import { Button } from '@atendimento/ui/button'
import { formStyles } from '../account/styles.ts'
import { checkoutStyles as styles } from './checkout-styles.ts'

export interface PlanDetailsStepProps {
  plan: Plan
  /** What the visitor may do; null while a signed-in visitor's subscriptions load. */
  gate: CheckoutGate | null
  /** What the step says while `gate` is null (by default, that the subscriptions load). */
  waiting?: string
  onContinue: () => void
  onDashboard: () => void
}

/**
 * The plan's price and terms, then 'Continuar' (to the signup, or straight to the payment when
 * signed in). A signed-in customer with an active plan is told so here, before any card form:
 * this plan is theirs already, or another is and 'Trocar de plano' is the way.
 */
export function PlanDetailsStep({
  plan,
  gate,
  waiting = CHECKOUT_GATE_TEXTS.checking,
  onContinue,
  onDashboard,
}: PlanDetailsStepProps) {
  const thisPlan = gate?.kind === 'has-this-plan'
  return (
    <div className={styles.panel}>
      <p className={formStyles.muted}>
        Você está assinando o plano <strong>{plan.name}</strong>: {formatCents(plan.price)}{' '}
        {billingCycleLabel(plan.billingCycleDays)} no cartão de crédito ou no Pix, sem fidelidade.
        Cancele quando quiser.
      </p>
      {gate === null ? (
        <p className={formStyles.muted} role="status">
          {waiting}
        </p>
      ) : gate.kind === 'pay' ? (
        <div className={formStyles.actions}>
          <Button onClick={onContinue}>Continuar</Button>
        </div>
      ) : (
        <>
          <Alert
            tone="info"
            title={
              thisPlan
                ? CHECKOUT_GATE_TEXTS.hasThisPlanTitle
                : CHECKOUT_GATE_TEXTS.hasOtherPlanTitle
            }
            description={
              gate.kind === 'has-other-plan'
                ? otherPlanNotice(gate.planName, plan.name)
                : CHECKOUT_GATE_TEXTS.hasThisPlan
            }
          />
          <div className={formStyles.actions}>
            <Button onClick={onDashboard}>
              {thisPlan
                ? CHECKOUT_GATE_TEXTS.hasThisPlanAction
                : CHECKOUT_GATE_TEXTS.hasOtherPlanAction}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
