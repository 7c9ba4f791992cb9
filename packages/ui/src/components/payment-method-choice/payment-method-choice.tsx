import { PIX_TEXTS } from '@atendimento/domain/pix/pix-texts'
import type { PaymentMethod } from '@atendimento/domain/schemas/payment'
import { RadioGroup } from '../radio-group/radio-group.tsx'

export interface PaymentMethodChoiceProps {
  value: PaymentMethod
  onValueChange: (method: PaymentMethod) => void
  disabled?: boolean
}

const OPTIONS = [
  { value: 'credit_card', label: PIX_TEXTS.card },
  { value: 'pix', label: PIX_TEXTS.pix },
] as const

/** 'Cartão de crédito' or 'Pix': the checkout's and the secure-payment dialog's first choice. */
export function PaymentMethodChoice({ value, onValueChange, disabled }: PaymentMethodChoiceProps) {
  return (
    <RadioGroup
      label={PIX_TEXTS.methodLegend}
      options={OPTIONS}
      value={value}
      disabled={disabled}
      onValueChange={(details) => {
        if (details.value === 'pix' || details.value === 'credit_card') onValueChange(details.value)
      }}
    />
  )
}
