import {
  customerIdentity,
  DELETED_ACCOUNT,
  DELETED_ACCOUNT_NOTICE,
} from '@atendimento/domain/admin/customer-display'
import { maskPhone } from '@atendimento/domain/br/phone'
import { formatDate, formatDateOr } from '@atendimento/domain/dates'
import { formatCents } from '@atendimento/domain/money'
import type { CustomerDetail } from '@atendimento/domain/schemas/admin'
import { Alert } from '@atendimento/ui/alert'
import { AlertDialog } from '@atendimento/ui/alert-dialog'
import { Button } from '@atendimento/ui/button'
import { LoadError } from '@atendimento/ui/load-error'
import { Skeleton } from '@atendimento/ui/skeleton'
import { Badge, StatusBadge } from '@atendimento/ui/status-badge'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { failureText } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { notify } from '../shell/notify.ts'
import { CustomerDevices } from './admin-devices.tsx'
import { type CustomerAction, customerQuery, useCustomerAction } from './admin-queries.ts'
import { adminStyles as styles } from './admin-styles.ts'
import { TableSection } from './admin-table.tsx'

/** An action waiting for its confirmation: which, on what, and what it does in words. */
interface Pending {
  action: CustomerAction
  id: string
  description: string
}

/** Each action's button and dialog words. */
const ACTION_TEXT = {
  adminReactivateSubscription: {
    button: 'Reativar',
    title: 'Reativar assinatura',
    confirmLabel: 'Reativar',
    busyLabel: 'Reativando...',
    danger: false,
  },
  adminCancelSubscription: {
    button: 'Cancelar',
    title: 'Cancelar assinatura',
    confirmLabel: 'Cancelar assinatura',
    busyLabel: 'Cancelando...',
    danger: true,
  },
  adminRefundPayment: {
    button: 'Reembolsar',
    title: 'Reembolsar pagamento',
    confirmLabel: 'Reembolsar',
    busyLabel: 'Reembolsando...',
    danger: true,
  },
  adminResendEmail: {
    button: 'Reenviar',
    title: 'Reenviar e-mail',
    confirmLabel: 'Reenviar',
    busyLabel: 'Reenviando...',
    danger: false,
  },
} as const satisfies Record<CustomerAction, object>

const EMAIL_STATUS = { pending: 'Na fila', sent: 'Enviado', failed: 'Falhou' } as const
const EMAIL_TONE = { pending: 'warning', sent: 'success', failed: 'danger' } as const
const METHOD = { credit_card: 'Cartão', pix: 'Pix' } as const

/** A row's action: opens its confirmation. */
function AskButton({ ask, ...pending }: Pending & { ask: (pending: Pending) => void }) {
  return (
    <Button size="sm" variant="outline" onClick={() => ask(pending)}>
      {ACTION_TEXT[pending.action].button}
    </Button>
  )
}

function ActionDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const mutation = useCustomerAction(pending.action)
  const text = ACTION_TEXT[pending.action]
  const confirm = () =>
    mutation.mutate(pending.id, {
      onSuccess: ({ message }) => {
        void notify('success', { title: message })
        onClose()
      },
    })
  return (
    <AlertDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      description={pending.description}
      confirmLabel={text.confirmLabel}
      cancelLabel="Voltar"
      tone={text.danger ? 'danger' : 'default'}
      busy={mutation.isPending}
      busyLabel={text.busyLabel}
      onConfirm={confirm}
    >
      {mutation.isError && (
        <Alert
          tone="error"
          title="A ação não foi feita"
          description={failureText(mutation.error, 'Erro inesperado. Tente novamente.')}
        />
      )}
    </AlertDialog>
  )
}

/** The customer's name as the console says it: 'Conta excluída' once its holder erased it. */
const nameOf = (customer: CustomerDetail) => customer.profile?.name ?? DELETED_ACCOUNT

/** An erased account: no personal data is left, only when it went and what is kept. */
function DeletedProfile({ deletedAt }: { deletedAt: string | null }) {
  return (
    <section className={styles.section} aria-labelledby="cliente-cadastro">
      <h2 id="cliente-cadastro" className={styles.subtitle}>
        Cadastro
      </h2>
      <dl className={styles.definition}>
        <dt>Situação</dt>
        <dd>{DELETED_ACCOUNT}</dd>
        <dt>Excluída em</dt>
        <dd>{formatDateOr(deletedAt)}</dd>
      </dl>
      <p className={styles.cardNote}>{DELETED_ACCOUNT_NOTICE}</p>
    </section>
  )
}

function Detail({ customer, ask }: { customer: CustomerDetail; ask: (pending: Pending) => void }) {
  const { profile } = customer
  const name = nameOf(customer)
  return (
    <>
      {!profile ? (
        <DeletedProfile deletedAt={customer.deletedAt} />
      ) : (
        <section className={styles.section} aria-labelledby="cliente-cadastro">
          <h2 id="cliente-cadastro" className={styles.subtitle}>
            Cadastro
          </h2>
          <dl className={styles.definition}>
            <dt>E-mail</dt>
            <dd>{profile.email}</dd>
            <dt>CPF/CNPJ</dt>
            <dd>{customerIdentity(profile).document}</dd>
            <dt>Telefone</dt>
            <dd>{maskPhone(profile.phone)}</dd>
            <dt>Endereço</dt>
            <dd>
              {profile.address}, {profile.addressNumber}
              {profile.complement ? ` – ${profile.complement}` : ''} · {profile.neighborhood} ·{' '}
              {profile.city}/{profile.state}
            </dd>
            <dt>Cliente desde</dt>
            <dd>{formatDate(profile.createdAt)}</dd>
          </dl>
        </section>
      )}

      <TableSection
        id="cliente-assinaturas"
        title="Assinaturas"
        empty={customer.subscriptions.length === 0 ? 'Nenhuma assinatura.' : null}
        caption="Assinaturas do cliente"
        columns={['Plano', 'Situação', 'Valor', 'Início', 'Próxima cobrança', 'Ações']}
      >
        {customer.subscriptions.map((subscription) => (
          <tr key={subscription._id}>
            <td>{subscription.planName}</td>
            <td>
              <StatusBadge kind="subscription" status={subscription.status} />
            </td>
            <td>{formatCents(subscription.price)}</td>
            <td>{formatDate(subscription.createdAt)}</td>
            <td>{formatDateOr(subscription.nextBillingDate, '—')}</td>
            <td>
              {subscription.status === 'canceled' ? (
                <AskButton
                  ask={ask}
                  action="adminReactivateSubscription"
                  id={subscription._id}
                  description={`Reativar o plano ${subscription.planName} de ${name}? Se o período pago já terminou, o cartão salvo é cobrado agora.`}
                />
              ) : subscription.status === 'active' || subscription.status === 'trialing' ? (
                <AskButton
                  ask={ask}
                  action="adminCancelSubscription"
                  id={subscription._id}
                  description={`Cancelar o plano ${subscription.planName} em nome de ${name}? O acesso segue até a próxima data de cobrança.`}
                />
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </TableSection>

      <TableSection
        id="cliente-pagamentos"
        title="Pagamentos"
        empty={customer.payments.length === 0 ? 'Nenhum pagamento.' : null}
        caption="Pagamentos do cliente"
        columns={['Valor', 'Plano', 'Forma', 'Vencimento', 'Pago em', 'Situação', 'Ações']}
      >
        {customer.payments.map((payment) => (
          <tr key={payment._id}>
            <td>{formatCents(payment.amount)}</td>
            <td>{payment.planName}</td>
            <td>{METHOD[payment.method]}</td>
            <td>{formatDate(payment.billingDate)}</td>
            <td>{formatDateOr(payment.paidAt, '—')}</td>
            <td>
              <StatusBadge kind="payment" status={payment.status} />
            </td>
            <td>
              {payment.status === 'paid' ? (
                <AskButton
                  ask={ask}
                  action="adminRefundPayment"
                  id={payment._id}
                  description={`Devolver ${formatCents(payment.amount)} a ${name} pelo provedor de pagamento? Não há como desfazer.`}
                />
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </TableSection>

      <TableSection
        id="cliente-emails"
        title="E-mails enviados"
        empty={customer.emails.length === 0 ? 'Nenhum e-mail.' : null}
        caption="E-mails enviados ao cliente"
        columns={['Assunto', 'Criado em', 'Situação', 'Ações']}
      >
        {customer.emails.map((email) => (
          <tr key={email._id}>
            <td>{email.subject}</td>
            <td>{formatDate(email.createdAt)}</td>
            <td>
              <Badge tone={EMAIL_TONE[email.status]}>{EMAIL_STATUS[email.status]}</Badge>
            </td>
            <td>
              {email.resendable ? (
                <AskButton
                  ask={ask}
                  action="adminResendEmail"
                  id={email._id}
                  description={`Enviar de novo "${email.subject}" para ${profile?.email ?? name}?`}
                />
              ) : email.status === 'failed' ? (
                <span className={styles.muted}>Levava um código: não é reenviado</span>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </TableSection>
    </>
  )
}

/** A customer's page: profile, subscriptions, payments and e-mails, with the support actions. */
export function CustomerPanel({ id }: { id: string }) {
  const { token } = useSignedIn()
  const query = useQuery(customerQuery(token, id))
  const [pending, setPending] = useState<Pending | null>(null)
  return (
    <div className={styles.section}>
      <Link to="/admin" search={{ aba: 'clientes' }} className={styles.link}>
        <ArrowLeft aria-hidden="true" style={{ display: 'inline', width: '1em' }} /> Voltar aos
        clientes
      </Link>
      {query.isError ? (
        <LoadError
          title="Não foi possível carregar o cliente."
          description={failureText(query.error, 'Erro inesperado. Tente novamente.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <div aria-busy="true" className={styles.section}>
          <span className={styles.caption}>Carregando o cliente…</span>
          <Skeleton style={{ height: '2rem', width: '50%' }} />
          <Skeleton style={{ height: '8rem' }} />
        </div>
      ) : (
        <>
          <h2 className={styles.title}>{nameOf(query.data)}</h2>
          <Detail customer={query.data} ask={setPending} />
          <CustomerDevices customerId={id} />
        </>
      )}
      {pending && <ActionDialog pending={pending} onClose={() => setPending(null)} />}
    </div>
  )
}
