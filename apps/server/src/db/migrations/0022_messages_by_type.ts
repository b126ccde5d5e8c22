import type { Kysely } from 'kysely';

/**
 * The account's messages by kind and time: the SMS history counts its month from this index alone,
 * and a voicemail is found among the account's voicemails, not among all its messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('messages_account_type_date_idx')
    .on('messages')
    .columns(['account_id', 'type', 'date'])
    .execute();
}

/** Drops the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_account_type_date_idx').execute();
}
