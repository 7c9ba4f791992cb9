import * as v from 'valibot'
import {
  confirmEmailChangeSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  updatePasswordSchema,
} from '../../schemas/account.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Conta' satisfies EndpointTag

const nothing = v.null()

/** The signed-in account: password, profile and the confirmation of a new e-mail. */
export const ACCOUNT_ROWS = {
  updatePassword: {
    method: 'PATCH',
    path: '/user/password',
    auth: 'bearer',
    tag,
    summary: 'Troca a senha informando a atual',
    description: 'Esta sessão continua; as outras sessões da conta são encerradas.',
    body: updatePasswordSchema,
    data: nothing,
    success: ['passwordUpdated'],
    errors: { 400: ['wrongCurrentPassword'] },
    rateLimited: true,
  },
  updateProfile: {
    method: 'PATCH',
    path: '/user',
    auth: 'bearer',
    tag,
    summary: 'Atualiza os dados do perfil',
    description:
      'Um e-mail novo pede `currentPassword` e só vale depois de confirmado pelo link enviado a ele; a resposta é a mesma se outro cadastro já usa o endereço. Um CPF/CNPJ novo conta no limite diário `DOCUMENT_CHANGE`, e um que já está em uso é recusado sem dizer que há um cadastro com ele.',
    body: profileUpdateSchema,
    data: profileUpdateResponseSchema,
    success: ['profileUpdated', 'emailChangePending'],
    errors: {
      400: ['currentPasswordRequired', 'wrongCurrentPassword'],
      // A CPF/CNPJ in use, in words that do not say so; a few new documents a day (DOCUMENT_CHANGE).
      409: ['documentNotAccepted'],
      429: ['tooManyTriesToday'],
    },
    rateLimited: true,
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/user/email/confirm',
    auth: 'none',
    tag,
    summary: 'Confirma o novo e-mail com o token do link enviado a ele',
    description:
      'Sem sessão: o token do link é a prova, e o link pode ser aberto em outro aparelho.',
    body: confirmEmailChangeSchema,
    data: nothing,
    success: ['emailConfirmed'],
    errors: { 400: ['emailLinkInvalid'], 409: ['emailTaken'] },
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>
