import { type Kysely, sql } from 'kysely'

// Users, their sessions and their password-recovery codes. Timestamps come from the API's
// injected clock, so the defaults here only serve rows written by hand.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    // Stored lowercased: the unique index then means "one account per mailbox".
    .addColumn('email', 'text', (col) => col.notNull().check(sql`email = lower(email)`))
    .addColumn('phone', 'text', (col) => col.notNull())
    // Digits for CPF and numeric CNPJ, uppercase letters too for the alphanumeric CNPJ.
    .addColumn('document', 'text', (col) => col.notNull())
    // An ISO date as text: a `date` column comes back as a Date at local midnight.
    .addColumn('birthdate', 'text', (col) =>
      col.notNull().check(sql`birthdate ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    )
    .addColumn('gender', 'text', (col) =>
      col.notNull().defaultTo('male').check(sql`gender in ('male', 'female')`),
    )
    .addColumn('zip_code', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('neighborhood', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('address_number', 'text', (col) => col.notNull())
    .addColumn('complement', 'text')
    .addColumn('accepted_terms', 'boolean', (col) => col.notNull())
    .addColumn('terms_accepted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('users_email_key').unique().on('users').column('email').execute()
  await db.schema
    .createIndex('users_document_key')
    .unique()
    .on('users')
    .column('document')
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the opaque bearer token: a leaked table gives no usable token.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('remember', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute()

  // One live code per user: a new request replaces the row, which voids the old code.
  await db.schema
    .createTable('password_resets')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute()
  await db.schema.dropTable('sessions').execute()
  await db.schema.dropTable('users').execute()
}
