import { formatDate } from './dates.ts'
import { formatCents } from './money.ts'
import { paymentMethodLabel } from './payment-method.ts'
import type { Receipt } from './schemas/payment.ts'

export const RECEIPT_TEXTS = {
  title: 'Recibo de pagamento',
  viewReceipt: 'Ver recibo',
  print: 'Imprimir recibo',
  intro: 'Recebemos o seu pagamento. Obrigado!',
  notFound: 'Recibo não encontrado',
} as const

/**
 * The receipt's lines, in order, as label and value: the e-mail (HTML and plain text) and the
 * printable page show the same facts in the same words.
 */
export function receiptRows(receipt: Receipt): [label: string, value: string][] {
  return [
    ['Plano', receipt.planName],
    ['Valor pago', formatCents(receipt.amount)],
    ['Pago em', formatDate(receipt.paidAt)],
    ['Forma de pagamento', paymentMethodLabel(receipt.method, receipt.card)],
    ['Período coberto', `${formatDate(receipt.periodStart)} a ${formatDate(receipt.periodEnd)}`],
    ['Cliente', `${receipt.customer.name} (${receipt.customer.email})`],
    ['Recibo nº', receipt.paymentId],
  ]
}

/** Who issues it: 'Empresa Exemplo Tecnologia Ltda. - CNPJ 11.222.333/0001-81'. */
export function receiptIssuer(receipt: Receipt): string {
  return `${receipt.company.name} - CNPJ ${receipt.company.cnpj}`
}
