import type { ToastText } from '../toasts.ts'

/**
 * The Pix screens' texts (ours: the spec has no Pix screen). Apart from the other messages so
 * that only the screens that offer Pix download them.
 */
export const PIX_TEXTS = {
  methodLegend: 'Forma de pagamento',
  card: 'Cartão de crédito',
  pix: 'Pix',
  pixHint: 'Pague com o app do seu banco; a assinatura é ativada assim que o Pix for confirmado.',
  generate: 'Gerar código Pix',
  generating: 'Gerando código…',
  scan: 'Escaneie o QR code com o app do seu banco ou use o Pix copia e cola.',
  qrLabel: 'QR code do Pix',
  codeLabel: 'Código Pix copia e cola',
  copy: 'Copiar código',
  amount: 'Valor',
  expiresIn: 'Expira em',
  waiting: 'Aguardando o pagamento…',
  paid: 'Pagamento aprovado!',
  paidText: 'Redirecionando para o seu painel…',
  expiredTitle: 'O código Pix expirou',
  expiredText: 'Este código não pode mais ser pago. Gere um novo código para concluir o pagamento.',
  newCode: 'Gerar novo código',
  checkFailed:
    'Não conseguimos consultar o pagamento agora. Tentaremos de novo em instantes; se você já pagou, não pague de novo.',
  renewalDue:
    'O Pix da renovação não foi pago até o vencimento. Use "Continuar Pagamento" para pagar e manter o acesso.',
} as const

export const PIX_TOASTS = {
  copied: {
    title: 'Código Pix copiado!',
    description: 'Cole no app do seu banco, na opção Pix copia e cola.',
  },
  copyFailed: {
    title: 'Não foi possível copiar',
    description: 'Selecione o código e copie manualmente.',
  },
} as const satisfies Record<string, ToastText>
