import { type Kysely, sql } from 'kysely'

// The desktop app's side of the subscription (issue 23): seats and entitlements per plan, the
// computers an account connected, the device flow's pending codes, the app's tokens and the
// keys that sign its licence.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('plans')
    .addColumn('max_devices', 'integer', (col) =>
      col.notNull().defaultTo(1).check(sql`max_devices between 1 and 100`),
    )
    .addColumn('entitlements', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute()
  // The plans seeded before this migration get the seats and features their lists describe.
  await sql`update plans set entitlements = '["ai-replies", "quick-templates"]'::jsonb
    where id = 'plano-essencial'`.execute(db)
  await sql`update plans set max_devices = 2,
    entitlements = '["ai-replies", "keyword-triggers", "human-handoff", "dashboards"]'::jsonb
    where id in ('plano-profissional', 'plano-trimestral')`.execute(db)

  await db.schema
    .createTable('devices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('platform', 'text', (col) =>
      col.notNull().check(sql`platform in ('windows', 'macos', 'linux')`),
    )
    .addColumn('app_version', 'text', (col) => col.notNull())
    // An HMAC the app computes from the machine's id: the server never sees the id itself.
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('approved_at', 'timestamptz', (col) => col.notNull())
    .addColumn('approved_ip', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute()
  // One seat per computer and account: the same fingerprint approved again reuses its row, and
  // the account's seats are counted from this index.
  await db.schema
    .createIndex('devices_one_live_per_fingerprint')
    .unique()
    .on('devices')
    .columns(['user_id', 'fingerprint'])
    .where(sql<boolean>`revoked_at is null`)
    .execute()

  await db.schema
    .createTable('device_authorizations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('device_code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_code_hash', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('device_name', 'text', (col) => col.notNull())
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('app_version', 'text', (col) => col.notNull())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('requested_ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('interval_seconds', 'integer', (col) => col.notNull())
    .addColumn('last_polled_at', 'timestamptz')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'approved', 'denied', 'consumed')`),
    )
    .addColumn('user_id', 'text', (col) => col.references('users.id'))
    .addColumn('device_id', 'text', (col) => col.references('devices.id'))
    .addColumn('decided_at', 'timestamptz')
    .execute()
  // A code typed at /ativar names one pending request.
  await db.schema
    .createIndex('device_authorizations_pending_user_code')
    .unique()
    .on('device_authorizations')
    .column('user_code_hash')
    .where(sql<boolean>`status = 'pending'`)
    .execute()

  await db.schema
    .createTable('device_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('device_id', 'text', (col) => col.notNull().references('devices.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('access', 'refresh')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    // A refresh token is used once: a second use is a stolen copy (reuse detection).
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('device_tokens_device')
    .on('device_tokens')
    .column('device_id')
    .execute()

  await db.schema
    .createTable('signing_keys')
    .addColumn('kid', 'text', (col) => col.primaryKey())
    .addColumn('public_jwk', 'jsonb', (col) => col.notNull())
    // AES-256-GCM with a key from the environment (or the database's own, see licence-keys.ts).
    .addColumn('private_jwk_sealed', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // Set when a newer key took over: it stays published until its last licence expired.
    .addColumn('retired_at', 'timestamptz')
    .addColumn('publish_until', 'timestamptz')
    .execute()
  // One key signs at a time, whatever two processes (or two rotations) do at once.
  await db.schema
    .createIndex('signing_keys_one_current')
    .unique()
    .on('signing_keys')
    .expression(sql`(retired_at is null)`)
    .where(sql<boolean>`retired_at is null`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_keys').execute()
  await db.schema.dropTable('device_tokens').execute()
  await db.schema.dropTable('device_authorizations').execute()
  await db.schema.dropTable('devices').execute()
  await db.schema.alterTable('plans').dropColumn('max_devices').dropColumn('entitlements').execute()
}
