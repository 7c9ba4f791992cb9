import type { Db } from '../../db/database.ts'
import type { UserRole } from '../../db/schema.ts'
import { audit } from '../../ops/audit.ts'

/** What changing a role found: the account, or none with that e-mail. */
export type RoleChange = { email: string; name: string; changed: boolean } | undefined

/**
 * Gives an account a role. Only the CLI and OPERATOR_EMAILS call this: no API route changes a
 * role. `by` says which of them, in the audit trail.
 */
export async function setRole(
  db: Db,
  { email, role, by, at }: { email: string; role: UserRole; by: string; at: Date },
): Promise<RoleChange> {
  const normalised = email.trim().toLowerCase()
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role'])
    .where('email', '=', normalised)
    .executeTakeFirst()
  if (!user) return undefined
  if (user.role === role) return { email: user.email, name: user.name, changed: false }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ role, updated_at: at }).where('id', '=', user.id).execute()
    await audit(trx, {
      kind: role === 'operator' ? 'role.granted' : 'role.revoked',
      at,
      userId: user.id,
      detail: { by, before: user.role, after: role },
    })
  })
  return { email: user.email, name: user.name, changed: true }
}

export function listOperators(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'created_at'])
    .where('role', '=', 'operator')
    .orderBy('email')
    .execute()
}

/**
 * OPERATOR_EMAILS at start-up: each listed account that exists becomes an operator. An address
 * with no account yet is skipped (and reported): the account must be made, and its e-mail owned,
 * before it gets the role, or anyone could sign up with it first and be an operator.
 */
export async function applyOperatorEmails(
  db: Db,
  emails: readonly string[],
  at: Date,
): Promise<{ granted: string[]; missing: string[] }> {
  const granted: string[] = []
  const missing: string[] = []
  for (const email of emails) {
    const change = await setRole(db, { email, role: 'operator', by: 'OPERATOR_EMAILS', at })
    if (!change) missing.push(email)
    else if (change.changed) granted.push(change.email)
  }
  return { granted, missing }
}
