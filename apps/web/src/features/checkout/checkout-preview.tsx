import { CHECKOUT_GATE_TEXTS } from '@atendimento/domain/checkout-gate'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { Steps } from '@atendimento/ui/steps'
import { CheckoutFrame, STEP_TITLES, STEPS_LABEL } from './checkout-frame.tsx'
import { PlanDetailsStep } from './plan-details-step.tsx'

const nothing = () => undefined

/**
 * The checkout as the server sends it before the app runs (drawn at build for each plan the API
 * seeds, and sent only while that plan is still the same): the plan and its price at the first
 * paint, its first step saying it is getting ready instead of a 'Continuar' that nothing would
 * answer yet. The app then draws the checkout over it for whoever is visiting.
 */
export function CheckoutPreview({ plan }: { plan: Plan }) {
  const items = [
    {
      value: 'plano',
      title: STEP_TITLES.plano,
      content: (
        <PlanDetailsStep
          plan={plan}
          gate={null}
          waiting={CHECKOUT_GATE_TEXTS.opening}
          onContinue={nothing}
          onDashboard={nothing}
        />
      ),
    },
    { value: 'cadastro', title: STEP_TITLES.cadastro },
    { value: 'pagamento', title: STEP_TITLES.pagamento },
  ]
  return (
    <CheckoutFrame plan={plan}>
      <Steps aria-label={STEPS_LABEL} items={items} step={0} />
    </CheckoutFrame>
  )
}
