import { DATA_RETENTION_NOTICE } from '@atendimento/domain/subscription'
import { TOASTS } from '@atendimento/domain/toasts'
import type { ReactElement } from 'react'
import { Alert } from '../alert/alert.tsx'
import { AlertDialog } from '../alert-dialog/alert-dialog.tsx'

/** idle, then processing while the request runs, then success (shown until the screen closes it). */
export type SubscriptionDialogStatus = 'idle' | 'processing' | 'success'

interface SubscriptionDialogProps {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  trigger?: ReactElement
  planName: string
  status?: SubscriptionDialogStatus
  /** The server's message when the request failed. */
  error?: string
  /**
   * What happens to the plan besides (a downgrade that waited, the plan a reactivation brings
   * back), from the domain's plan-change texts; shown before confirming.
   */
  notice?: string
  onConfirm: () => void
}

export interface CancelSubscriptionDialogProps extends SubscriptionDialogProps {
  /** dd/mm/aaaa, from the domain's accessUntilLabel. */
  accessUntil: string
}

/**
 * Cancelling the active plan. It cannot be closed while processing or after success (the
 * screen closes it 2 s later), and it says the data is kept for 30 days.
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  trigger,
  planName,
  accessUntil,
  status = 'idle',
  error,
  notice,
  onConfirm,
}: CancelSubscriptionDialogProps) {
  const success = status === 'success'
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      tone="danger"
      title="Cancelar assinatura"
      description={`Tem certeza de que deseja cancelar o ${planName}? Você mantém o acesso até ${accessUntil}.`}
      confirmLabel="Cancelar Assinatura"
      cancelLabel="Manter assinatura"
      busy={status === 'processing'}
      busyLabel="Cancelando..."
      preventClose={success}
      hideActions={success}
      onConfirm={onConfirm}
    >
      {success ? (
        <Alert
          tone="success"
          title={TOASTS.cancelSuccess.title}
          description={DATA_RETENTION_NOTICE}
        />
      ) : (
        <>
          {error && <Alert tone="error" title={TOASTS.cancelError.title} description={error} />}
          {notice && <Alert tone="warning" title={notice} />}
          <Alert tone="info" title={DATA_RETENTION_NOTICE} />
        </>
      )}
    </AlertDialog>
  )
}

/** Reactivating a cancelled plan: payments resume on the next billing date. */
export function ReactivateSubscriptionDialog({
  open,
  onOpenChange,
  trigger,
  planName,
  status = 'idle',
  error,
  notice,
  onConfirm,
}: SubscriptionDialogProps) {
  const success = status === 'success'
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title="Reativar assinatura"
      description={`O ${planName} volta a ficar ativo e as cobranças são retomadas na próxima data de pagamento.`}
      confirmLabel="Reativar Assinatura"
      busy={status === 'processing'}
      busyLabel="Reativando..."
      preventClose={success}
      hideActions={success}
      onConfirm={onConfirm}
    >
      {success ? (
        <Alert tone="success" title={TOASTS.reactivateSuccess.title} />
      ) : error || notice ? (
        // Nothing at all otherwise: an empty body would still take its room in the dialog.
        <>
          {error && <Alert tone="error" title={TOASTS.reactivateError.title} description={error} />}
          {notice && <Alert tone="info" title={notice} />}
        </>
      ) : null}
    </AlertDialog>
  )
}
