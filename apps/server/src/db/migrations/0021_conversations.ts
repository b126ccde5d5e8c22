import { UNREAD_COUNT_LIMIT } from '@switchboard/protocol';
import { type Kysely, sql } from 'kysely';

/**
 * The chat list without reading the history: one row per account and conversation holding its
 * latest visible message and its unread count, kept in the same transaction as every message
 * written, read marker moved and message hidden (modules/messaging/conversations.repo.ts).
 *
 * Visible messages get an index of their own, ordered like every history read (date, then id), so a
 * dialog page, the first visible message and the next latest after a delete never walk hidden rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('messages_visible_idx')
    .on('messages')
    .columns(['account_id', 'own_full', 'other_full', 'date', 'id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('own_full', 'text', (col) => col.notNull())
    .addColumn('other_full', 'text', (col) => col.notNull())
    .addColumn('last_message_id', 'text', (col) => col.notNull())
    .addColumn('last_date', 'bigint', (col) => col.notNull())
    .addColumn('unread', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('conversations_pk', ['account_id', 'own_full', 'other_full'])
    .addCheckConstraint('conversations_unread_check', sql`unread >= 0`)
    .execute();
  // The chat list: an account's conversations newest first, in the order it answers them.
  await db.schema
    .createIndex('conversations_account_last_idx')
    .on('conversations')
    .columns(['account_id', 'last_date', 'last_message_id'])
    .execute();

  await fillConversations(db);
}

/**
 * Writes the row of every conversation with a visible message from the messages themselves: one
 * index step per conversation for its latest message, and unread counted as the chat list always has (incoming, visible, after the read marker or all when
 * there is none, up to UNREAD_COUNT_LIMIT).
 */
export async function fillConversations(db: Kysely<unknown>): Promise<void> {
  const sameConversation = sql`m.account_id = k.account_id and m.own_full = k.own_full
    and m.other_full = k.other_full and m.deleted_at is null`;
  const latest = (column: string) =>
    sql`(select m.${sql.ref(column)} from messages m where ${sameConversation}
      order by m.date desc, m.id desc limit 1)`;
  await sql`
    insert into conversations (account_id, own_full, other_full, last_message_id, last_date, unread)
    select k.account_id, k.own_full, k.other_full, ${latest('id')}, ${latest('date')},
      (select count(*) from (
        select 1 from messages m
        where ${sameConversation} and m.direction = 'in'
          and m.date > coalesce((
            select r.read_at from read_markers r
            where r.account_id = k.account_id and r.own_full = k.own_full and r.other_full = k.other_full
          ), -1)
        limit ${sql.lit(UNREAD_COUNT_LIMIT)}
      ) capped)
    from (select distinct account_id, own_full, other_full from messages where deleted_at is null) k
  `.execute(db);
}

/** Drops the table and the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('conversations').ifExists().execute();
  await db.schema.dropIndex('messages_visible_idx').ifExists().execute();
}
