import { APP_NAME } from './constants.ts'

/** The `{product}` intent of the spec: the desktop app itself, by its slug. */
export const APP_INTENT = 'atendimento-inteligente'

export type ContactIntent =
  | { type: typeof APP_INTENT }
  | { type: 'produto' | 'servico'; name: string; category: string }
  | { type: 'geral' }
  | { type: string; name?: string; category?: string }

export interface ContactConfig {
  /** Number with country and area code; anything but digits is dropped. */
  phone: string
  email: string
  host: string
}

type QuoteIntent = { type: 'produto' | 'servico'; name: string; category: string }

function isQuote(intent: ContactIntent): intent is QuoteIntent {
  return (intent.type === 'produto' || intent.type === 'servico') && 'name' in intent
}

function itemLabel(intent: QuoteIntent): string {
  return intent.type === 'produto' ? 'o produto' : 'o serviço'
}

/** The WhatsApp greeting plus one sentence for the intent. */
export function whatsappText(intent: ContactIntent, config: Pick<ContactConfig, 'host'>): string {
  const greeting = `Olá! Vim pelo site ${config.host}.`
  if (intent.type === APP_INTENT) {
    return `${greeting} Quero adquirir o ${APP_NAME} e gostaria de ajuda para configurar.`
  }
  if (isQuote(intent)) {
    return `${greeting} Gostaria de um orçamento personalizado para ${itemLabel(intent)} ${intent.name}, da categoria ${intent.category}.`
  }
  if (intent.type === 'geral') {
    return `${greeting} Gostaria de saber como automatizar o atendimento do meu WhatsApp Business.`
  }
  return greeting
}

export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

export function whatsappLinkFor(intent: ContactIntent, config: ContactConfig): string {
  return whatsappLink(config.phone, whatsappText(intent, config))
}

export function emailSubject(intent: ContactIntent): string {
  if (intent.type === APP_INTENT) return `Interesse no ${APP_NAME}`
  if (isQuote(intent)) return `Solicitação de orçamento: ${intent.name}`
  if (intent.type === 'geral') return 'Contato pelo site: automação do WhatsApp Business'
  return 'Contato pelo site'
}

function emailRequest(intent: ContactIntent): string {
  if (intent.type === APP_INTENT) {
    return [
      `Tenho interesse no ${APP_NAME} e gostaria de:`,
      '- adquirir o aplicativo;',
      '- receber ajuda com a configuração inicial;',
      '- entender como a inteligência artificial pode ajudar o meu negócio.',
    ].join('\n')
  }
  if (isQuote(intent)) {
    return `Gostaria de receber um orçamento personalizado para ${itemLabel(intent)} ${intent.name}, da categoria ${intent.category}.`
  }
  if (intent.type === 'geral') {
    return [
      'Gostaria de entender melhor:',
      '- como funciona a integração com o WhatsApp;',
      '- quais tipos de automação são possíveis para o meu atendimento.',
    ].join('\n')
  }
  return 'Gostaria de mais informações.'
}

export function emailBody(intent: ContactIntent, config: Pick<ContactConfig, 'host'>): string {
  return [
    'Olá, equipe!',
    `Estou entrando em contato pelo site ${config.host}.`,
    emailRequest(intent),
    'Por favor, entrem em contato comigo assim que possível.',
    'Desde já, agradeço!',
  ].join('\n\n')
}

/** RFC 6068 (section 5): line breaks in a mailto body are CRLF, encoded as %0D%0A. */
export function mailtoLink(email: string, subject: string, body: string): string {
  const crlfBody = body.replace(/\r?\n/g, '\r\n')
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlfBody)}`
}

export function mailtoLinkFor(intent: ContactIntent, config: ContactConfig): string {
  return mailtoLink(config.email, emailSubject(intent), emailBody(intent, config))
}
