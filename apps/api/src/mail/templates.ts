import { formatDate } from '@atendimento/domain/dates'
import { formatCents } from '@atendimento/domain/money'
import { RECEIPT_TEXTS, receiptIssuer, receiptRows } from '@atendimento/domain/receipt'
import type { Receipt } from '@atendimento/domain/schemas/payment'
import { BRAND, compose, dateOnly, dateTime, escapeHtml, firstName } from './layout.ts'
import type { MailMessage } from './mailer.ts'

export function recoveryCodeEmail(to: string, name: string, code: string, minutes: number) {
  const message = compose(
    to,
    'Seu código para redefinir a senha',
    [
      `Olá, ${firstName(name)}!`,
      `Recebemos um pedido para redefinir a senha da sua conta no ${BRAND}.`,
      `Seu código: ${code}`,
      `Ele vale por ${minutes} minutos e só pode ser usado uma vez. Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.`,
    ],
    code,
  )
  return { ...message, secret: code }
}

export function passwordChangedEmail(to: string, name: string, when: Date) {
  return compose(to, 'Sua senha foi alterada', [
    `Olá, ${firstName(name)}!`,
    `A senha da sua conta no ${BRAND} foi alterada em ${dateTime(when)} e as outras sessões foram encerradas.`,
    'Se não foi você, use "Esqueci minha senha" agora mesmo e fale com o nosso suporte.',
  ])
}

/**
 * The provider ended the recurring billing on its side (removed or inactivated there): the
 * subscription is not renewed, and access lasts until the end of the period already paid.
 */
export function subscriptionEndedEmail(
  to: string,
  name: string,
  planName: string,
  accessUntil: Date | null,
) {
  const until = accessUntil
    ? `Você mantém o acesso até ${formatDate(accessUntil.toISOString())}, o fim do período já pago.`
    : 'Nenhum período pago ficou em aberto.'
  return compose(to, 'Sua assinatura foi encerrada', [
    `Olá, ${firstName(name)}!`,
    `A cobrança recorrente do plano ${planName} foi encerrada no nosso provedor de pagamento, e a assinatura não será renovada.`,
    until,
    'Para continuar usando o Atendimento Inteligente, assine de novo em Planos e Pagamentos, no painel. Se não pediu esse encerramento, fale com o nosso suporte.',
  ])
}

export function renewalFailedEmail(to: string, name: string, planName: string) {
  return compose(to, 'Não conseguimos renovar sua assinatura', [
    `Olá, ${firstName(name)}!`,
    `A cobrança da renovação do plano ${planName} foi recusada e a assinatura ficou aguardando pagamento.`,
    'Acesse o painel, em Planos e Pagamentos, e use "Continuar Pagamento" para informar outro cartão.',
  ])
}

const SUPPORT_HINT =
  'Se você não reconhece este pedido, troque sua senha e fale com o nosso suporte.'

/** A new account, whoever asked for it: the person who owns the address learns of it. */
export function welcomeEmail(to: string, name: string) {
  return compose(to, `Sua conta no ${BRAND} foi criada`, [
    `Olá, ${firstName(name)}!`,
    `Sua conta no ${BRAND} está pronta: entre com este e-mail e a senha que você escolheu.`,
    'Se não foi você quem criou esta conta, use "Esqueci minha senha" para tomá-la para si, ou fale com o nosso suporte.',
  ])
}

/** A sign-up with an address that already has an account (the answer does not say so). */
export function signupAttemptEmail(to: string) {
  return compose(to, 'Alguém tentou criar uma conta com o seu e-mail', [
    'Olá!',
    `Alguém tentou criar uma conta no ${BRAND} com este e-mail, mas ele já tem uma conta. Nada foi alterado nela.`,
    'Se foi você, entre com sua senha ou use "Esqueci minha senha". Se não foi, ignore este e-mail.',
  ])
}

/** A sign-up whose CPF/CNPJ already has an account under another e-mail. */
export function signupDocumentTakenEmail(to: string, name: string) {
  return compose(to, 'Não conseguimos criar sua conta', [
    `Olá, ${firstName(name)}!`,
    `Não conseguimos criar sua conta no ${BRAND}: o CPF/CNPJ informado já tem uma conta, com outro e-mail.`,
    'Se a conta é sua, entre com o e-mail dela ou use "Esqueci minha senha". Se não reconhece essa conta, fale com o nosso suporte.',
  ])
}

/** The link that makes a new e-mail take effect (sent to the new address). */
export function emailChangeConfirmEmail(to: string, name: string, link: string, token: string) {
  const message = compose(to, 'Confirme seu novo e-mail', [
    `Olá, ${firstName(name)}!`,
    `Para usar este endereço na sua conta do ${BRAND}, abra o link abaixo. Até lá, o e-mail antigo continua valendo.`,
    link,
    'O link vale por 24 horas. Se você não pediu esta troca, ignore este e-mail.',
  ])
  return { ...message, secret: token }
}

/** The notice to the old address that a change was asked for. */
export function emailChangeRequestedEmail(to: string, name: string, newEmail: string) {
  return compose(to, 'Pedido de troca do e-mail da sua conta', [
    `Olá, ${firstName(name)}!`,
    `Foi pedido que o e-mail da sua conta no ${BRAND} passe a ser ${newEmail}. A troca só vale depois de confirmada nesse endereço.`,
    `Se não foi você, troque sua senha agora: isso cancela a troca e encerra as outras sessões. ${SUPPORT_HINT}`,
  ])
}

/** A change of e-mail to an address another account holds: nothing changes. */
export function emailInUseEmail(to: string) {
  return compose(to, 'Este e-mail já tem uma conta', [
    'Olá!',
    `Pediram para usar este endereço numa conta do ${BRAND}, mas ele já tem uma conta. Nada foi alterado.`,
    'Se foi você, use outro e-mail na troca. Se não foi, ignore este e-mail.',
  ])
}

/** The notice to the old address once the new one is confirmed. */
export function emailChangedEmail(to: string, name: string, newEmail: string) {
  return compose(to, 'O e-mail da sua conta foi trocado', [
    `Olá, ${firstName(name)}!`,
    `O e-mail da sua conta no ${BRAND} agora é ${newEmail}: use-o para entrar e recuperar a senha.`,
    SUPPORT_HINT,
  ])
}

/** The next period's Pix, e-mailed a few days before the renewal date. */
export function pixRenewalEmail(
  to: string,
  name: string,
  renewal: { planName: string; amountCents: number; code: string; dueDate: Date; expiresAt: Date },
) {
  return compose(to, `Pix para renovar o plano ${renewal.planName}`, [
    `Olá, ${firstName(name)}!`,
    `Sua assinatura do plano ${renewal.planName} renova em ${dateTime(renewal.dueDate)}. Para continuar com acesso, pague ${formatCents(renewal.amountCents)} com o Pix copia e cola abaixo (no app do seu banco, opção Pix copia e cola).`,
    renewal.code,
    `O código vale até ${dateTime(renewal.expiresAt)}. Depois disso, a assinatura fica aguardando pagamento e você pode gerar um novo código no painel, em Planos e Pagamentos, com "Continuar Pagamento".`,
  ])
}

/** The receipt of a paid payment: a table in HTML, the same lines in the plain-text part. */
export function receiptEmail(to: string, receipt: Receipt): MailMessage {
  const rows = receiptRows(receipt)
  const subject = `${RECEIPT_TEXTS.title}: plano ${receipt.planName}, ${formatCents(receipt.amount)}`
  const text = [
    `Olá, ${firstName(receipt.customer.name)}!`,
    RECEIPT_TEXTS.intro,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    receiptIssuer(receipt),
    `Equipe ${BRAND}`,
  ].join('\n\n')
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">',
    `<h1 style="font-size:20px">${escapeHtml(RECEIPT_TEXTS.title)}</h1>`,
    `<p>Olá, ${escapeHtml(firstName(receipt.customer.name))}!</p>`,
    `<p>${escapeHtml(RECEIPT_TEXTS.intro)}</p>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="color:#555">${escapeHtml(receiptIssuer(receipt))}</p>`,
    `<p>Equipe ${BRAND}</p>`,
    '</body></html>',
  ].join('')
  return { to, subject, text, html }
}

export function accountDeletedEmail(to: string, name: string, when: Date) {
  return compose(to, 'Sua conta foi excluída', [
    `Olá, ${firstName(name)}!`,
    `A sua conta no ${BRAND} foi excluída em ${dateTime(when)}, como você pediu. As assinaturas ativas foram canceladas, os dados pessoais foram apagados e todas as sessões foram encerradas.`,
    'Os registros dos pagamentos ficam guardados sem seus dados pessoais, pelo prazo que a legislação fiscal exige (5 anos).',
    'Se não foi você, fale com o nosso suporte respondendo a este e-mail.',
  ])
}

/**
 * A card renewal a few days ahead: a notification, sent only while the account keeps
 * 'Notificações por email' on, with the one-click unsubscribe of RFC 8058 in its headers.
 */
export function renewalReminderEmail(
  to: string,
  name: string,
  renewal: {
    planName: string
    amountCents: number
    card: { brand: string; last4: string } | null
    date: Date
    publicUrl: string
  },
  listHeaders: Record<string, string>,
): MailMessage {
  const card = renewal.card ? `no cartão ${renewal.card.brand} final ${renewal.card.last4}` : ''
  const message = compose(
    to,
    `Sua assinatura do plano ${renewal.planName} renova em ${dateOnly(renewal.date)}`,
    [
      `Olá, ${firstName(name)}!`,
      `A assinatura do plano ${renewal.planName} renova em ${dateOnly(renewal.date)}: ${formatCents(renewal.amountCents)} serão cobrados ${card}. Você não precisa fazer nada.`.replace(
        ' .',
        '.',
      ),
      `Para trocar o cartão ou o plano, acesse ${renewal.publicUrl}/dashboard?tab=plans`,
      `Você recebe este aviso porque as notificações por e-mail estão ligadas na sua conta. Para desligá-las, acesse ${renewal.publicUrl}/dashboard?tab=settings`,
    ],
  )
  return { ...message, headers: listHeaders }
}
