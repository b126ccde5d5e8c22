import type { CodeNumberType } from '@switchboard/protocol';
import { CODE_SMS_PAGE_SIZE } from '@switchboard/protocol';
import { callApi } from '../../../lib/api/client.ts';

// The code service's actions; the lists it shows are the factories of lib/api/verificationQueries.ts.

/** A number option kind (CodeNumberType value). */
export type NumberType = (typeof CodeNumberType)[keyof typeof CodeNumberType];

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

/** Locks a number for the code session (logged); rejects with retcode 500000 when no number is free. */
export function lock(params: LockParams) {
  return callApi('lockVerificationCodePhone', { query: { ...params, needLog: 1 } });
}

/** Ends the wait on a locked number; a code after it is not charged. */
export async function releaseLock(app: string, number: string, keepalive = false): Promise<void> {
  await callApi('releaseVerificationCodePhone', { query: { app, number }, keepalive });
}

/** The count-th poll of a locked number. */
export function poll(app: string, number: string, count: number) {
  return callApi('getVerificationCodeSmsList', { query: { app, number, count } });
}

/** Keeps a number monthly. */
export function subscribe(app: string, number: string) {
  return callApi('subVerificationCodePhone', { query: { app, number } });
}

/** Gives up a kept, unsubscribed number now. */
export async function releaseNumber(app: string, number: string): Promise<void> {
  await callApi('releaseCodeNumber', { query: { app, number } });
}

/** Stops keeping a number. */
export function unsubscribe(app: string, number: string) {
  return callApi('unSubVerificationCodePhone', { query: { app, number } });
}

/** Restores a subscription from a history row of month `date` (YYYY-MM). */
export function reSubscribe(historyId: string, date: string) {
  return callApi('reSubVerificationCodePhone', { body: { historyId, date } });
}

/** One page (20) of an old number's messages in a month. */
export function getOldSms(app: string, number: string, ym: string, nextPage?: string) {
  return callApi('getCodeSmsList', {
    query: { app, number, ym, nextPage: nextPage || undefined, pageSize: CODE_SMS_PAGE_SIZE },
  });
}

/** A text from a rented number; plus signs are stripped from `to` as the spec asks. */
export function sendCodeSms(from: string, to: string, app: string, text: string) {
  return callApi('sendCodeSms', { body: { from, to: to.replace(/\+/g, ''), app, text } });
}

/** Stars or unstars an app for the account; resolves the account's starred apps after it. */
export async function setFavouriteApp(app: string, favourite: boolean): Promise<string[]> {
  return (await callApi('setFavouriteApp', { body: { app, favourite } })).apps;
}
