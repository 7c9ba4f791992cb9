import { PlanList } from '../plans/plan-list.tsx'
import { Section } from './section.tsx'

export function PricingSection() {
  return (
    <Section
      id="precos"
      title="Planos e preços"
      intro="Assinatura mensal no cartão de crédito, sem fidelidade: cancele quando quiser."
    >
      <PlanList />
    </Section>
  )
}
