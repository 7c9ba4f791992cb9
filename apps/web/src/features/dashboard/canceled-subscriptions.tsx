import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { accessUntilLabel, canceledOnLabel } from '@atendimento/domain/subscription'
import { Button } from '@atendimento/ui/button'
import { dashboardStyles as styles } from './styles.ts'

/** 'Assinaturas Canceladas': when each was cancelled, access until, Reativar Assinatura. */
export function CanceledSubscriptions({
  subscriptions,
  planName,
  onReactivate,
}: {
  subscriptions: readonly Subscription[]
  planName: (subscription: Subscription) => string
  onReactivate: (subscription: Subscription) => void
}) {
  if (subscriptions.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="assinaturas-canceladas">
      <h2 id="assinaturas-canceladas" className={styles.sectionTitle}>
        Assinaturas Canceladas
      </h2>
      <ul className={styles.list}>
        {subscriptions.map((subscription) => (
          <li key={subscription._id} className={styles.row}>
            <div className={styles.rowMain}>
              <p className={styles.rowTitle}>{planName(subscription)}</p>
              <p className={styles.meta}>Cancelada em: {canceledOnLabel(subscription)}</p>
              <p className={styles.meta}>Acesso até: {accessUntilLabel(subscription)}</p>
            </div>
            <Button variant="outline" onClick={() => onReactivate(subscription)}>
              Reativar Assinatura
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
