import {
  type BrandId,
  type ConsoleCallQuery,
  type ConsolePaymentData,
  isBrandId,
  PAYMENT_TOTALS_MAX_DAYS,
  type PaymentOrderItem,
  type PaymentOrderStatus,
  type PaymentTotal,
  Retcode,
} from '@switchboard/protocol';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { LedgerKind, refundReference } from '../history/ledger-kinds.ts';
import {
  dailyTotals,
  findOrderWithAccount,
  ledgerEntry,
  listOrders,
  type OrderWithAccount,
  orderEvents,
} from './console-payments.repo.ts';
import { providerRefundable } from './provider-refund.service.ts';

const DAY_MS = 86_400_000;

/**
 * The statuses an operator may credit to the balance by hand: a failed order whose payment the
 * provider took after all (seen in its dashboard). A paid order credited the balance when it was
 * paid; crediting it again would pay the user twice: giving its money back is the provider's refund
 * (provider-refund.service.ts).
 */
export const REFUNDABLE_STATUSES: readonly PaymentOrderStatus[] = ['failed'];

/** ms since the epoch of the start of a UTC day `YYYY-MM-DD`. */
function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The UTC day `YYYY-MM-DD` of a count of days since the epoch. */
function dayName(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export const orderGone = (orderId: string) =>
  new AppError(Retcode.NOT_FOUND, `orderId: no payment order ${orderId}`, { say: say('consolePaymentGone') });

/** An order as the console lists it; an order of a brand no longer known is left out. */
function toItem(row: OrderWithAccount & { brand: BrandId }): PaymentOrderItem {
  return {
    orderId: row.id,
    accountId: row.account_id,
    email: row.email,
    brand: row.brand,
    method: row.method,
    amount: Number(row.amount),
    gift: Number(row.gift),
    credited: row.credited === null ? null : Number(row.credited),
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    createdAt: Number(row.created_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
  };
}

function known(row: OrderWithAccount): row is OrderWithAccount & { brand: BrandId } {
  return isBrandId(row.brand);
}

/** Reading payment orders across accounts: the list, one order with its provider events, daily totals. */
export class ConsolePaymentService {
  constructor(
    private readonly db: Db,
    /** The providers orders were paid through, to tell which orders can be refunded to the payer. */
    private readonly providers: readonly PaymentProvider[],
  ) {}

  /** One page of orders, newest first, and how many match. */
  async list(
    query: ConsoleCallQuery<'consolePayments'>,
  ): Promise<{ orders: PaymentOrderItem[]; total: number }> {
    const search = query.q === undefined || query.q === '' ? undefined : query.q;
    const { total, rows } = await listOrders(
      this.db,
      {
        brand: query.brand,
        method: query.method,
        status: query.status,
        from: query.from === undefined ? undefined : dayStart(query.from),
        to: query.to === undefined ? undefined : dayStart(query.to) + DAY_MS,
        search,
      },
      { offset: query.offset, limit: query.limit },
    );
    return { orders: rows.filter(known).map(toItem), total };
  }

  /** One order, the provider events stored for it and its refund. */
  async detail(orderId: string): Promise<ConsolePaymentData> {
    const row = await findOrderWithAccount(this.db, orderId);
    if (row === undefined || !known(row)) throw orderGone(orderId);
    const [events, refund] = await Promise.all([
      orderEvents(this.db, orderId),
      ledgerEntry(this.db, row.account_id, LedgerKind.operatorRefund, refundReference(orderId)),
    ]);
    return {
      order: toItem(row),
      providerRef: row.provider_ref,
      payerRef: row.payer_ref,
      failureCode: row.failure_code,
      events: events.map((event) => ({
        provider: event.provider,
        eventId: event.event_id,
        receivedAt: Number(event.received_at),
      })),
      refund: refund === undefined ? null : { at: Number(refund.created_at), amount: Number(refund.amount) },
      refundable:
        REFUNDABLE_STATUSES.includes(row.status) &&
        row.account_status !== null &&
        row.account_status !== 'deleted',
      providerRefundable: providerRefundable(this.providers, row),
    };
  }

  /** Paid orders summed per UTC day, brand and method, in each brand's currency. */
  async totals(query: ConsoleCallQuery<'consolePaymentTotals'>): Promise<{ totals: PaymentTotal[] }> {
    const from = dayStart(query.from);
    const to = dayStart(query.to) + DAY_MS;
    if (to <= from || to - from > PAYMENT_TOTALS_MAX_DAYS * DAY_MS) {
      throw new AppError(Retcode.INVALID_PARAMETER, `to: a range of 1 to ${PAYMENT_TOTALS_MAX_DAYS} days`, {
        say: say('consolePaymentRange', { count: PAYMENT_TOTALS_MAX_DAYS }),
      });
    }
    const rows = await dailyTotals(this.db, { from, to, brand: query.brand });
    const totals: PaymentTotal[] = [];
    for (const row of rows) {
      if (!isBrandId(row.brand)) continue;
      totals.push({ ...row, brand: row.brand, day: dayName(row.day) });
    }
    return { totals };
  }
}
