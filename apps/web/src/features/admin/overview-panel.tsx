import { CHURN_FORMULA } from '@atendimento/domain/admin/figures'
import { formatCents } from '@atendimento/domain/money'
import { LoadError } from '@atendimento/ui/load-error'
import { RevenueChart } from '@atendimento/ui/revenue-chart'
import { Skeleton } from '@atendimento/ui/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { DeviceSummary } from './admin-devices.tsx'
import { overviewQuery } from './admin-queries.ts'
import { adminStyles as styles } from './admin-styles.ts'
import { DownloadSummary } from './download-summary.tsx'

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 })
const count = new Intl.NumberFormat('pt-BR')

/** One figure: its name, its value and, where it is a ratio, how it is worked out. */
function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={styles.card}>
      <p className={styles.cardLabel}>{label}</p>
      <p className={styles.cardValue}>{value}</p>
      {note && <p className={styles.cardNote}>{note}</p>}
    </div>
  )
}

/** Visão geral: the numbers a subscription business runs on. */
export function OverviewPanel() {
  const { token } = useSignedIn()
  const query = useQuery(overviewQuery(token))
  if (query.isError) {
    return (
      <LoadError
        title="Não foi possível carregar os números."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  if (!query.data) {
    return (
      <div aria-busy="true" className={styles.section}>
        <span className={styles.caption}>Carregando os números…</span>
        <div className={styles.cards}>
          {['mrr', 'ativos', 'novos', 'cancelados'].map((key) => (
            <Skeleton key={key} style={{ height: '5.5rem' }} />
          ))}
        </div>
        <Skeleton style={{ height: '10rem' }} />
      </div>
    )
  }
  const figures = query.data
  return (
    <div className={styles.section}>
      <div className={styles.cards}>
        <Figure label="MRR" value={formatCents(figures.mrr)} />
        <Figure label="Assinantes ativos" value={count.format(figures.activeSubscribers)} />
        <Figure label="Novos este mês" value={count.format(figures.newThisMonth)} />
        <Figure label="Cancelados este mês" value={count.format(figures.canceledThisMonth)} />
        <Figure
          label="Churn do mês"
          value={percent.format(figures.churnRate)}
          note={CHURN_FORMULA}
        />
        <Figure
          label="Renovações falhas não pagas"
          value={`${count.format(figures.failedRenewals.count)} · ${formatCents(figures.failedRenewals.amount)}`}
        />
        <Figure
          label="Pix pendentes"
          value={`${count.format(figures.pendingPix.count)} · ${formatCents(figures.pendingPix.amount)}`}
        />
        <Figure
          label="Receita em 30 dias"
          value={formatCents(figures.revenueByDay.reduce((sum, day) => sum + day.amount, 0))}
        />
      </div>
      <div className={styles.card}>
        <h2 className={styles.subtitle}>Receita dos últimos 30 dias</h2>
        <RevenueChart days={figures.revenueByDay} label="Receita dos últimos 30 dias" />
      </div>
      <DeviceSummary />
      <DownloadSummary />
    </div>
  )
}
