import {
  APP_INTENT,
  type ContactIntent,
  mailtoLinkFor,
  whatsappLinkFor,
} from '@atendimento/domain/contact'
import { CONTACT } from './site-config.ts'

/** WhatsApp chat link with the intent's prefilled pt-BR text. */
export const whatsappHref = (intent: ContactIntent = { type: 'geral' }) =>
  whatsappLinkFor(intent, CONTACT)

/** mailto link with the intent's subject and body. */
export const mailtoHref = (intent: ContactIntent = { type: 'geral' }) =>
  mailtoLinkFor(intent, CONTACT)

/** The desktop app itself: buying it and getting set up. */
export const APP_CONTACT: ContactIntent = { type: APP_INTENT }
