import { UNREAD_COUNT_LIMIT } from '@switchboard/protocol';
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { ConversationsTable, DB, Executor, MessageRow } from '../../db/types.ts';
import { chunks } from '../../lib/chunks.ts';
import { latestOfTied } from './latest-of-tied.repo.ts';

// The conversations table holds, per account and conversation with a visible message, its latest
// visible message and its unread count (visible incoming messages after the read marker, or all when
// there is none, counted up to UNREAD_COUNT_LIMIT). Everything that changes either keeps the row right
// in its own transaction: messages written (recordMessages), the marker moved (recountUnread), messages
// hidden (forgetHidden, refreshConversation).
//
// Concurrent writers of one conversation (PostgreSQL) are kept exact by one order: each first takes
// the conversation's row, and only then, in later statements (which see what committed meanwhile),
// reads the read marker or the messages it counts.

/** A conversation of one account. */
export interface ConversationKey {
  accountId: string;
  ownFull: string;
  otherFull: string;
}

/** A conversation's latest visible message, with its unread count and the person's flags as stored. */
export type ConversationRow = MessageRow &
  Pick<ConversationsTable, 'unread' | 'archived' | 'muted' | 'marked_unread'> & { blocked: unknown };

/** What of a hidden message its conversation's row needs. */
export type HiddenMessage = Pick<MessageRow, 'id' | 'own_full' | 'other_full' | 'direction'>;

/** Rows per statement: far below both engines' limits on bound parameters. */
const CHUNK = 200;
const LIMIT = sql.lit(UNREAD_COUNT_LIMIT);

type ConversationsEb = ExpressionBuilder<DB, 'conversations'>;

/** Messages `m` of the conversation of the row being written, visible only. */
const visibleOfRow = sql`m.account_id = conversations.account_id and m.own_full = conversations.own_full
  and m.other_full = conversations.other_full and m.deleted_at is null`;

/** The read marker of the row's conversation, -1 when it was never read. */
const markerOfRow = sql`coalesce((
  select r.read_at from read_markers r
  where r.account_id = conversations.account_id and r.own_full = conversations.own_full
    and r.other_full = conversations.other_full
), -1)`;

/** The row's unread count from the messages: a walk of the conversation index from the marker on, stopping at the cap. */
const countedUnread = sql<number>`(select count(*) from (
  select 1 from messages m
  where ${visibleOfRow} and m.direction = 'in' and m.date > ${markerOfRow}
  limit ${LIMIT}
) capped)`;

/** The row's latest visible message's column: one step of the visible-messages index. */
function latestVisible<T>(column: 'id' | 'date'): RawBuilder<T> {
  return sql<T>`(select m.${sql.ref(column)} from messages m where ${visibleOfRow}
    order by m.date desc, m.id desc limit 1)`;
}

/** Of `ids`, the messages of the row's conversation after its marker. */
function countAfterMarker(ids: readonly string[]): RawBuilder<number> {
  return sql<number>`(select count(*) from messages m
    where m.id in (${sql.join(ids)}) and m.account_id = conversations.account_id
      and m.own_full = conversations.own_full and m.other_full = conversations.other_full
      and m.date > ${markerOfRow})`;
}

function keyOf(row: Pick<MessageRow, 'account_id' | 'own_full' | 'other_full'>): ConversationKey {
  return { accountId: row.account_id, ownFull: row.own_full, otherFull: row.other_full };
}

/** The rows of these conversations, taken in one statement. */
function inConversations(keys: readonly ConversationKey[]) {
  return (eb: ConversationsEb) =>
    eb.or(
      keys.map((key) =>
        eb.and([
          eb('conversations.account_id', '=', key.accountId),
          eb('conversations.own_full', '=', key.ownFull),
          eb('conversations.other_full', '=', key.otherFull),
        ]),
      ),
    );
}

/** Distinct conversations of the rows, in one fixed order (so writers take their rows alike). */
function conversationsOf(rows: readonly Pick<MessageRow, 'account_id' | 'own_full' | 'other_full'>[]) {
  const keys = new Map<string, ConversationKey>();
  for (const row of rows) keys.set(`${row.account_id}\n${row.own_full}\n${row.other_full}`, keyOf(row));
  return [...keys.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, key]) => key);
}

/** Rows in one fixed order of their conversations (so writers take the rows alike). */
function conversationOrder(rows: readonly MessageRow[]): MessageRow[] {
  const keyOfRow = (row: MessageRow) => `${row.account_id}\n${row.own_full}\n${row.other_full}`;
  return [...rows].sort((a, b) => (keyOfRow(a) < keyOfRow(b) ? -1 : keyOfRow(a) > keyOfRow(b) ? 1 : 0));
}

/** The offered message is later (date, then id) than the conversation's stored latest. */
const newerThanStored = sql<boolean>`conversations.last_date < excluded.last_date
  or (conversations.last_date = excluded.last_date and conversations.last_message_id < excluded.last_message_id)`;

/** Makes each row its conversation's latest message unless a later one (date, then id) is there. */
async function offerLatest(ex: Executor, rows: readonly MessageRow[]): Promise<void> {
  await ex
    .insertInto('conversations')
    .values(
      rows.map((row) => ({
        account_id: row.account_id,
        own_full: row.own_full,
        other_full: row.other_full,
        last_message_id: row.id,
        last_date: row.date,
        unread: 0,
        archived: 0,
        muted: 0,
        marked_unread: 0,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'own_full', 'other_full'])
        .doUpdateSet((eb) => ({
          last_message_id: eb.ref('excluded.last_message_id'),
          last_date: eb.ref('excluded.last_date'),
          // A new message brings an archived conversation back to the list.
          archived: 0,
        }))
        // PostgreSQL still takes the row when the condition fails: the lock the unread step relies on.
        .where(newerThanStored),
    )
    .execute();
}

/**
 * Keeps the conversations of freshly stored message rows right: their latest message and unread
 * count. Call it after inserting the rows, in the same transaction, with every row inserted (one or
 * many, of any accounts and conversations); hidden rows are ignored. Writes a few statements per
 * 200 conversations, never reading the history.
 */
export async function recordMessages(ex: Executor, rows: readonly MessageRow[]): Promise<void> {
  const visible = rows.filter((row) => row.deleted_at === null);
  const newest = new Map<string, MessageRow[]>();
  for (const row of visible) {
    const key = `${row.account_id}\n${row.own_full}\n${row.other_full}`;
    const held = newest.get(key);
    if (held === undefined || Number(row.date) > Number(held[0]!.date)) newest.set(key, [row]);
    else if (Number(row.date) === Number(held[0]!.date)) held.push(row);
  }
  const ordered = [...newest.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const single = ordered.flatMap(([, rows]) => (rows.length === 1 ? rows : []));
  // Several new rows of a conversation in one millisecond (a batch's sends share its time): the
  // engine's own order of ids, as the history reads it, picks the latest of each.
  const tied = ordered.flatMap(([, rows]) => (rows.length > 1 ? [rows] : []));
  const latest = tied.length === 0 ? single : [...single, ...(await latestOfTied(ex, tied, CHUNK))];
  for (const part of chunks(conversationOrder(latest), CHUNK)) await offerLatest(ex, part);
  for (const part of chunks(
    visible.filter((row) => row.direction === 'in'),
    CHUNK,
  )) {
    const ids = part.map((row) => row.id);
    await ex
      .updateTable('conversations')
      .set({
        unread: sql<number>`(select case when conversations.unread + count(*) > ${LIMIT} then ${LIMIT}
          else conversations.unread + count(*) end
          from messages m where m.id in (${sql.join(ids)}) and m.account_id = conversations.account_id
            and m.own_full = conversations.own_full and m.other_full = conversations.other_full
            and m.date > ${markerOfRow})`,
      })
      .where(inConversations(conversationsOf(part)))
      .execute();
  }
}

/**
 * Takes the rows of these conversations for the rest of the transaction (PostgreSQL: a concurrent
 * writer of one of them waits for the commit); a no-op on SQLite, whose writers already take turns.
 */
export async function holdConversations(ex: Executor, keys: readonly ConversationKey[]): Promise<void> {
  for (const part of chunks(keys, CHUNK)) {
    await ex
      .updateTable('conversations')
      .set((eb) => ({ unread: eb.ref('conversations.unread') }))
      .where(inConversations(part))
      .execute();
  }
}

/** Counts the conversations' unread messages afresh (after their read markers moved); at most 200 keys. */
export async function recountUnread(ex: Executor, keys: readonly ConversationKey[]): Promise<void> {
  await ex.updateTable('conversations').set({ unread: countedUnread }).where(inConversations(keys)).execute();
}

/** Drops the rows of these conversations that have no visible message left. */
async function dropEmpty(ex: Executor, keys: readonly ConversationKey[]): Promise<void> {
  await ex
    .deleteFrom('conversations')
    .where(inConversations(keys))
    // Asked as "no latest visible message": the visible-messages index answers in one step, where a
    // plain existence check may walk the conversation's hidden messages.
    .where(sql<boolean>`${latestVisible<string>('id')} is null`)
    .execute();
}

/**
 * Keeps the conversations of just-hidden messages of the account right: a conversation left without
 * a visible message goes, one whose latest message was hidden gets the next latest visible one, and
 * unread messages hidden stop counting. Call it in the transaction that hid them.
 */
export async function forgetHidden(
  ex: Executor,
  accountId: string,
  hidden: readonly HiddenMessage[],
): Promise<void> {
  for (const part of chunks(hidden, CHUNK)) {
    const keys = conversationsOf(part.map((row) => ({ ...row, account_id: accountId })));
    await holdConversations(ex, keys);
    await dropEmpty(ex, keys);
    await ex
      .updateTable('conversations')
      .set({ last_message_id: latestVisible<string>('id'), last_date: latestVisible<number>('date') })
      .where(inConversations(keys))
      .where(
        'conversations.last_message_id',
        'in',
        part.map((row) => row.id),
      )
      .execute();
    const incoming = part.filter((row) => row.direction === 'in').map((row) => row.id);
    if (incoming.length === 0) continue;
    // Below the cap the count is exact, so it drops by the unread ones hidden; at the cap it is counted again.
    await ex
      .updateTable('conversations')
      .set({
        unread: sql<number>`case when conversations.unread >= ${LIMIT} then ${countedUnread}
          else conversations.unread - ${countAfterMarker(incoming)} end`,
      })
      .where(inConversations(keys))
      .execute();
  }
}

/** Sets the conversation's row from its visible messages (after many of them were hidden at once). */
export async function refreshConversation(ex: Executor, key: ConversationKey): Promise<void> {
  await holdConversations(ex, [key]);
  await dropEmpty(ex, [key]);
  await ex
    .updateTable('conversations')
    .set({
      last_message_id: latestVisible<string>('id'),
      last_date: latestVisible<number>('date'),
      unread: countedUnread,
    })
    .where(inConversations([key]))
    .execute();
}

/**
 * The account's conversations whose latest visible message is after `after` (exclusive), newest
 * first, at most `limit`: one walk of the conversations index and one message read per conversation.
 */
export async function latestPerConversation(
  ex: Executor,
  accountId: string,
  after: number,
  limit: number,
): Promise<ConversationRow[]> {
  const rows = await ex
    .selectFrom('conversations')
    .innerJoin('messages', 'messages.id', 'conversations.last_message_id')
    .selectAll('messages')
    .select(['conversations.unread', 'conversations.archived', 'conversations.muted'])
    .select('conversations.marked_unread')
    .select(
      sql<boolean>`exists (select 1 from blocked_numbers b where b.account_id = conversations.account_id
      and b.own_full = conversations.own_full and b.other_full = conversations.other_full)`.as('blocked'),
    )
    .where('conversations.account_id', '=', accountId)
    .where('conversations.last_date', '>', after)
    .orderBy('conversations.last_date', 'desc')
    .orderBy('conversations.last_message_id', 'desc')
    .limit(limit)
    .execute();
  return rows;
}
