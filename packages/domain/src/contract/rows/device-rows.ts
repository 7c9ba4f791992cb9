import * as v from 'valibot'
import {
  activationCodeSchema,
  activationRequestSchema,
  deviceListSchema,
  deviceSchema,
  renameDeviceSchema,
} from '../../schemas/device.ts'
import { idParamSchema } from '../../schemas/fields.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Computadores' satisfies EndpointTag

const account = { tag, auth: 'bearer' } as const

const activation = {
  ...account,
  body: activationCodeSchema,
  errors: { 400: ['activationCodeRefused'] },
  rateLimited: true,
} as const

/**
 * The computers of an account (issue 23): the dashboard's 'Computadores' tab, and /ativar, where
 * the code the desktop app shows is approved or refused by a signed-in person.
 */
export const DEVICE_ROWS = {
  listDevices: {
    ...account,
    method: 'GET',
    path: '/user/devices',
    summary: 'Lista os computadores conectados à conta e as vagas do plano',
    description:
      'Os computadores da conta, com nome, sistema, versão do aplicativo, quando foram vistos e de onde foram aprovados; e quantas vagas o plano dá.',
    data: deviceListSchema,
  },
  renameDevice: {
    ...account,
    method: 'PATCH',
    path: '/user/devices/:id',
    summary: 'Dá outro nome a um computador',
    description:
      'Só muda o nome mostrado no painel e no e-mail; a vaga e a licença do computador continuam as mesmas.',
    params: idParamSchema,
    body: renameDeviceSchema,
    data: deviceSchema,
    success: ['deviceRenamed'],
    errors: { 404: ['deviceNotFound'] },
  },
  disconnectDevice: {
    ...account,
    method: 'DELETE',
    path: '/user/devices/:id',
    summary: 'Desconecta um computador: a vaga fica livre na hora',
    description:
      'A próxima chamada do aplicativo nesse computador é recusada com o motivo (`device_revoked`).',
    params: idParamSchema,
    data: deviceListSchema,
    success: ['deviceDisconnected'],
    errors: { 404: ['deviceNotFound'] },
  },
  disconnectAllDevices: {
    ...account,
    method: 'POST',
    path: '/user/devices/disconnect-all',
    summary: 'Desconecta todos os computadores da conta',
    description:
      'Oferecido depois de uma troca de senha: todos os computadores perdem os tokens na hora, e a próxima chamada do aplicativo é recusada com `device_revoked`.',
    data: deviceListSchema,
    success: ['devicesDisconnected'],
  },
  lookupActivation: {
    ...activation,
    method: 'POST',
    path: '/user/activation',
    summary: 'Mostra o que pede para se conectar com o código do aplicativo',
    description:
      'O computador, o endereço e a hora do pedido, o plano que ele vai usar e as vagas da conta. Tentativas contadas por endereço e por conta.',
    data: activationRequestSchema,
    success: ['activationFound'],
  },
  approveActivation: {
    ...activation,
    method: 'POST',
    path: '/user/activation/approve',
    summary: 'Conecta o computador que mostrou o código (ocupa uma vaga do plano)',
    description:
      'O mesmo computador (a mesma impressão digital) aprovado de novo usa a vaga que já tinha. Sem vaga livre, 409: desconecte um computador e tente de novo.',
    data: deviceSchema,
    success: ['deviceConnected'],
    errors: {
      400: ['activationCodeRefused'],
      409: ['activationNoSubscription', 'activationSeatLimit'],
    },
  },
  denyActivation: {
    ...activation,
    method: 'POST',
    path: '/user/activation/deny',
    summary: 'Recusa o pedido ("Não fui eu"): o código deixa de valer',
    description:
      'O código deixa de valer; o aplicativo recebe `access_denied` na próxima consulta e nenhum computador é conectado.',
    data: v.null(),
    success: ['activationDenied'],
  },
} as const satisfies Record<string, Endpoint>
