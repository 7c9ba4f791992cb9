import { yearMonthAt } from '@atendimento/domain/card'
import { type CardForm as CardFormOutput, cardFormSchema } from '@atendimento/domain/schemas/card'
import { css } from '@atendimento/ui/styled-system/css'
import { Lock } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'
import { MaskedField } from '../../forms/bound-fields.tsx'
import { useForm } from '../../forms/use-form.ts'
import { Button } from '../button/button.tsx'
import {
  CardNumberInput,
  CcvInput,
  ExpiryMonthInput,
  ExpiryYearInput,
  HolderNameInput,
} from '../masked-input/masked-input.tsx'

export interface CardFormValues {
  holderName: string
  number: string
  expiryMonth: string
  expiryYear: string
  ccv: string
}

export type CardFormField = keyof CardFormValues
export type CardFormErrors = Partial<Record<CardFormField, string>>

const EMPTY: CardFormValues = {
  holderName: '',
  number: '',
  expiryMonth: '',
  expiryYear: '',
  ccv: '',
}

export interface CardFormProps {
  /** Called with the valid card (number without spaces, name in upper case). */
  onSubmit: (card: CardFormOutput) => void
  /**
   * A submit the form's own rules refused ('Cartão expirado'...): the screen drops the server's
   * error of an earlier try, since a new error replaces the old banner.
   */
  onInvalid?: () => void
  defaultValues?: Partial<CardFormValues>
  /** Errors to show from the start (e.g. for review); each clears when its field is edited. */
  defaultErrors?: CardFormErrors
  /** The payment is being processed: fields and button are locked. */
  busy?: boolean
  submitLabel?: ReactNode
  /** Where 'today' comes from, for 'Cartão expirado' (tests and stories pin it). */
  now?: () => Date
  /** The form's id, so a dialog's footer button can submit it with `form=`. */
  id?: string
  /** Hides the form's own submit button (when a dialog footer has it). */
  hideSubmit?: boolean
  /** Extra content above the button (the amount, the security note...). */
  children?: ReactNode
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  row: css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }),
  secure: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    fontSize: 'xs',
    color: 'fg.muted',
    m: '0',
    '& svg': { w: '3.5', h: '3.5' },
  }),
}

/**
 * The credit-card form of the secure-payment dialog and the checkout: holder name, number,
 * expiry month and year, CCV. Masks, rules and messages come from the domain's card schema;
 * an error clears as soon as its field is edited.
 */
export function CardForm({
  onSubmit,
  onInvalid,
  defaultValues,
  defaultErrors = {},
  busy = false,
  submitLabel = 'Pagar',
  now = () => new Date(),
  id,
  hideSubmit = false,
  children,
}: CardFormProps) {
  const form = useForm<CardFormValues>(
    { ...EMPTY, ...defaultValues },
    { initialErrors: defaultErrors },
  )

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = form.check(cardFormSchema(yearMonthAt(now())))
    if (result.success) onSubmit(result.output)
    else onInvalid?.()
  }

  const field = (
    name: CardFormField,
    label: string,
    control: typeof HolderNameInput,
    className?: string,
  ) => (
    <MaskedField
      label={label}
      field={form.field(name)}
      control={control}
      rootProps={{ className, readOnly: busy }}
    />
  )

  return (
    <form
      ref={form.formRef}
      id={id}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={busy || undefined}
    >
      {field('holderName', 'Nome do portador', HolderNameInput)}
      {field('number', 'Número do cartão', CardNumberInput)}
      <div className={styles.row}>
        {field('expiryMonth', 'Mês', ExpiryMonthInput)}
        {field('expiryYear', 'Ano', ExpiryYearInput)}
        {field('ccv', 'CCV', CcvInput)}
      </div>
      {children}
      <p className={styles.secure}>
        <Lock aria-hidden="true" /> Pagamento processado com segurança. Não guardamos o número do
        cartão nem o CCV.
      </p>
      {!hideSubmit && (
        <Button type="submit" fullWidth loading={busy} loadingText="Processando...">
          {submitLabel}
        </Button>
      )}
    </form>
  )
}
