import { sql } from 'kysely'
import type { ApiContext } from '../../context.ts'
import { signupAttemptEmail, signupDocumentTakenEmail, welcomeEmail } from '../../mail/templates.ts'
import { audit } from '../../ops/audit.ts'
import { insertUserIfNew } from '../users/users-repository.ts'
import type { Registration } from './auth-service.ts'

/**
 * POST /auth/register, answered alike whether or not the e-mail or the document already has an
 * account: the same statements run and one e-mail goes to the address given, either welcoming a
 * new account or telling its owner that someone tried to sign up with it. No session is started:
 * a token would say the account is new. The terms were accepted now, whatever the client says.
 */
export async function registerQuietly(
  ctx: ApiContext,
  input: Registration,
  ip: string,
): Promise<void> {
  const { password, termsAcceptedAt: _ignored, ...fields } = input
  const passwordHash = await ctx.passwords.hash(password)
  const now = ctx.clock.now()
  const { rows } = await sql<{ email_taken: boolean; document_taken: boolean }>`
    select
      exists (select 1 from users where email = ${fields.email}) as email_taken,
      exists (select 1 from users where document = ${fields.document}) as document_taken
  `.execute(ctx.db)
  const clash = rows[0]
  // A clash (found above, or a sign-up racing this one) leaves the existing account as it is.
  const created = await insertUserIfNew(ctx.db, {
    ...fields,
    passwordHash,
    termsAcceptedAt: now,
    now,
  })
  await audit(ctx.db, {
    kind: created ? 'account.created' : 'account.signup_refused',
    at: now,
    userId: created?.id ?? null,
    ip,
  })
  const mail = created
    ? welcomeEmail(fields.email, fields.name)
    : clash?.document_taken && !clash.email_taken
      ? signupDocumentTakenEmail(fields.email, fields.name)
      : signupAttemptEmail(fields.email)
  await ctx.mailer.send(mail)
}
