import { PlanList } from '../plans/plan-list.tsx'
import { Section } from './section.tsx'

export function PricingSection() {
  return (
    <Section
      id="precos"
      title="Planos e preços"
      // Plans differ in cycle (a month, 90 days): each card says its own, the intro none.
      intro="Assinatura no cartão de crédito, sem fidelidade: cancele quando quiser."
    >
      <PlanList />
    </Section>
  )
}
