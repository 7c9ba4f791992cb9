import { createFileRoute } from '@tanstack/react-router'
import { ReceiptScreen } from '../../features/dashboard/receipt-screen.tsx'

export const Route = createFileRoute('/_auth/recibo/$paymentId')({
  // A sheet to print: no site header or footer around it.
  staticData: { siteHeader: false, siteFooter: false },
  head: () => ({
    meta: [
      { title: 'Recibo de pagamento | Atendimento Inteligente' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function ReceiptRoute() {
    const { paymentId } = Route.useParams()
    return <ReceiptScreen paymentId={paymentId} />
  },
})
