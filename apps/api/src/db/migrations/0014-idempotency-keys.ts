import type { Kysely } from 'kysely'

// Issue 29: the first answer of each repeatable write (Idempotency-Key), kept a day so a repeat
// by the same caller gets it instead of acting again (http/idempotency.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    // The caller (a user's id) and the key they sent: one action.
    .addColumn('caller', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    // A digest of method, path and body: the same key with another request is refused.
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // Empty while the first request runs; then its answer.
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['caller', 'key'])
    .execute()
  await db.schema
    .createIndex('idempotency_keys_created_at')
    .on('idempotency_keys')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute()
}
