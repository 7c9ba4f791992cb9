import { PAYMENT_ROWS } from '@atendimento/domain/contract/rows/payment-rows'
import { RECEIPT_TEXTS, receiptIssuer, receiptRows } from '@atendimento/domain/receipt'
import { Alert } from '@atendimento/ui/alert'
import { Button } from '@atendimento/ui/button'
import { LoadError } from '@atendimento/ui/load-error'
import { css } from '@atendimento/ui/styled-system/css'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Printer } from 'lucide-react'
import { fetchApi } from '../../api/call-api.ts'
import { accountKeys } from '../../api/query-keys.ts'
import { ApiError } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'

const isAnswer = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409)

export const receiptQuery = (token: string, userId: string, paymentId: string) =>
  queryOptions({
    queryKey: [...accountKeys.receipts(userId), paymentId],
    queryFn: () => fetchApi(PAYMENT_ROWS.paymentReceipt, { params: { id: paymentId }, token }),
    // A receipt of a paid payment does not change.
    staleTime: Number.POSITIVE_INFINITY,
    // Not found, or not paid yet: asking again gives the same answer.
    retry: (count, error) => !isAnswer(error) && count < 2,
  })

const styles = {
  main: css({
    flex: '1',
    w: 'full',
    maxW: '2xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '6', md: '10' },
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
  }),
  actions: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: '3',
    _print: { display: 'none' },
  }),
  back: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    textStyle: 'small',
    color: 'fg.muted',
    _touch: { minH: '11' },
    '& svg': { w: '4', h: '4' },
  }),
  sheet: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    p: { base: '4', md: '8' },
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    bg: 'bg.surface',
    _print: { borderWidth: '0', p: '0' },
  }),
  title: css({ textStyle: 'heading', m: '0' }),
  issuer: css({ color: 'fg.muted', m: '0' }),
  rows: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
    columnGap: '6',
    rowGap: { base: '0.5', sm: '2' },
    m: '0',
    '& dt': { color: 'fg.muted' },
    '& dd': { m: '0', mb: { base: '2', sm: '0' }, fontWeight: 'medium', wordBreak: 'break-word' },
  }),
}

/** 'Ver recibo': the receipt of one paid payment, printable (the print hides the buttons). */
export function ReceiptScreen({ paymentId }: { paymentId: string }) {
  const { token, user } = useSignedIn()
  const receipt = useQuery(receiptQuery(token, user._id, paymentId))
  // 404 and 409 are answers, not failures: retrying would not change them.
  const answered = isAnswer(receipt.error)

  return (
    <main className={styles.main}>
      <div className={styles.actions}>
        <Link to="/dashboard" search={{ tab: 'payments' }} className={styles.back}>
          <ArrowLeft aria-hidden="true" />
          Voltar aos pagamentos
        </Link>
        {receipt.data && (
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {RECEIPT_TEXTS.print}
          </Button>
        )}
      </div>
      {receipt.isPending ? (
        <p className={styles.issuer} role="status">
          Carregando recibo…
        </p>
      ) : receipt.data ? (
        <article className={styles.sheet} aria-labelledby="recibo-titulo">
          <h1 id="recibo-titulo" className={styles.title}>
            {RECEIPT_TEXTS.title}
          </h1>
          <p className={styles.issuer}>{receiptIssuer(receipt.data)}</p>
          <p>{RECEIPT_TEXTS.intro}</p>
          <dl className={styles.rows}>
            {receiptRows(receipt.data).map(([label, value]) => (
              <div key={label} className={css({ display: 'contents' })}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </article>
      ) : answered ? (
        <Alert tone="warning" title={receipt.error?.message ?? RECEIPT_TEXTS.notFound} />
      ) : (
        <LoadError
          title={RECEIPT_TEXTS.notFound}
          onRetry={() => void receipt.refetch()}
          retrying={receipt.isFetching}
        />
      )}
    </main>
  )
}
