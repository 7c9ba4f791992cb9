import { type Kysely, sql } from 'kysely'

// Running in production: work claimed by one process, e-mail changes confirmed by the new
// address, devices an account signed in from, recovery codes tied to who asked for them, an
// audit trail of account changes, and the server's own secrets.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A process delivering a message holds it until then; another process retries it only once
  // the claim has lapsed (the holder died). Messages carrying a secret (a recovery code) are
  // stored with the secret blanked out and are never retried from the table.
  await db.schema
    .alterTable('outbox')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('redacted', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute()
  // A renewal charge is sent by the one process that claimed its payment row.
  await db.schema.alterTable('payments').addColumn('claimed_until', 'timestamptz').execute()

  // Wrong tries by the device that asked for the code are counted apart from everyone else's,
  // so guesses from elsewhere cannot kill the owner's live code.
  await db.schema
    .alterTable('password_resets')
    .addColumn('requester_hash', 'text')
    .addColumn('foreign_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  // A new e-mail waits here until its owner follows the link sent to it.
  await db.schema
    .createTable('email_changes')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute()

  // Browsers that signed in to an account (the hash of an HttpOnly cookie): their tries are not
  // held back by someone else's guesses at the same account.
  await db.schema
    .createTable('known_devices')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('known_devices_user_id')
    .on('known_devices')
    .column('user_id')
    .execute()

  // Who changed what in an account, from where, and when.
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('detail', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute()
  await db.schema.createIndex('audit_events_user_id').on('audit_events').column('user_id').execute()

  // Keys the server makes for itself on first start (the card fingerprint's HMAC key).
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_secrets').execute()
  await db.schema.dropTable('audit_events').execute()
  await db.schema.dropTable('known_devices').execute()
  await db.schema.dropTable('email_changes').execute()
  await db.schema
    .alterTable('password_resets')
    .dropColumn('requester_hash')
    .dropColumn('foreign_attempts')
    .execute()
  await db.schema.alterTable('payments').dropColumn('claimed_until').execute()
  await db.schema.alterTable('outbox').dropColumn('claimed_until').dropColumn('redacted').execute()
}
