import * as v from 'valibot'
import {
  accountExportSchema,
  deleteAccountSchema,
  notificationPreferencesSchema,
} from '../../schemas/privacy.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Conta' satisfies EndpointTag

/** The account holder's rights under the LGPD (art. 18): access, portability, deletion. */
export const PRIVACY_ROWS = {
  exportAccountData: {
    method: 'GET',
    path: '/user/data',
    auth: 'bearer',
    tag,
    summary:
      'Exporta os dados da conta (perfil, assinaturas, pagamentos, computadores, consentimentos, e-mails)',
    description:
      'Sem dados de cartão além da bandeira e dos quatro últimos dígitos, sem token de cartão e sem senha.',
    data: accountExportSchema,
    success: ['accountExported'],
    rateLimited: true,
  },
  deleteAccount: {
    method: 'POST',
    path: '/user/delete',
    auth: 'bearer',
    tag,
    summary:
      'Exclui a conta: pede a senha de novo, cancela as assinaturas e apaga os dados pessoais',
    description:
      'Assinaturas ativas são canceladas no provedor de pagamento; os dados pessoais são apagados; os pagamentos ficam, anonimizados, pelo prazo que a lei fiscal exige; todas as sessões terminam e uma confirmação vai para o e-mail.',
    body: deleteAccountSchema,
    data: v.null(),
    success: ['accountDeleted'],
    errors: {
      400: ['deletePasswordWrong'],
      409: ['checkoutInProgress', 'accountGone'],
      502: ['gatewayUnavailable'],
    },
    rateLimited: true,
  },
  getNotificationPreferences: {
    method: 'GET',
    path: '/user/notifications',
    auth: 'bearer',
    tag,
    summary: 'Lê as preferências de notificação da conta',
    description: 'As escolhas da conta: notificações por e-mail e relatórios semanais.',
    data: notificationPreferencesSchema,
  },
  updateNotificationPreferences: {
    method: 'PUT',
    path: '/user/notifications',
    auth: 'bearer',
    tag,
    summary: 'Salva as preferências de notificação da conta',
    description:
      'Salva as duas escolhas (notificações por e-mail e relatórios semanais); valem para os próximos e-mails.',
    body: notificationPreferencesSchema,
    data: notificationPreferencesSchema,
    success: ['notificationsSaved'],
  },
} as const satisfies Record<string, Endpoint>
