import type { Kysely } from 'kysely'

// Issue 27: a message keeps its extra header fields (a notification's List-Unsubscribe), so a
// retry from the outbox sends them too; a card renewal is announced once per billing date.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute()
  await db.schema
    .alterTable('subscriptions')
    .addColumn('renewal_reminded_for', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('renewal_reminded_for').execute()
  await db.schema.alterTable('outbox').dropColumn('headers').execute()
}
