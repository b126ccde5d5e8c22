import type { ConsoleCallQueryInput } from '@switchboard/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callConsole } from '../../lib/api/client.ts';

/** What the orders list is asked for: its filters and page. */
export type OrderSearch = ConsoleCallQueryInput<'consolePayments'>;

/** What the totals are asked for: UTC days, both included, and a brand or all. */
export type TotalsSearch = ConsoleCallQueryInput<'consolePaymentTotals'>;

/** The query keys of payments; a refund makes all of them stale. */
export const paymentKeys = {
  all: ['payments'] as const,
  orders: (search: OrderSearch) => ['payments', 'orders', search] as const,
  order: (orderId: string) => ['payments', 'one', orderId] as const,
  totals: (search: TotalsSearch) => ['payments', 'totals', search] as const,
};

/** One page of orders, newest first. */
export const ordersQuery = (search: OrderSearch) =>
  queryOptions({
    queryKey: paymentKeys.orders(search),
    queryFn: () => callConsole('consolePayments', { query: search }),
  });

/** One order with its provider events. */
export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: () => callConsole('consolePayment', { id: orderId }),
  });

/** Paid orders per day, brand and method. */
export const totalsQuery = (search: TotalsSearch) =>
  queryOptions({
    queryKey: paymentKeys.totals(search),
    queryFn: () => callConsole('consolePaymentTotals', { query: search }),
  });
