/**
 * Ledger kinds the histories understand. Payments write topup/topup_gift, messaging writes the
 * message type, the demo writes seed; the Numbers feature writes the subscription kinds with a
 * reference made by subscriptionReference(), so the subscription history can show its rows.
 */
export const LedgerKind = {
  topUp: 'topup',
  topUpGift: 'topup_gift',
  sms: 'sms',
  mms: 'mms',
  inviteBonus: 'invite_bonus',
  seed: 'seed',
  numberPurchase: 'number_purchase',
  numberRenewal: 'number_renewal',
  /** Monthly rent of a kept verification number; reference from codeRentReference(). */
  codeRent: 'code_rent',
  /** A received verification code; reference from codeSmsReference(): one charge per lock. */
  codeSms: 'code_sms',
} as const;

/** Kinds the subscription history lists. */
export const SUBSCRIPTION_KINDS = [LedgerKind.numberPurchase, LedgerKind.numberRenewal] as const;

/** What a subscription charge was for; encoded into its ledger reference. */
export interface SubscriptionRef {
  /** The number, full digits. */
  number: string;
  /** Its calling code. */
  countryCode: string;
  /** A SUBSCRIPTION_TYPES value. */
  type: number;
  /** Plan id, '' when none. */
  planId: string;
  /** Start of the period paid for, ms since the epoch; with the number it makes the reference unique. */
  resDate: number;
  /** The number_subscriptions row paid for: the history's historyId (absent in older references). */
  subscriptionId?: string;
}

/** The ledger reference of a subscription charge: one charge per number and period, ever. */
export function subscriptionReference(ref: SubscriptionRef): string {
  const query = new URLSearchParams({
    number: ref.number,
    countryCode: ref.countryCode,
    type: String(ref.type),
    planId: ref.planId,
    resDate: String(ref.resDate),
  });
  if (ref.subscriptionId !== undefined) query.set('subscriptionId', ref.subscriptionId);
  return `sub?${query.toString()}`;
}

/** Reads back a subscription reference; undefined for anything else. */
export function parseSubscriptionReference(reference: string): SubscriptionRef | undefined {
  if (!reference.startsWith('sub?')) return undefined;
  const query = new URLSearchParams(reference.slice(4));
  const type = Number(query.get('type'));
  const resDate = Number(query.get('resDate'));
  if (!Number.isSafeInteger(type) || !Number.isSafeInteger(resDate)) return undefined;
  const subscriptionId = query.get('subscriptionId');
  return {
    number: query.get('number') ?? '',
    countryCode: query.get('countryCode') ?? '',
    type,
    planId: query.get('planId') ?? '',
    resDate,
    ...(subscriptionId === null ? {} : { subscriptionId }),
  };
}

/** The order id of a top-up reference (`order:<id>`), as the payments feature writes it. */
export function orderIdOf(reference: string): string | undefined {
  return reference.startsWith('order:') ? reference.slice('order:'.length) : undefined;
}

/** The smsId of a message charge reference (`sms:<accountId>:<smsId>`, see messageReference()). */
export function smsIdOf(accountId: string, reference: string): string | undefined {
  const prefix = `sms:${accountId}:`;
  return reference.startsWith(prefix) ? reference.slice(prefix.length) : undefined;
}
