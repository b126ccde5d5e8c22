import type { LedgerEntryKind, PaymentMethod, PaymentOrderStatus } from '@switchboard/protocol';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor, PaymentOrderRow } from '../../db/types.ts';
import { LedgerKind, ORDER_REFERENCE_PREFIX } from '../history/ledger-kinds.ts';

/** A payment order with its account's email and status, and the top-up its payment credited. */
export type OrderWithAccount = PaymentOrderRow & {
  email: string | null;
  account_status: string | null;
  credited: number | string | null;
};

/** What the order list is narrowed by; times are ms since the epoch, `to` excluded. */
export interface OrderFilter {
  brand?: string | undefined;
  method?: PaymentMethod | undefined;
  status?: PaymentOrderStatus | undefined;
  from?: number | undefined;
  to?: number | undefined;
  /** An order id, or part of an email in lower case. */
  search?: string | undefined;
}

/** `%text%` for LIKE with its wildcards taken literally (escaped with a backslash). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The top-up ledger entry a paid order wrote (one per order: the ledger's references are unique). */
const TOP_UP_OF_ORDER = sql<SqlBool>`topup.account_id = payment_orders.account_id
  and topup.kind = ${LedgerKind.topUp}
  and topup.reference = ${ORDER_REFERENCE_PREFIX} || payment_orders.id`;

function ordersWithAccounts(ex: Executor) {
  return ex
    .selectFrom('payment_orders')
    .leftJoin('accounts', 'accounts.id', 'payment_orders.account_id')
    .leftJoin('ledger_entries as topup', (join) => join.on(TOP_UP_OF_ORDER))
    .selectAll('payment_orders')
    .select(['accounts.email as email', 'accounts.status as account_status', 'topup.amount as credited']);
}

/** One page of orders matching the filter, newest first, and how many match in all. */
export async function listOrders(
  ex: Executor,
  filter: OrderFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: OrderWithAccount[] }> {
  const { search } = filter;
  const base = ordersWithAccounts(ex).where((eb) => {
    const ands: Expression<SqlBool>[] = [];
    if (filter.brand !== undefined) ands.push(eb('payment_orders.brand', '=', filter.brand));
    if (filter.method !== undefined) ands.push(eb('payment_orders.method', '=', filter.method));
    if (filter.status !== undefined) ands.push(eb('payment_orders.status', '=', filter.status));
    if (filter.from !== undefined) ands.push(eb('payment_orders.created_at', '>=', filter.from));
    if (filter.to !== undefined) ands.push(eb('payment_orders.created_at', '<', filter.to));
    if (search !== undefined)
      ands.push(
        eb.or([
          eb('payment_orders.id', '=', search),
          sql<SqlBool>`accounts.email like ${containing(search.toLowerCase())} escape '\\'`,
        ]),
      );
    return eb.and(ands);
  });
  const count = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const rows = await base
    .orderBy('payment_orders.created_at', 'desc')
    .orderBy('payment_orders.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: Number(count?.n ?? 0), rows };
}

/** One order with its account's email and status. */
export function findOrderWithAccount(ex: Executor, orderId: string): Promise<OrderWithAccount | undefined> {
  return ordersWithAccounts(ex).where('payment_orders.id', '=', orderId).executeTakeFirst();
}

/** The provider events received for an order, oldest first. */
export function orderEvents(ex: Executor, orderId: string) {
  return ex
    .selectFrom('payment_events')
    .select(['provider', 'event_id', 'received_at'])
    .where('order_id', '=', orderId)
    .orderBy('received_at')
    .orderBy('event_id')
    .execute();
}

/** The ledger entry of one kind and reference on an account, if it was written. */
export function ledgerEntry(ex: Executor, accountId: string, kind: LedgerEntryKind, reference: string) {
  return ex
    .selectFrom('ledger_entries')
    .select(['amount', 'created_at'])
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** Moves an order from one of `from` to refunded to the balance; true when this call moved it. */
export async function markRefundedToBalance(
  ex: Executor,
  orderId: string,
  from: readonly PaymentOrderStatus[],
): Promise<boolean> {
  const result = await ex
    .updateTable('payment_orders')
    .set({ status: 'refunded', refund_destination: 'balance' })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const DAY_MS = 86_400_000;

/** One UTC day's paid orders of one brand and method; `day` counts days since the epoch. */
export interface DailyTotalRow {
  day: number;
  brand: string;
  method: PaymentMethod;
  currency: string;
  orders: number;
  amount: number;
}

/**
 * Paid orders (refunded ones were paid too) paid within [from, to), summed per UTC day, brand and
 * method: what their payments credited (a crypto payment that came short counts what arrived).
 */
export async function dailyTotals(
  ex: Executor,
  range: { from: number; to: number; brand?: string | undefined },
): Promise<DailyTotalRow[]> {
  const day = sql<number | string>`payment_orders.paid_at / ${sql.lit(DAY_MS)}`;
  const received = sql<number | string>`sum(coalesce(topup.amount, payment_orders.amount))`;
  let query = ex
    .selectFrom('payment_orders')
    .leftJoin('ledger_entries as topup', (join) => join.on(TOP_UP_OF_ORDER))
    .select((eb) => [
      day.as('day'),
      'payment_orders.brand',
      'payment_orders.method',
      'payment_orders.currency',
      eb.fn.countAll<number | string>().as('orders'),
      received.as('amount'),
    ])
    .where('payment_orders.paid_at', 'is not', null)
    .where('payment_orders.paid_at', '>=', range.from)
    .where('payment_orders.paid_at', '<', range.to);
  if (range.brand !== undefined) query = query.where('payment_orders.brand', '=', range.brand);
  const rows = await query
    .groupBy([day, 'payment_orders.brand', 'payment_orders.method', 'payment_orders.currency'])
    .orderBy(day)
    .orderBy('payment_orders.brand')
    .orderBy('payment_orders.method')
    .execute();
  return rows.map((row) => ({
    day: Number(row.day),
    brand: row.brand,
    method: row.method,
    currency: row.currency,
    orders: Number(row.orders),
    amount: Number(row.amount),
  }));
}

/** An account's status; undefined when there is no such account. */
export async function accountStatus(ex: Executor, accountId: string): Promise<string | undefined> {
  const row = await ex.selectFrom('accounts').select('status').where('id', '=', accountId).executeTakeFirst();
  return row?.status;
}
