import type { Kysely } from 'kysely';

/**
 * What a person does to a conversation, kept on the server so every device of the account agrees.
 *
 * Archived, muted and marked-unread live on the conversation's own row: they belong to a conversation
 * with messages, are read with the chat list in the same step, and go when the conversation is
 * deleted. A new message clears `archived` in the statement that makes it the latest one.
 *
 * Blocks are kept per own number and other number, as every other action here: the menu acts on one
 * conversation, and someone with two numbers may want a caller on one line and not on the other. A
 * block outlives the conversation's row (it holds no message, and stops new ones making one), so it
 * has a table of its own. The messages a block kept hidden are listed in `blocked_messages`, so an
 * unblock shows exactly those again and never a message the person deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['archived', 'muted', 'marked_unread']) {
    await db.schema
      .alterTable('conversations')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createTable('blocked_numbers')
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('own_full', 'text', (col) => col.notNull())
    .addColumn('other_full', 'text', (col) => col.notNull())
    .addColumn('blocked_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('blocked_numbers_pk', ['account_id', 'own_full', 'other_full'])
    .execute();
  await db.schema
    .createTable('blocked_messages')
    .addColumn('message_id', 'text', (col) => col.primaryKey().references('messages.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (col) => col.notNull())
    .addColumn('own_full', 'text', (col) => col.notNull())
    .addColumn('other_full', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('blocked_messages_conversation_idx')
    .on('blocked_messages')
    .columns(['account_id', 'own_full', 'other_full'])
    .execute();
}

/** Drops the tables and columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blocked_messages').execute();
  await db.schema.dropTable('blocked_numbers').execute();
  for (const column of ['archived', 'muted', 'marked_unread']) {
    await db.schema.alterTable('conversations').dropColumn(column).execute();
  }
}
