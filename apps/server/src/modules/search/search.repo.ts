import { type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/index.ts';
import type { Executor } from '../../db/types.ts';

/** A position in an account's messages, newest first: the next page holds what is older. */
export interface SearchCursor {
  date: number;
  id: string;
}

/** What one page of a search asks. */
export interface SearchPageQuery {
  accountId: string;
  text: string;
  before: SearchCursor | undefined;
  /** Rows to read at most (the page size plus one, to tell whether more follow). */
  take: number;
}

/** A message the search found. */
export interface FoundMessage {
  id: string;
  sms_id: string;
  own_full: string;
  other_full: string;
  date: number;
  direction: 'in' | 'out';
  type: string;
  text: string;
}

const FOUND_COLUMNS = [
  'id',
  'sms_id',
  'own_full',
  'other_full',
  'date',
  'direction',
  'type',
  'text',
] as const;

/** LIKE's wildcards and its escape character taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The text contains `text`, letter case ignored, read row by row (no index). */
function containsScan(dialect: Dialect, text: string) {
  return dialect === 'postgres'
    ? sql<SqlBool>`text ilike ${likePattern(text)}`
    : sql<SqlBool>`text like ${likePattern(text)} escape '\\'`;
}

/** Before the cursor; `date` and `id` name only the messages' columns, also beside the FTS5 table. */
function olderThan(before: SearchCursor | undefined) {
  if (before === undefined) return sql<SqlBool>`true`;
  return sql<SqlBool>`(date < ${before.date} or (date = ${before.date} and id < ${before.id}))`;
}

/** The account's visible messages before the cursor, newest first (the newest-first index's order). */
function newestVisible(ex: Executor, accountId: string, before: SearchCursor | undefined) {
  return ex
    .selectFrom('messages')
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .where(olderThan(before))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc');
}

/**
 * The account's visible messages containing `text` (at least three characters), newest first, found
 * through the trigram index: SQLite's FTS5 table gives the rowids, PostgreSQL's GIN index serves ILIKE.
 */
export async function findIndexed(ex: Executor, dialect: Dialect, query: SearchPageQuery) {
  const { accountId, text, before, take } = query;
  if (dialect === 'postgres') {
    return newestVisible(ex, accountId, before)
      .select(FOUND_COLUMNS)
      .where(containsScan(dialect, text))
      .limit(take)
      .execute() as Promise<FoundMessage[]>;
  }
  // A quoted FTS5 string is one phrase; with the trigram tokenizer a phrase matches as a substring.
  const phrase = `"${text.replaceAll('"', '""')}"`;
  const { rows } = await sql<FoundMessage>`
    select m.id, m.sms_id, m.own_full, m.other_full, m.date, m.direction, m.type, m.text
    from messages_search s join messages m on m.rowid = s.rowid
    where messages_search match ${phrase} and m.account_id = ${accountId} and m.deleted_at is null
      and ${olderThan(before)}
    order by m.date desc, m.id desc
    limit ${take}`.execute(ex);
  return rows;
}

/**
 * The oldest of the account's `scanRows` newest visible messages before the cursor, or undefined
 * when it has fewer: where a bounded scan of one page stops.
 */
export async function scanBoundary(
  ex: Executor,
  accountId: string,
  before: SearchCursor | undefined,
  scanRows: number,
): Promise<SearchCursor | undefined> {
  const row = await newestVisible(ex, accountId, before)
    .select(['date', 'id'])
    .limit(1)
    .offset(scanRows - 1)
    .executeTakeFirst();
  return row === undefined ? undefined : { date: Number(row.date), id: row.id };
}

/**
 * The account's visible messages containing `text`, newest first, read one by one between the
 * cursor and `from` (included; undefined: to the oldest). For texts too short for trigrams.
 */
export function findScanned(
  ex: Executor,
  dialect: Dialect,
  query: SearchPageQuery,
  from: SearchCursor | undefined,
): Promise<FoundMessage[]> {
  const { accountId, text, before, take } = query;
  let select = newestVisible(ex, accountId, before).select(FOUND_COLUMNS).where(containsScan(dialect, text));
  if (from !== undefined)
    select = select.where(sql<SqlBool>`(date > ${from.date} or (date = ${from.date} and id >= ${from.id}))`);
  return select.limit(take).execute() as Promise<FoundMessage[]>;
}

/**
 * The account's visible messages containing `text` among its `windowRows` newest before the cursor,
 * newest first: read row by row through the account's newest-first index, so a text found often is
 * answered from the first rows instead of from every match the trigram index holds.
 */
export function findRecent(
  ex: Executor,
  dialect: Dialect,
  query: SearchPageQuery,
  windowRows: number,
): Promise<FoundMessage[]> {
  const { accountId, text, before, take } = query;
  const newest = newestVisible(ex, accountId, before).select(FOUND_COLUMNS).limit(windowRows).as('newest');
  return ex
    .selectFrom(newest)
    .selectAll()
    .where(containsScan(dialect, text))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(take)
    .execute() as Promise<FoundMessage[]>;
}
