import { idParamSchema } from '../../schemas/fields.ts'
import { planListQuerySchema, planListSchema, planSchema } from '../../schemas/plan.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Planos' satisfies EndpointTag

/** The public plan list (the landing page reads it: this file imports only the plan schemas). */
export const PLAN_ROWS = {
  listPlans: {
    method: 'GET',
    path: '/plan',
    auth: 'optional',
    tag,
    summary: 'Lista os planos, do mais barato ao mais caro',
    description:
      'Público. Com `activeOnly=true`, só os planos à venda. Responde com ETag (304 quando nada mudou).',
    query: planListQuerySchema,
    data: planListSchema,
  },
  getPlan: {
    method: 'GET',
    path: '/plan/:id',
    auth: 'optional',
    tag,
    summary: 'Mostra um plano',
    description:
      'Público; um plano desativado também é mostrado (quem já assina vê o seu), com `active: false`.',
    params: idParamSchema,
    data: planSchema,
    errors: { 404: ['planNotFound'] },
  },
} as const satisfies Record<string, Endpoint>
