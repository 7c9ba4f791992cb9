import * as v from 'valibot'
import { unsubscribeQuerySchema } from '../../schemas/privacy.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

const tag = 'Conta' satisfies EndpointTag

/** What a notification e-mail's List-Unsubscribe points at (RFC 8058). */
export const NOTIFICATION_ROWS = {
  unsubscribeNotifications: {
    method: 'POST',
    path: '/notifications/unsubscribe',
    auth: 'none',
    tag,
    summary: 'Desliga as notificações por e-mail da conta do link (um clique, RFC 8058)',
    description:
      'A URL do cabeçalho `List-Unsubscribe` das notificações: o programa de e-mail a chama com `List-Unsubscribe=One-Click` no corpo, sem sessão; a `inscricao` do link (o id da conta, assinado pelo servidor) diz de quem é a inscrição. Os e-mails de segurança e de cobrança continuam. Chamar de novo responde igual.',
    query: unsubscribeQuerySchema,
    data: v.null(),
    success: ['notificationsUnsubscribed'],
    errors: { 400: ['unsubscribeLinkInvalid'] },
    outsideCaller: 'o programa de e-mail de quem recebeu uma notificação',
  },
} as const satisfies Record<string, Endpoint>
