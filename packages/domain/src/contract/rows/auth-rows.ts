import * as v from 'valibot'
import {
  authResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordSchema,
  loginSchema,
  registerRequestSchema,
  validateCodeSchema,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
} from '../../schemas/auth.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'
import type { ApiMessageKey } from '../messages.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Autenticação' satisfies EndpointTag

const nothing = v.null()
const codeAccepted = v.object({ valid: v.literal(true) })
const CODE_REFUSED: ApiMessageKey[] = ['codeRefused']

/** Accounts, sessions and password recovery. */
export const AUTH_ROWS = {
  register: {
    method: 'POST',
    path: '/auth/register',
    auth: 'none',
    tag,
    summary: 'Cria uma conta; a sessão começa com o login',
    description:
      'Responde igual para um e-mail ou CPF/CNPJ já cadastrado, sem token (ele diria que a conta é nova): o endereço informado recebe um e-mail com os próximos passos. O aceite dos termos vale no instante do pedido.',
    body: registerRequestSchema,
    data: nothing,
    success: ['registered'],
    rateLimited: true,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    tag,
    summary: 'Entra com e-mail e senha',
    description: 'Com `rememberMe`, a sessão dura 30 dias; sem ele, 12 horas.',
    body: loginSchema,
    data: authResponseSchema,
    success: ['loggedIn'],
    errors: { 401: ['badCredentials'], 503: ['clientGone'] },
    rateLimited: true,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot',
    auth: 'none',
    tag,
    summary: 'Envia por e-mail um código para redefinir a senha',
    description: 'Responde igual para um e-mail sem conta.',
    body: forgotPasswordSchema,
    data: nothing,
    success: ['codeSent'],
    rateLimited: true,
  },
  validateCode: {
    method: 'POST',
    path: '/auth/validate',
    auth: 'none',
    tag,
    summary: 'Confere o código de recuperação sem gastá-lo',
    description:
      'Um código errado conta uma tentativa; cinco tentativas (somando as de `/auth/change`) invalidam o código. A resposta é a mesma para um e-mail sem conta.',
    body: validateCodeSchema,
    data: codeAccepted,
    success: ['codeValidated'],
    errors: { 400: CODE_REFUSED },
    rateLimited: true,
  },
  changePassword: {
    method: 'POST',
    path: '/auth/change',
    auth: 'none',
    tag,
    summary: 'Define uma nova senha com o código de recuperação',
    description: 'Gasta o código e encerra todas as sessões da conta.',
    body: changePasswordRequestSchema,
    data: nothing,
    success: ['passwordChangedWithCode'],
    errors: { 400: CODE_REFUSED },
    rateLimited: true,
  },
  validateToken: {
    method: 'POST',
    path: '/auth/validate-token',
    auth: 'none',
    tag,
    summary: 'Diz se um token de sessão ainda vale, e de quem é',
    description:
      'Usado pelo site ao abrir: `valid: false` para um token vencido, encerrado ou desconhecido, e os dados da pessoa quando vale.',
    body: validateTokenRequestSchema,
    data: validateTokenResponseSchema,
    success: ['tokenValid', 'tokenInvalid'],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    auth: 'optional',
    tag,
    summary: 'Encerra a sessão do token enviado',
    description: 'Sem token, ou com um que já não vale, também responde com sucesso.',
    data: nothing,
    success: ['loggedOut'],
  },
} as const satisfies Record<string, Endpoint>
