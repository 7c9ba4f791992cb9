import { Spinner } from '@atendimento/ui/spinner'
import { lazy, Suspense } from 'react'
import type { Payment } from './use-payment.ts'

// The Pix screen (and its QR encoder) loads only when someone pays with Pix.
const PixPanel = lazy(() => import('./pix-panel.tsx'))

/**
 * The Pix code a payment issued, with its QR code, countdown and status checks; 'Gerar novo
 * código' asks the payment for another. Nothing until a code was issued.
 */
export function PaymentPix({ payment, token }: { payment: Payment; token: string }) {
  if (!payment.pix) return null
  return (
    <Suspense fallback={<Spinner />}>
      <PixPanel
        key={payment.pix.pixId}
        pix={payment.pix}
        token={token}
        onPaid={payment.pixPaid}
        onNewCode={() => payment.pay({ method: 'pix' })}
        renewing={payment.busyWith('pix')}
      />
    </Suspense>
  )
}
