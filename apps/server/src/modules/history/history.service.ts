import {
  type BillListData,
  type BrandId,
  type CallListData,
  monthRange,
  type SmsListData,
  type SubscriptionListData,
  type UiLanguage,
} from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { invalidRequest } from '../../errors.ts';
import { PlanCatalogService } from '../numbers/plan-catalog.ts';
import { toBillRecords } from './bills.ts';
import { type BillCursor, billEntries, callPage, smsPage } from './history.repo.ts';
import { subscriptionHistory } from './subscription-history.ts';

/** The opaque next-page token: where the page ended, so rows added meanwhile never shift pages. */
export function encodeCursor(cursor: BillCursor): string {
  return Buffer.from(`${cursor.createdAt}:${cursor.id}`, 'utf8').toString('base64url');
}

/** Reads a token made by encodeCursor(); anything else is a 400. */
export function decodeCursor(token: string): BillCursor {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const match = /^(\d{1,16}):([0-9a-f-]{36})$/.exec(text);
  if (match === null) throw invalidRequest('nextPage: is not a token of this list');
  return { createdAt: Number(match[1]), id: match[2] as string };
}

/** Bills, calls, SMS and subscriptions of one UTC month, always the caller's own. */
export class HistoryService {
  constructor(
    private readonly db: Db,
    /** The node's plan catalogue; tools and tests without one read the table. */
    private readonly plans: PlanCatalogService = new PlanCatalogService(db),
  ) {}

  /** One page of bills, newest first, with the token of the next page ('' at the end). */
  async bills(
    accountId: string,
    query: { ym: string; pageSize: number; nextPage?: string },
    language: UiLanguage,
  ): Promise<BillListData> {
    const after = query.nextPage ? decodeCursor(query.nextPage) : undefined;
    const entries = await billEntries(this.db, accountId, monthRange(query.ym), after, query.pageSize + 1);
    const page = entries.slice(0, query.pageSize);
    const last = page.at(-1);
    const nextPage =
      entries.length > query.pageSize && last !== undefined
        ? encodeCursor({ createdAt: last.createdAt, id: last.id })
        : '';
    return { list: await toBillRecords(this.db, accountId, page, language), nextPage };
  }

  /** One page of calls. */
  async calls(accountId: string, query: PageQuery): Promise<CallListData> {
    const page = await callPage(this.db, accountId, monthRange(query.date), offsetOf(query), query.pageSize);
    return { totalRows: page.totalRows, callList: page.rows };
  }

  /** One page of SMS and MMS. */
  async sms(accountId: string, query: PageQuery): Promise<SmsListData> {
    const page = await smsPage(this.db, accountId, monthRange(query.date), offsetOf(query), query.pageSize);
    return { totalRows: page.totalRows, smsList: page.rows };
  }

  /** One page of the subscription history: charges and releases, restorable releases marked. */
  async subscriptions(
    accountId: string,
    brand: BrandId,
    query: PageQuery,
    language: UiLanguage,
  ): Promise<SubscriptionListData> {
    const page = { month: monthRange(query.date), offset: offsetOf(query), limit: query.pageSize };
    return subscriptionHistory(this.db, await this.plans.catalog(), accountId, brand, page, language);
  }
}

/** Query of the offset-paged histories. */
export interface PageQuery {
  date: string;
  pageNo: number;
  pageSize: number;
}

function offsetOf(query: PageQuery): number {
  return (query.pageNo - 1) * query.pageSize;
}
