import type { CallRecord, LedgerEntryKind, MonthRange, SmsRecord } from '@switchboard/protocol';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { DB, Executor, MessageRow } from '../../db/types.ts';
import { LedgerKind } from './ledger-kinds.ts';

/** A ledger entry as the bill history reads it. */
export interface BillEntry {
  id: string;
  amount: number;
  kind: string;
  reference: string;
  createdAt: number;
  balanceAfter: number;
}

/** Position after which the next bill page starts: the last row shown. */
export interface BillCursor {
  createdAt: number;
  id: string;
}

/** One page plus the total of the month. */
export interface Paged<T> {
  totalRows: number;
  rows: T[];
}

/** The column a history table is dated by. */
type DateColumn = 'date' | 'created_at';

/** Narrows a query to the rows whose date column falls in the month. */
function inMonth<TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: DateColumn,
  month: MonthRange,
): SelectQueryBuilder<DB, TB, O> {
  return query.where(sql.ref(column), '>=', month.from).where(sql.ref(column), '<', month.to);
}

/** Orders newest first, ties broken by id so pages never overlap or skip a row. */
function newestFirst<TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: DateColumn,
): SelectQueryBuilder<DB, TB, O> {
  return query.orderBy(sql.ref(column), 'desc').orderBy(sql.ref('id'), 'desc');
}

async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ total: string | number | bigint }> }) {
  // PostgreSQL answers COUNT as bigint, which arrives as a string.
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/**
 * The month's total and one offset page of it, newest first, from a query already narrowed to the
 * account and its kind of rows; `pick` chooses the columns of the page's rows.
 */
async function monthPage<TB extends keyof DB, R>(
  base: SelectQueryBuilder<DB, TB, object>,
  column: DateColumn,
  month: MonthRange,
  page: { offset: number; limit: number },
  pick: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, R>,
): Promise<Paged<R>> {
  const inRange = inMonth(base, column, month);
  const totalRows = await countOf(inRange.select(sql<number>`count(*)`.as('total')));
  const rows = await newestFirst(pick(inRange), column).offset(page.offset).limit(page.limit).execute();
  return { totalRows, rows };
}

function toEntry(row: {
  id: string;
  amount: number;
  kind: string;
  reference: string;
  created_at: number;
  balance_after: number | null;
}): BillEntry {
  return {
    id: row.id,
    amount: Number(row.amount),
    kind: row.kind,
    reference: row.reference,
    createdAt: Number(row.created_at),
    balanceAfter: Number(row.balance_after ?? 0),
  };
}

/** The ledger kinds a history reads: only some, or all but some. */
export type KindFilter = { only: readonly LedgerEntryKind[] } | { except: readonly LedgerEntryKind[] };

/** The account's entries of the month of the kinds asked for (the query of every ledger history). */
function monthLedger(ex: Executor, accountId: string, kinds: KindFilter, month: MonthRange) {
  const query = ex.selectFrom('ledger_entries').where('account_id', '=', accountId);
  const ofKinds =
    'only' in kinds
      ? query.where('kind', 'in', [...kinds.only])
      : kinds.except.length === 0
        ? query
        : query.where('kind', 'not in', [...kinds.except]);
  return inMonth(ofKinds, 'created_at', month);
}

/**
 * Ledger entries of the month, newest first, after the cursor. Ties of one millisecond come in
 * ledger order too: the ledger gives the entries of a millisecond ids in the order their balances
 * moved, so each row's balance is the next older row's plus its own amount.
 */
export async function ledgerPage(
  ex: Executor,
  accountId: string,
  kinds: KindFilter,
  month: MonthRange,
  after: BillCursor | undefined,
  limit: number,
): Promise<BillEntry[]> {
  let query = monthLedger(ex, accountId, kinds, month).select([
    'id',
    'amount',
    'kind',
    'reference',
    'created_at',
    'balance_after',
  ]);
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await newestFirst(query, 'created_at').limit(limit).execute();
  return rows.map(toEntry);
}

/** How many entries of those kinds the account has in the month. */
export function ledgerCount(
  ex: Executor,
  accountId: string,
  kinds: KindFilter,
  month: MonthRange,
): Promise<number> {
  return countOf(monthLedger(ex, accountId, kinds, month).select(sql<number>`count(*)`.as('total')));
}

/**
 * The bill history's entries: every kind but a top-up's gift, which its top-up row carries
 * (spec "Bill record": options amount and gift).
 */
export function billEntries(
  ex: Executor,
  accountId: string,
  month: MonthRange,
  after: BillCursor | undefined,
  limit: number,
): Promise<BillEntry[]> {
  return ledgerPage(ex, accountId, { except: [LedgerKind.topUpGift] }, month, after, limit);
}

/** The gift entries of some top-ups, by reference. */
export async function giftEntries(
  ex: Executor,
  accountId: string,
  references: string[],
): Promise<Map<string, BillEntry>> {
  if (references.length === 0) return new Map();
  const rows = await ex
    .selectFrom('ledger_entries')
    .select(['id', 'amount', 'kind', 'reference', 'created_at', 'balance_after'])
    .where('account_id', '=', accountId)
    .where('kind', '=', LedgerKind.topUpGift)
    .where('reference', 'in', references)
    .execute();
  return new Map(rows.map((row) => [row.reference, toEntry(row)]));
}

/** Payment methods of some orders of the account, by order id. */
export async function orderMethods(
  ex: Executor,
  accountId: string,
  orderIds: string[],
): Promise<Map<string, { method: string; amount: number; gift: number }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await ex
    .selectFrom('payment_orders')
    .select(['id', 'method', 'amount', 'gift'])
    .where('account_id', '=', accountId)
    .where('id', 'in', orderIds)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { method: row.method, amount: Number(row.amount), gift: Number(row.gift) }]),
  );
}

/** Some of the account's messages by smsId. */
export async function messagesBySmsId(
  ex: Executor,
  accountId: string,
  smsIds: string[],
): Promise<Map<string, MessageRow>> {
  if (smsIds.length === 0) return new Map();
  const rows = await ex
    .selectFrom('messages')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('sms_id', 'in', smsIds)
    .execute();
  return new Map(rows.map((row) => [row.sms_id, row]));
}

/** The account's SMS and MMS of the month (not voicemail or codes), newest first. */
export async function smsPage(
  ex: Executor,
  accountId: string,
  month: MonthRange,
  offset: number,
  limit: number,
): Promise<Paged<SmsRecord>> {
  const base = ex
    .selectFrom('messages')
    .where('account_id', '=', accountId)
    .where('type', 'in', [LedgerKind.sms, LedgerKind.mms]);
  const { totalRows, rows } = await monthPage(base, 'date', month, { offset, limit }, (query) =>
    query.selectAll(),
  );
  return {
    totalRows,
    rows: rows.map((row) => ({
      direction: row.direction,
      fromNumber: row.direction === 'out' ? row.own_full : row.other_full,
      toNumber: row.direction === 'out' ? row.other_full : row.own_full,
      date: Number(row.date),
      charge: Number(row.charge),
      type: row.type,
      text: row.text,
    })),
  };
}

/** The account's calls of the month, newest first. */
export async function callPage(
  ex: Executor,
  accountId: string,
  month: MonthRange,
  offset: number,
  limit: number,
): Promise<Paged<CallRecord>> {
  const base = ex.selectFrom('calls').where('account_id', '=', accountId);
  const { totalRows, rows } = await monthPage(base, 'date', month, { offset, limit }, (query) =>
    query.selectAll(),
  );
  return {
    totalRows,
    rows: rows.map((row) => ({
      direction: row.direction,
      fromNumber: row.from_number,
      toNumber: row.to_number,
      duration: Number(row.duration),
      line: Number(row.line),
      charge: Number(row.charge),
      date: Number(row.date),
      type: row.type,
    })),
  };
}
