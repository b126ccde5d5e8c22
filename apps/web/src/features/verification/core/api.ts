import type { CodeNumberType } from '@switchboard/protocol';
import {
  accountAppsDataSchema,
  appListDataSchema,
  CODE_SMS_PAGE_SIZE,
  codeFeeDataSchema,
  codeHistoryDataSchema,
  codeSmsPollDataSchema,
  codeSubDataSchema,
  emptyDataSchema,
  HISTORY_PAGE_SIZE,
  lockedPhoneSchema,
  oldNumberSmsDataSchema,
  oldNumbersDataSchema,
  phoneOptionsDataSchema,
  reSubCodeDataSchema,
  sendCodeSmsDataSchema,
} from '@switchboard/protocol';
import { apiRequest } from '../../../lib/api/client.ts';

/** A number option kind (CodeNumberType value). */
export type NumberType = (typeof CodeNumberType)[keyof typeof CodeNumberType];

/** GET /getAppList: the apps codes can be received for, and the countries with numbers. */
export function getAppList() {
  return apiRequest('getAppList', { schema: appListDataSchema });
}

/** GET /getVerificationCodePhoneListV2: the two special options, then the user's own numbers. */
export async function getPhoneOptions(app: string, code: string) {
  const data = await apiRequest('getVerificationCodePhoneListV2', {
    query: { app, code },
    schema: phoneOptionsDataSchema,
  });
  return data.list;
}

/** GET /getCodeNumberFeeByAppV2: code rate and monthly rent of an app and country. */
export function getFee(app: string, code: string) {
  return apiRequest('getCodeNumberFeeByAppV2', { query: { app, code }, schema: codeFeeDataSchema });
}

/** What a lock asks for: a new number, or one of the user's own again (number), optionally releasing the last one. */
export interface LockParams {
  app: string;
  /** ISO country code. */
  code: string;
  numberType: NumberType;
  number?: string;
  lastApp?: string;
  lastNumber?: string;
}

/** GET /lockVerificationCodePhone; rejects with retcode 500000 when no number is free. */
export function lock(params: LockParams) {
  return apiRequest('lockVerificationCodePhone', {
    query: { ...params, needLog: 1 },
    schema: lockedPhoneSchema,
  });
}

/** GET /releaseVerificationCodePhone: ends the wait on a locked number; a code after it is not charged. */
export async function releaseLock(app: string, number: string, keepalive = false): Promise<void> {
  await apiRequest('releaseVerificationCodePhone', {
    query: { app, number },
    schema: emptyDataSchema,
    keepalive,
  });
}

/** GET /getVerificationCodeSmsList: the count-th poll of a locked number. */
export function poll(app: string, number: string, count: number) {
  return apiRequest('getVerificationCodeSmsList', {
    query: { app, number, count },
    schema: codeSmsPollDataSchema,
  });
}

/** GET /getAppListByAccount: apps the user has numbers for, most recent first. */
export async function getAccountApps() {
  const data = await apiRequest('getAppListByAccount', { schema: accountAppsDataSchema });
  return data.appList;
}

/** GET /getCodeNumberListByAccount: the user's unexpired numbers for an app. */
export async function getOldNumbers(app: string) {
  const data = await apiRequest('getCodeNumberListByAccount', {
    query: { app },
    schema: oldNumbersDataSchema,
  });
  return data.list;
}

/** GET /subVerificationCodePhone: keep a number monthly. */
export function subscribe(app: string, number: string) {
  return apiRequest('subVerificationCodePhone', { query: { app, number }, schema: codeSubDataSchema });
}

/** GET /releaseCodeNumber: give up a kept, unsubscribed number now. */
export async function releaseNumber(app: string, number: string): Promise<void> {
  await apiRequest('releaseCodeNumber', { query: { app, number }, schema: emptyDataSchema });
}

/** GET /unSubVerificationCodePhone: stop keeping a number. */
export function unsubscribe(app: string, number: string) {
  return apiRequest('unSubVerificationCodePhone', { query: { app, number }, schema: codeSubDataSchema });
}

/** POST /reSubVerificationCodePhone: restore a subscription from a history row of month `date` (YYYY-MM). */
export function reSubscribe(historyId: string, date: string) {
  return apiRequest('reSubVerificationCodePhone', {
    method: 'POST',
    body: { historyId, date },
    schema: reSubCodeDataSchema,
  });
}

/** GET /getSubCodeNumberList: one page of the verification history of a month. */
export function getHistory(ym: string, nextPage?: string) {
  return apiRequest('getSubCodeNumberList', {
    query: { ym, nextPage: nextPage || undefined, pageSize: HISTORY_PAGE_SIZE },
    schema: codeHistoryDataSchema,
  });
}

/** GET /getCodeSmsList: one page (20) of an old number's messages in a month. */
export function getOldSms(app: string, number: string, ym: string, nextPage?: string) {
  return apiRequest('getCodeSmsList', {
    query: { app, number, ym, nextPage: nextPage || undefined, pageSize: CODE_SMS_PAGE_SIZE },
    schema: oldNumberSmsDataSchema,
  });
}

/** POST /sendCodeSms: a text from a rented number; plus signs are stripped from `to` as the spec asks. */
export function sendCodeSms(from: string, to: string, app: string, text: string) {
  return apiRequest('sendCodeSms', {
    method: 'POST',
    body: { from, to: to.replace(/\+/g, ''), app, text },
    schema: sendCodeSmsDataSchema,
  });
}
