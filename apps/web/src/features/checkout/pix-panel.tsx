import { pixCountdown } from '@atendimento/domain/pix/pix-rules'
import { PIX_TOASTS } from '@atendimento/domain/pix/pix-texts'
import type { PixCharge } from '@atendimento/domain/schemas/pix'
import { PixPayment, type PixPaymentStatus } from '@atendimento/ui/pix-payment'
import { useEffect, useRef, useState } from 'react'
import { notify } from '../shell/notify.ts'
import { usePixStatus } from './use-pix-status.ts'

export interface PixPanelProps {
  pix: PixCharge
  token: string
  /** The status check answered paid (once). */
  onPaid: () => void
  /** 'Gerar novo código' after the code expired. */
  onNewCode: () => void
  renewing?: boolean
}

/** Ticks once a second while mounted: the countdown's clock. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * The Pix screen of the checkout and of the secure-payment dialog: the code, its QR code and
 * countdown, and the status checked until it is paid or expires. Loaded lazily (with the QR
 * encoder) only when someone pays with Pix.
 */
export default function PixPanel({ pix, token, onPaid, onNewCode, renewing }: PixPanelProps) {
  const now = useNow()
  const status = usePixStatus(pix.pixId, token)
  const expiresAt = new Date(pix.expiresAt)
  // The server's word decides (this device's clock may be off); the countdown only reaching
  // zero asks it at once instead of at the next interval.
  const shown: PixPaymentStatus =
    status.data === 'paid'
      ? 'paid'
      : status.data === 'expired' || status.data === 'canceled'
        ? 'expired'
        : 'waiting'
  const runOut = now >= expiresAt
  const { refetch } = status
  useEffect(() => {
    if (runOut) void refetch()
  }, [runOut, refetch])
  const paidOnce = useRef(false)
  useEffect(() => {
    if (shown !== 'paid' || paidOnce.current) return
    paidOnce.current = true
    onPaid()
  }, [shown, onPaid])

  async function copy() {
    try {
      await navigator.clipboard.writeText(pix.code)
      void notify('success', PIX_TOASTS.copied)
    } catch {
      void notify('error', PIX_TOASTS.copyFailed)
    }
  }

  return (
    <PixPayment
      code={pix.code}
      amount={pix.amount}
      countdown={pixCountdown(expiresAt, now)}
      status={shown}
      checkFailed={status.isError}
      onCopy={() => void copy()}
      onNewCode={onNewCode}
      renewing={renewing}
    />
  )
}
