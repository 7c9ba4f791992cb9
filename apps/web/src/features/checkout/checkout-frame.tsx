import type { Plan } from '@atendimento/domain/schemas/plan'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { checkoutStyles as styles } from './checkout-styles.ts'
import { PlanSummary } from './plan-summary.tsx'

/** The checkout's steps, as its list names them. */
export const STEP_TITLES = {
  plano: 'Detalhes do plano',
  cadastro: 'Cadastro',
  pagamento: 'Pagamento',
} as const

/** The steps' list, as a screen reader finds it. */
export const STEPS_LABEL = 'Etapas da assinatura'

/**
 * The checkout's page around its steps: the way back to the plans, the heading and the plan's
 * summary. Shared by the checkout and its preview (checkout-preview.tsx), so the page the
 * server sends before the app and the app's page lay out alike.
 */
export function CheckoutFrame({ plan, children }: { plan: Plan; children: ReactNode }) {
  return (
    <main className={styles.main}>
      <div className={styles.column}>
        <Link to="/" hash="precos" className={styles.back}>
          <ArrowLeft aria-hidden="true" />
          Ver todos os planos
        </Link>
        <h1 className={styles.title}>Assinar o plano {plan.name}</h1>
        {children}
      </div>
      <PlanSummary plan={plan} />
    </main>
  )
}
