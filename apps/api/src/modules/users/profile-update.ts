import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { audit } from '../../ops/audit.ts'
import type { UserRow } from '../auth/sessions.ts'
import { assertUnique, type UserFields, updateUser } from './users-repository.ts'

/**
 * PATCH /user's fields, all but the e-mail (which waits for its confirmation link). A CPF/CNPJ
 * another account holds is refused in words that do not say so ('Não foi possível usar este
 * CPF/CNPJ'), and a new document is audited with the change.
 */
export async function saveProfile(
  ctx: ApiContext,
  user: UserRow,
  fields: Partial<UserFields>,
  ip: string,
): Promise<UserRow> {
  const now = ctx.clock.now()
  try {
    await assertUnique(ctx.db, fields, user.id)
    return await ctx.db.transaction().execute(async (trx) => {
      const updated = await updateUser(trx, user.id, fields, now)
      if (updated.document !== user.document) {
        await audit(trx, {
          kind: 'document.changed',
          at: now,
          userId: user.id,
          ip,
          detail: { from: user.document, to: updated.document },
        })
      }
      return updated
    })
  } catch (error) {
    if (error instanceof HTTPException && error.message === API_MESSAGES.documentTaken) {
      throw new HTTPException(409, { message: API_MESSAGES.documentNotAccepted })
    }
    throw error
  }
}
