import { formatCents } from '@atendimento/domain/money'
import { PIX_TEXTS } from '@atendimento/domain/pix/pix-texts'
import { css } from '@atendimento/ui/styled-system/css'
import { CircleCheck, Copy, RefreshCw } from 'lucide-react'
import { useId, useMemo } from 'react'
import { encode } from 'uqr'
import { Alert } from '../alert/alert.tsx'
import { Button } from '../button/button.tsx'
import { Spinner } from '../spinner/spinner.tsx'

export type PixPaymentStatus = 'waiting' | 'paid' | 'expired'

export interface PixPaymentProps {
  /** The BR Code ('copia e cola'); the QR code encodes it. */
  code: string
  amount: number
  /** Time left, as the screen's clock counts it ('29:41'). */
  countdown: string
  status: PixPaymentStatus
  /** The last status check failed (the screen keeps trying). */
  checkFailed?: boolean
  onCopy: () => void
  onNewCode: () => void
  /** A new code is on its way. */
  renewing?: boolean
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'stretch' }),
  hint: css({ textStyle: 'small', color: 'fg.muted', m: '0' }),
  qr: css({
    alignSelf: 'center',
    w: 'full',
    maxW: '[15rem]',
    aspectRatio: 'square',
    p: '2',
    borderRadius: 'lg',
    // A QR code reads dark on light in both themes: banks' cameras expect it.
    bg: 'white',
    color: 'black',
    borderWidth: '1px',
    borderColor: 'border.default',
  }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '4',
    rowGap: '1',
    m: '0',
    '& dt': { color: 'fg.muted' },
    '& dd': { m: '0', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
  }),
  codeLabel: css({ textStyle: 'small', fontWeight: 'semibold' }),
  code: css({
    w: 'full',
    minH: '20',
    p: '2',
    fontFamily: 'mono',
    fontSize: 'xs',
    wordBreak: 'break-all',
    resize: 'none',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.subtle',
    color: 'fg.default',
  }),
  waiting: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    textStyle: 'small',
    color: 'fg.muted',
    m: '0',
  }),
  paid: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2',
    py: '6',
    textAlign: 'center',
    '& svg': { w: '12', h: '12', color: 'fg.success' },
  }),
  paidTitle: css({ textStyle: 'heading', m: '0' }),
}

/** The QR code as one SVG path of its dark modules (no image service, no canvas). */
function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data, size: modules } = encode(text, { ecc: 'M', border: 2 })
    let d = ''
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path: d, size: modules }
  }, [text])
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <path d={path} fill="currentColor" />
    </svg>
  )
}

/**
 * A Pix to pay: the QR code, the 'copia e cola' code with 'Copiar código', the amount and the
 * time left; paid, the approval; expired, the reason and 'Gerar novo código'.
 */
export function PixPayment({
  code,
  amount,
  countdown,
  status,
  checkFailed = false,
  onCopy,
  onNewCode,
  renewing = false,
}: PixPaymentProps) {
  const codeId = useId()
  if (status === 'paid') {
    return (
      <div className={styles.paid} role="status">
        <CircleCheck aria-hidden="true" />
        <p className={styles.paidTitle}>{PIX_TEXTS.paid}</p>
        <p className={styles.hint}>{PIX_TEXTS.paidText}</p>
      </div>
    )
  }
  if (status === 'expired') {
    return (
      <div className={styles.root}>
        <Alert tone="warning" title={PIX_TEXTS.expiredTitle} description={PIX_TEXTS.expiredText} />
        <Button onClick={onNewCode} loading={renewing} loadingText={PIX_TEXTS.generating}>
          <RefreshCw aria-hidden="true" />
          {PIX_TEXTS.newCode}
        </Button>
      </div>
    )
  }
  return (
    <div className={styles.root}>
      <p className={styles.hint}>{PIX_TEXTS.scan}</p>
      <QrCode text={code} label={PIX_TEXTS.qrLabel} />
      <dl className={styles.facts}>
        <dt>{PIX_TEXTS.amount}</dt>
        <dd>{formatCents(amount)}</dd>
        <dt>{PIX_TEXTS.expiresIn}</dt>
        <dd>
          <time aria-live="off">{countdown}</time>
        </dd>
      </dl>
      <label className={styles.codeLabel} htmlFor={codeId}>
        {PIX_TEXTS.codeLabel}
      </label>
      <textarea
        id={codeId}
        className={styles.code}
        readOnly
        value={code}
        rows={3}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button onClick={onCopy}>
        <Copy aria-hidden="true" />
        {PIX_TEXTS.copy}
      </Button>
      {checkFailed ? (
        <Alert tone="info" title={PIX_TEXTS.checkFailed} />
      ) : (
        <p className={styles.waiting} role="status">
          <Spinner /> {PIX_TEXTS.waiting}
        </p>
      )}
    </div>
  )
}
