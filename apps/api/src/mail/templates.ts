import type { MailMessage } from './mailer.ts'

const BRAND = 'Atendimento Inteligente'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date)

/** One layout for every message: paragraphs in, a plain-text part and an HTML part out. */
function compose(to: string, subject: string, paragraphs: string[], highlight?: string) {
  const text = [...paragraphs, `Equipe ${BRAND}`].join('\n\n')
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">',
    ...paragraphs.map((paragraph) =>
      highlight && paragraph.includes(highlight)
        ? `<p>${escapeHtml(paragraph).replace(
            escapeHtml(highlight),
            `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(highlight)}</strong>`,
          )}</p>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    ),
    `<p>Equipe ${BRAND}</p>`,
    '</body></html>',
  ].join('')
  return { to, subject, text, html } satisfies MailMessage
}

export function recoveryCodeEmail(to: string, name: string, code: string, minutes: number) {
  return compose(
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
}

export function passwordChangedEmail(to: string, name: string, when: Date) {
  return compose(to, 'Sua senha foi alterada', [
    `Olá, ${firstName(name)}!`,
    `A senha da sua conta no ${BRAND} foi alterada em ${dateTime(when)} e as outras sessões foram encerradas.`,
    'Se não foi você, use "Esqueci minha senha" agora mesmo e fale com o nosso suporte.',
  ])
}

export function renewalFailedEmail(to: string, name: string, planName: string) {
  return compose(to, 'Não conseguimos renovar sua assinatura', [
    `Olá, ${firstName(name)}!`,
    `A cobrança da renovação do plano ${planName} foi recusada e a assinatura ficou aguardando pagamento.`,
    'Acesse o painel, em Planos e Pagamentos, e use "Continuar Pagamento" para informar outro cartão.',
  ])
}
