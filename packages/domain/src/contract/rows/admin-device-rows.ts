import * as v from 'valibot'
import { adminDeviceSummarySchema } from '../../schemas/admin-devices.ts'
import { deviceListSchema } from '../../schemas/device.ts'
import { idParamSchema } from '../../schemas/fields.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Administração' satisfies EndpointTag

const admin = { auth: 'operator', tag } as const

/** The console's view of the desktop app's computers (issue 23). */
export const ADMIN_DEVICE_ROWS = {
  adminDeviceSummary: {
    ...admin,
    method: 'GET',
    path: '/admin/devices/summary',
    summary: 'Computadores conectados e as versões do aplicativo que eles usam',
    description:
      'Quantos computadores estão conectados e quantos usam cada versão do aplicativo, para a visão geral do console.',
    data: adminDeviceSummarySchema,
  },
  adminListCustomerDevices: {
    ...admin,
    method: 'GET',
    path: '/admin/customer/:id/devices',
    summary: 'Lista os computadores conectados de um cliente',
    description: 'Os computadores do cliente, conectados ou não, para o atendimento.',
    params: idParamSchema,
    data: deviceListSchema,
    errors: { 404: ['customerNotFound'] },
  },
  adminDisconnectDevice: {
    ...admin,
    method: 'POST',
    path: '/admin/devices/:id/disconnect',
    summary: 'Desconecta um computador de um cliente (fica no registro de auditoria)',
    description:
      'A vaga fica livre na hora e a próxima chamada do aplicativo é recusada; a ação fica no registro de auditoria com quem a fez.',
    params: idParamSchema,
    data: v.null(),
    success: ['deviceDisconnected'],
    errors: { 404: ['deviceNotFound'] },
  },
} as const satisfies Record<string, Endpoint>
