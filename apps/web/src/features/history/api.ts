import {
  billListDataSchema,
  callListDataSchema,
  HISTORY_PAGE_SIZE,
  PAYMENT_HISTORY_PAGE_SIZE,
  paymentListDataSchema,
  smsListDataSchema,
  subscriptionListDataSchema,
} from '@switchboard/protocol';
import { apiRequest } from '../../lib/api/client.ts';

/** GET /getPaymentList: every paid order of a month in one page. */
export function getPaymentList(date: string) {
  return apiRequest('getPaymentList', {
    query: { pageSize: PAYMENT_HISTORY_PAGE_SIZE, pageNo: 1, date },
    schema: paymentListDataSchema,
  });
}

/** GET /getBillList: one page of a month's ledger, continued by the previous page's token. */
export function getBillList(ym: string, nextPage: string) {
  return apiRequest('getBillList', {
    query: { pageSize: HISTORY_PAGE_SIZE, nextPage: nextPage === '' ? undefined : nextPage, ym },
    schema: billListDataSchema,
  });
}

/** GET /getCallList: one page of a month's calls. */
export function getCallList(date: string, pageNo: number) {
  return apiRequest('getCallList', {
    query: { pageSize: HISTORY_PAGE_SIZE, pageNo, date },
    schema: callListDataSchema,
  });
}

/** GET /getNormalSmsList: one page of a month's messages. */
export function getSmsList(date: string, pageNo: number) {
  return apiRequest('getNormalSmsList', {
    query: { pageSize: HISTORY_PAGE_SIZE, pageNo, date },
    schema: smsListDataSchema,
  });
}

/** GET /getSubscriptionList: one page of a month's number subscriptions. */
export function getSubscriptionList(date: string, pageNo: number) {
  return apiRequest('getSubscriptionList', {
    query: { pageSize: HISTORY_PAGE_SIZE, pageNo, date },
    schema: subscriptionListDataSchema,
  });
}
