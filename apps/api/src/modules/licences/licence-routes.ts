import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { Context } from 'hono'
import type { ApiContext } from '../../context.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import type { AuthEnv } from '../auth/require-user.ts'
import { issueLicence } from './issue-licence.ts'

/** GET or POST /licence, with the app's access token (auth 'device'). */
export function licenceRoutes(ctx: ApiContext) {
  const answer = async (c: Context<AuthEnv>, appVersion: string | undefined) => {
    const licence = await issueLicence(ctx, c.get('device'), c.get('standing'), appVersion)
    return ok(
      c,
      licence,
      licence.licence ? API_MESSAGES.licenceIssued : API_MESSAGES.licenceRefused,
    )
  }
  return [
    route('getLicence', (c, { query }) => answer(c, query.app_version)),
    route('refreshLicence', (c, { query }) => answer(c, query.app_version)),
  ]
}
