import { maskDocument } from '@atendimento/domain/br/document'
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
import { type CustomerAction, customerQuery, useCustomerAction } from './admin-queries.ts'
import { adminStyles as styles } from './admin-styles.ts'

/** An action waiting for its confirmation: what it does, to what, in the dialog's words. */
interface Pending {
  action: CustomerAction
  id: string
  title: string
  description: string
  confirmLabel: string
  busyLabel: string
  danger: boolean
}

const EMAIL_STATUS = { pending: 'Na fila', sent: 'Enviado', failed: 'Falhou' } as const
const METHOD = { credit_card: 'Cartão', pix: 'Pix' } as const

function ActionDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const mutation = useCustomerAction(pending.action)
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
      title={pending.title}
      description={pending.description}
      confirmLabel={pending.confirmLabel}
      cancelLabel="Voltar"
      tone={pending.danger ? 'danger' : 'default'}
      busy={mutation.isPending}
      busyLabel={pending.busyLabel}
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

function Detail({ customer, ask }: { customer: CustomerDetail; ask: (pending: Pending) => void }) {
  const { profile } = customer
  return (
    <>
      <section className={styles.section} aria-labelledby="cliente-cadastro">
        <h2 id="cliente-cadastro" className={styles.subtitle}>
          Cadastro
        </h2>
        <dl className={styles.definition}>
          <dt>E-mail</dt>
          <dd>{profile.email}</dd>
          <dt>CPF/CNPJ</dt>
          <dd>{maskDocument(profile.document)}</dd>
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

      <section className={styles.section} aria-labelledby="cliente-assinaturas">
        <h2 id="cliente-assinaturas" className={styles.subtitle}>
          Assinaturas
        </h2>
        {customer.subscriptions.length === 0 ? (
          <p className={styles.muted}>Nenhuma assinatura.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>Assinaturas do cliente</caption>
              <thead>
                <tr>
                  <th scope="col">Plano</th>
                  <th scope="col">Situação</th>
                  <th scope="col">Valor</th>
                  <th scope="col">Início</th>
                  <th scope="col">Próxima cobrança</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
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
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            ask({
                              action: 'adminReactivateSubscription',
                              id: subscription._id,
                              title: 'Reativar assinatura',
                              description: `Reativar o plano ${subscription.planName} de ${profile.name}? Depois do período pago, o cartão salvo é cobrado agora.`,
                              confirmLabel: 'Reativar',
                              busyLabel: 'Reativando...',
                              danger: false,
                            })
                          }
                        >
                          Reativar
                        </Button>
                      ) : subscription.status === 'active' || subscription.status === 'trialing' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            ask({
                              action: 'adminCancelSubscription',
                              id: subscription._id,
                              title: 'Cancelar assinatura',
                              description: `Cancelar o plano ${subscription.planName} em nome de ${profile.name}? O acesso segue até a próxima data de cobrança.`,
                              confirmLabel: 'Cancelar assinatura',
                              busyLabel: 'Cancelando...',
                              danger: true,
                            })
                          }
                        >
                          Cancelar
                        </Button>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="cliente-pagamentos">
        <h2 id="cliente-pagamentos" className={styles.subtitle}>
          Pagamentos
        </h2>
        {customer.payments.length === 0 ? (
          <p className={styles.muted}>Nenhum pagamento.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>Pagamentos do cliente</caption>
              <thead>
                <tr>
                  <th scope="col">Valor</th>
                  <th scope="col">Plano</th>
                  <th scope="col">Forma</th>
                  <th scope="col">Vencimento</th>
                  <th scope="col">Pago em</th>
                  <th scope="col">Situação</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
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
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            ask({
                              action: 'adminRefundPayment',
                              id: payment._id,
                              title: 'Reembolsar pagamento',
                              description: `Devolver ${formatCents(payment.amount)} a ${profile.name} pelo provedor de pagamento? Não há como desfazer.`,
                              confirmLabel: 'Reembolsar',
                              busyLabel: 'Reembolsando...',
                              danger: true,
                            })
                          }
                        >
                          Reembolsar
                        </Button>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="cliente-emails">
        <h2 id="cliente-emails" className={styles.subtitle}>
          E-mails enviados
        </h2>
        {customer.emails.length === 0 ? (
          <p className={styles.muted}>Nenhum e-mail.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>E-mails enviados ao cliente</caption>
              <thead>
                <tr>
                  <th scope="col">Assunto</th>
                  <th scope="col">Criado em</th>
                  <th scope="col">Situação</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {customer.emails.map((email) => (
                  <tr key={email._id}>
                    <td>{email.subject}</td>
                    <td>{formatDate(email.createdAt)}</td>
                    <td>
                      <Badge
                        tone={
                          email.status === 'failed'
                            ? 'danger'
                            : email.status === 'sent'
                              ? 'success'
                              : 'warning'
                        }
                      >
                        {EMAIL_STATUS[email.status]}
                      </Badge>
                    </td>
                    <td>
                      {email.resendable ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            ask({
                              action: 'adminResendEmail',
                              id: email._id,
                              title: 'Reenviar e-mail',
                              description: `Enviar de novo "${email.subject}" para ${profile.email}?`,
                              confirmLabel: 'Reenviar',
                              busyLabel: 'Reenviando...',
                              danger: false,
                            })
                          }
                        >
                          Reenviar
                        </Button>
                      ) : email.status === 'failed' ? (
                        <span className={styles.muted}>Levava um código: não é reenviado</span>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
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
          <h2 className={styles.title}>{query.data.profile.name}</h2>
          <Detail customer={query.data} ask={setPending} />
        </>
      )}
      {pending && <ActionDialog pending={pending} onClose={() => setPending(null)} />}
    </div>
  )
}
