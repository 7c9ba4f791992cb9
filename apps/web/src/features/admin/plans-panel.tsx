import { planToDraft } from '@atendimento/domain/admin/plan-draft'
import { billingCycleLabel, formatCents } from '@atendimento/domain/money'
import type { AdminPlan, AdminPlanInput } from '@atendimento/domain/schemas/admin'
import { Alert } from '@atendimento/ui/alert'
import { AlertDialog } from '@atendimento/ui/alert-dialog'
import { Button } from '@atendimento/ui/button'
import { FormDialog } from '@atendimento/ui/form-dialog'
import { LoadError } from '@atendimento/ui/load-error'
import { PlanForm } from '@atendimento/ui/plan-form'
import { Badge } from '@atendimento/ui/status-badge'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { failureText } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { notify } from '../shell/notify.ts'
import { adminPlansQuery, usePlanChange } from './admin-queries.ts'
import { adminStyles as styles } from './admin-styles.ts'
import { LoadingRows } from './loading-rows.tsx'

const UNEXPECTED = 'Erro inesperado. Tente novamente.'

/** The plan form in a dialog: a new plan, or one being edited. */
function PlanDialog({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const change = usePlanChange()
  const save = (input: AdminPlanInput) =>
    change.mutate(plan ? { kind: 'update', id: plan._id, input } : { kind: 'create', input }, {
      onSuccess: ({ message }) => {
        void notify('success', { title: message })
        onClose()
      },
    })
  return (
    <FormDialog
      title={plan ? `Editar ${plan.name}` : 'Novo plano'}
      description={
        plan
          ? 'Quem já assina mantém o preço contratado; o novo vale para novas assinaturas. A página inicial mostra a mudança em poucos segundos.'
          : 'O plano entra à venda assim que for criado.'
      }
      busy={change.isPending}
      onClose={onClose}
    >
      <PlanForm
        {...(plan && { initial: planToDraft(plan), active: plan.active })}
        submitLabel={plan ? 'Salvar plano' : 'Criar plano'}
        busy={change.isPending}
        {...(change.isError && { error: failureText(change.error, UNEXPECTED) })}
        onSubmit={save}
        onCancel={onClose}
      />
    </FormDialog>
  )
}

type Confirmation = { kind: 'deactivate' | 'delete'; plan: AdminPlan }

function ConfirmPlanDialog({ pending, onClose }: { pending: Confirmation; onClose: () => void }) {
  const change = usePlanChange()
  const deleting = pending.kind === 'delete'
  const confirm = () =>
    change.mutate(
      { kind: pending.kind, id: pending.plan._id },
      {
        onSuccess: ({ message }) => {
          void notify('success', { title: message })
          onClose()
        },
      },
    )
  return (
    <AlertDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={deleting ? 'Excluir plano' : 'Desativar plano'}
      description={
        deleting
          ? `Excluir o plano ${pending.plan.name}? Só um plano que nunca teve assinantes pode ser excluído.`
          : `Tirar o plano ${pending.plan.name} da venda? Quem já assina continua com ele.`
      }
      confirmLabel={deleting ? 'Excluir' : 'Desativar'}
      cancelLabel="Voltar"
      busy={change.isPending}
      busyLabel={deleting ? 'Excluindo...' : 'Desativando...'}
      onConfirm={confirm}
    >
      {change.isError && (
        <Alert
          tone="error"
          title="A ação não foi feita"
          description={failureText(change.error, UNEXPECTED)}
        />
      )}
    </AlertDialog>
  )
}

/** Planos: every plan, for sale or not, with its subscribers; create, edit, deactivate, delete. */
export function PlansPanel() {
  const { token } = useSignedIn()
  const query = useQuery(adminPlansQuery(token))
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null)
  const [confirming, setConfirming] = useState<Confirmation | null>(null)
  return (
    <div className={styles.section}>
      <div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Novo plano
        </Button>
      </div>
      {query.isError ? (
        <LoadError
          title="Não foi possível carregar os planos."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <LoadingRows label="Carregando planos…" />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>Planos</caption>
            <thead>
              <tr>
                <th scope="col">Ordem</th>
                <th scope="col">Plano</th>
                <th scope="col">Preço</th>
                <th scope="col">Assinantes</th>
                <th scope="col">Situação</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((plan) => (
                <tr key={plan._id}>
                  <td>{plan.position}</td>
                  <td>
                    <strong>{plan.name}</strong>
                    <br />
                    <span className={styles.muted}>{plan._id}</span>
                  </td>
                  <td>
                    {formatCents(plan.price)} {billingCycleLabel(plan.billingCycleDays)}
                  </td>
                  <td>{plan.subscribers}</td>
                  <td>
                    <Badge tone={plan.active ? 'success' : 'neutral'}>
                      {plan.active ? 'À venda' : 'Desativado'}
                    </Badge>
                  </td>
                  <td>
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setEditing(plan)}
                        aria-label={`Editar ${plan.name}`}
                      >
                        Editar
                      </Button>
                      {plan.active && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setConfirming({ kind: 'deactivate', plan })}
                          aria-label={`Desativar ${plan.name}`}
                        >
                          Desativar
                        </Button>
                      )}
                      {plan.subscribers === 0 && (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setConfirming({ kind: 'delete', plan })}
                          aria-label={`Excluir ${plan.name}`}
                        >
                          Excluir
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {confirming && <ConfirmPlanDialog pending={confirming} onClose={() => setConfirming(null)} />}
    </div>
  )
}
