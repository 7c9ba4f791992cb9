import { billingCycleLabel, formatCents } from '@atendimento/domain/money'
import { PLAN_CHANGE_TEXTS } from '@atendimento/domain/plan-change'
import { css } from '@atendimento/ui/styled-system/css'
import type { ReactElement } from 'react'
import { Alert } from '../alert/alert.tsx'
import { AlertDialog } from '../alert-dialog/alert-dialog.tsx'
import { RadioGroup } from '../radio-group/radio-group.tsx'

export interface PlanOption {
  _id: string
  name: string
  price: number
  billingCycleDays: number
}

/** What changing to the chosen plan would do, as the server computed it. */
export type PlanChangeQuoteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; kind: 'upgrade' | 'downgrade'; amount: number; summary: string }

export interface PlanChangeDialogProps {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  trigger?: ReactElement
  currentPlanName: string
  /** The plans to move to (the current one left out). */
  plans: readonly PlanOption[]
  selectedPlanId: string | null
  onSelect: (planId: string) => void
  quote: PlanChangeQuoteState
  busy?: boolean
  /** The server's message when the change was refused. */
  error?: string
  onConfirm: () => void
}

const styles = {
  body: css({ display: 'grid', gap: '4' }),
  loading: css({ color: 'fg.muted', textStyle: 'small', m: '0' }),
}

/**
 * 'Trocar de plano': pick a plan, read what it costs now (an upgrade's pro-rata amount, or a
 * downgrade at the next billing date) and only then confirm. The confirmation names the amount
 * it charges, so nothing is charged that was not on screen.
 */
export function PlanChangeDialog({
  open,
  onOpenChange,
  trigger,
  currentPlanName,
  plans,
  selectedPlanId,
  onSelect,
  quote,
  busy = false,
  error,
  onConfirm,
}: PlanChangeDialogProps) {
  const ready = quote.status === 'ready' ? quote : null
  const confirmLabel = !ready
    ? PLAN_CHANGE_TEXTS.upgradeButton
    : ready.kind === 'upgrade'
      ? `${PLAN_CHANGE_TEXTS.upgradeButton} ${formatCents(ready.amount)}`
      : PLAN_CHANGE_TEXTS.downgradeButton
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={PLAN_CHANGE_TEXTS.title}
      description={`${PLAN_CHANGE_TEXTS.current}: ${currentPlanName}. ${PLAN_CHANGE_TEXTS.description}`}
      confirmLabel={confirmLabel}
      cancelLabel="Manter plano atual"
      busy={busy}
      busyLabel="Trocando..."
      confirmDisabled={!ready}
      onConfirm={onConfirm}
    >
      <div className={styles.body}>
        <RadioGroup
          label="Novo plano"
          orientation="vertical"
          value={selectedPlanId}
          onValueChange={(details) => details.value && onSelect(details.value)}
          disabled={busy}
          options={plans.map((plan) => ({
            value: plan._id,
            label: `${plan.name}: ${formatCents(plan.price)} ${billingCycleLabel(plan.billingCycleDays)}`,
          }))}
        />
        {quote.status === 'loading' && (
          <p className={styles.loading} role="status">
            {PLAN_CHANGE_TEXTS.quoting}
          </p>
        )}
        {quote.status === 'failed' && (
          <Alert
            tone="error"
            title="Não foi possível calcular a troca"
            description={quote.message}
          />
        )}
        {ready && (
          <Alert
            tone="info"
            title={ready.kind === 'upgrade' ? 'Cobrança agora' : 'Troca na próxima cobrança'}
            description={ready.summary}
          />
        )}
        {error && <Alert tone="error" title="Troca não realizada" description={error} />}
      </div>
    </AlertDialog>
  )
}
