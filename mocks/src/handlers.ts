import { SITE_CALL_NAMES } from '@atendimento/domain/contract/endpoints'
import { ANSWERS } from './answers.ts'
import { cepHandlers } from './cep.ts'
import { ipLookupHandlers } from './ip-lookup.ts'
import { answer } from './responder.ts'

/**
 * The fixed world, in the order msw tries it: every call of the site under any origin's `/api`
 * answered from its fixture, the public CEP service and its fallback, the IP lookup services.
 */
export const handlers = [
  ...SITE_CALL_NAMES.flatMap((name) => {
    const fixture = ANSWERS[name]
    return fixture === undefined ? [] : answer(name, fixture as never)
  }),
  ...cepHandlers(),
  ...ipLookupHandlers(),
]
