import type { MailMessage } from './mailer.ts'

// What every e-mail of the product shares: the brand, the layout of its text and HTML parts, and
// how dates read (São Paulo time). The messages themselves live in templates.ts and, for the
// desktop app's computers, device-templates.ts.

export const BRAND = 'Atendimento Inteligente'

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

export const dateOnly = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(
    date,
  )

export const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date)

/** One layout for every message: paragraphs in, a plain-text part and an HTML part out. */
export function compose(to: string, subject: string, paragraphs: string[], highlight?: string) {
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
