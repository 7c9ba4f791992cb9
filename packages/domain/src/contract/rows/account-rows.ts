import * as v from 'valibot'
import {
  profileUpdateResponseSchema,
  profileUpdateSchema,
  updatePasswordSchema,
} from '../../schemas/account.ts'
import { ENDPOINT_TAGS, type Endpoint } from '../endpoint.ts'

const nothing = v.null()

/** The signed-in account: password and profile. */
export const ACCOUNT_ROWS = {
  updatePassword: {
    method: 'PATCH',
    path: '/user/password',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.account,
    summary: 'Troca a senha informando a atual',
    description: 'Esta sessão continua; as outras sessões da conta são encerradas.',
    body: updatePasswordSchema,
    data: nothing,
    success: ['passwordUpdated'],
    errors: { 400: ['wrongCurrentPassword'] },
  },
  updateProfile: {
    method: 'PATCH',
    path: '/user',
    auth: 'bearer',
    tag: ENDPOINT_TAGS.account,
    summary: 'Atualiza os dados do perfil',
    body: profileUpdateSchema,
    data: profileUpdateResponseSchema,
    success: ['profileUpdated'],
    errors: { 409: ['emailTaken', 'documentTaken'] },
  },
} as const satisfies Record<string, Endpoint>
