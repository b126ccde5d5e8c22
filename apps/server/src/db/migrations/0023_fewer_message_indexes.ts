import type { Kysely } from 'kysely';

/**
 * Every message written updates every index on messages, so two that no query needs any more go:
 * by conversation over all rows (history reads, hides and "has this conversation" use the index of
 * visible messages) and by account and time (what reads an account's messages by time also names
 * their kind, which messages_account_type_date_idx leads with). Writing a message got about a third
 * cheaper (docs/SCALING.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_conversation_idx').ifExists().execute();
  await db.schema.dropIndex('messages_account_date_idx').ifExists().execute();
}

/** Puts both back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('messages_conversation_idx')
    .on('messages')
    .columns(['account_id', 'own_full', 'other_full', 'date'])
    .execute();
  await db.schema
    .createIndex('messages_account_date_idx')
    .on('messages')
    .columns(['account_id', 'date'])
    .execute();
}
