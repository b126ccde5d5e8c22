import type { LedgerEntryKind } from '@switchboard/protocol';

/**
 * Ledger kinds the histories understand. Payments write topup/topup_gift, messaging writes the
 * message type, the demo writes seed; the Numbers feature writes the subscription kinds with a
 * reference made by subscriptionReference(), so the subscription history can show its rows. The
 * ledger takes only the contract's kinds (ledgerEntryKinds), which the console names.
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
  /** A mobile plan bought in the embedded plan pages; reference from mobilePlanReference(). */
  mobilePlan: 'mobile_plan',
  /** A VIP membership period; reference from vipReference(). */
  vipMembership: 'vip_membership',
  /** An operator's balance adjustment, either sign, shown as Adjust; reference from adjustmentReference(). */
  operatorAdjust: 'operator_adjust',
  /** An operator's refund of a payment order to the balance, shown as Adjust; reference from refundReference(). */
  operatorRefund: 'operator_refund',
  /** The balance of a deleted account, written off with it. */
  forfeit: 'forfeit',
} as const satisfies Record<string, LedgerEntryKind>;

/** Start of the ledger reference of a payment order's top-up and gift (`order:<id>`). */
export const ORDER_REFERENCE_PREFIX = 'order:';

/** The ledger reference of a payment order's top-up and its gift: one of each per order, ever. */
export function orderReference(orderId: string): string {
  return `${ORDER_REFERENCE_PREFIX}${orderId}`;
}

/** The ledger reference of an operator's refund of an order: one per order, ever, so a repeat moves nothing. */
export function refundReference(orderId: string): string {
  return `refund:${orderId}`;
}

/**
 * The ledger reference (kind operator_refund, a debit) of the top-up taken back from the balance when
 * a paid order is refunded to its payer: one per claim of the order, so a repeat never takes it twice.
 */
export function payerRefundReference(orderId: string, attempt: number): string {
  return `payerRefund:${orderId}:${attempt}`;
}

/** The reference of the credit that gives back payerRefundReference's debit when the provider refused. */
export function payerRefundReversalReference(orderId: string, attempt: number): string {
  return `payerRefundReversal:${orderId}:${attempt}`;
}

/** The ledger reference of an operator's adjustment: one per request id, ever, so a repeat moves nothing. */
export function adjustmentReference(requestId: string): string {
  return `console:${requestId}`;
}

/** The request id of an adjustment's reference; undefined for anything else. */
export function adjustmentRequestIdOf(reference: string): string | undefined {
  return reference.startsWith('console:') ? reference.slice('console:'.length) : undefined;
}

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

/** What a mobile-plan charge bought; encoded into its ledger reference. */
export interface MobilePlanRef {
  /** A MobilePlanKind: an order of plans, or the plan of one number. */
  kind: number;
  /** The plan order; with the kind it makes the reference unique. */
  orderId: string;
  /** Plans in the order (kind order). */
  planCount?: number;
  /** The number, full digits, and its calling code (kind number). */
  number?: string;
  countryCode?: string;
  /** A CardType. */
  cardType: number;
  /** A ValidityType. */
  validityType: number;
}

/** The ledger reference of a mobile-plan charge: one charge per order and kind, ever. */
export function mobilePlanReference(ref: MobilePlanRef): string {
  const query = new URLSearchParams({
    kind: String(ref.kind),
    orderId: ref.orderId,
    cardType: String(ref.cardType),
    validityType: String(ref.validityType),
  });
  if (ref.planCount !== undefined) query.set('planCount', String(ref.planCount));
  if (ref.number !== undefined) query.set('number', ref.number);
  if (ref.countryCode !== undefined) query.set('countryCode', ref.countryCode);
  return `plan?${query.toString()}`;
}

/** A whole number from a reference's query, undefined when absent or not one. */
function integerOf(query: URLSearchParams, key: string): number | undefined {
  const text = query.get(key);
  const value = text === null || text === '' ? Number.NaN : Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** Reads back a mobile-plan reference; undefined for anything else. */
export function parseMobilePlanReference(reference: string): MobilePlanRef | undefined {
  if (!reference.startsWith('plan?')) return undefined;
  const query = new URLSearchParams(reference.slice(5));
  const kind = integerOf(query, 'kind');
  const cardType = integerOf(query, 'cardType');
  const validityType = integerOf(query, 'validityType');
  if (kind === undefined || cardType === undefined || validityType === undefined) return undefined;
  const planCount = integerOf(query, 'planCount');
  const number = query.get('number');
  const countryCode = query.get('countryCode');
  return {
    kind,
    orderId: query.get('orderId') ?? '',
    cardType,
    validityType,
    ...(planCount === undefined ? {} : { planCount }),
    ...(number === null ? {} : { number }),
    ...(countryCode === null ? {} : { countryCode }),
  };
}

/** The ledger reference of a VIP membership charge: one per period start, ever. */
export function vipReference(periodStart: number, days: number): string {
  return `vip?start=${periodStart}&days=${days}`;
}

/** The days a VIP reference paid for; undefined for anything else. */
export function vipDaysOf(reference: string): number | undefined {
  if (!reference.startsWith('vip?')) return undefined;
  return integerOf(new URLSearchParams(reference.slice(4)), 'days');
}
