import type { BillRecord } from '@switchboard/protocol';
import {
  BillType,
  BonusType,
  CALL_LINES,
  CardType,
  RESUBSCRIBABLE_TYPE,
  SUBSCRIPTION_TYPES,
  ValidityType,
} from '@switchboard/protocol';

/** Display names of purchase methods; brand names stay in their own spelling in every language. */
const PURCHASE_METHODS: Record<string, string> = {
  card: 'Visa/Mastercard',
  visa: 'Visa',
  mastercard: 'Mastercard',
  googlewallet: 'Google Pay',
  googlepay: 'Google Pay',
  appleid: 'Apple ID',
  alipay: 'Alipay',
  unionpay: 'UnionPay',
  wechatpay: 'WeChat Pay',
  'wechat pay': 'WeChat Pay',
  paypal: 'PayPal',
  crypto: 'Crypto',
  cryptopay: 'Crypto',
  usdt: 'USDT',
  usdtpay: 'USDT',
  usdc: 'USDC',
  usdcpay: 'USDC',
  tusd: 'TUSD',
  tusdpay: 'TUSD',
  eth: 'ETH',
  ethpay: 'ETH',
  bch: 'BCH',
  bchpay: 'BCH',
};

/** The name of a purchase method as shown (unknown ones are shown as sent). */
export function purchaseMethodName(method: string): string {
  return PURCHASE_METHODS[method.trim().toLowerCase()] ?? method;
}

/** Purchase methods that are not brand names and so are translated (key under `method.`). */
export function translatedMethod(method: string): 'invite' | null {
  return method.trim().toLowerCase() === 'invite' ? 'invite' : null;
}

const BONUS_KEYS: Record<number, string> = {
  [BonusType.register]: 'register',
  [BonusType.setPhone]: 'setPhone',
  [BonusType.checkIn]: 'checkIn',
  [BonusType.video]: 'video',
  [BonusType.offers]: 'offers',
  [BonusType.invite]: 'invite',
  [BonusType.inviteGift]: 'inviteGift',
};

const BILL_KEYS: Record<number, string> = {
  [BillType.topUp]: 'topUp',
  [BillType.call]: 'call',
  [BillType.sms]: 'sms',
  [BillType.mms]: 'sms',
  [BillType.numberPurchase]: 'numberPurchase',
  [BillType.campaign]: 'campaign',
  [BillType.numberRenewal]: 'numberRenewal',
  [BillType.days]: 'days',
  [BillType.bonus]: 'bonus',
  [BillType.verificationCode]: 'verificationCode',
  [BillType.vip]: 'vip',
  [BillType.mobilePlan]: 'mobilePlan',
};

/**
 * The i18n key (namespace history) of a bill row's type: bonuses name their subtype; codes this
 * client does not know fall back to Adjust, the ledger's manual correction.
 */
export function billTypeKey(bill: Pick<BillRecord, 'type' | 'options'>): string {
  if (bill.type === BillType.bonus) {
    const sub = bill.options.type === undefined ? undefined : BONUS_KEYS[bill.options.type];
    return sub ? `bill.bonusType.${sub}` : 'bill.type.bonus';
  }
  return `bill.type.${BILL_KEYS[bill.type] ?? 'adjust'}`;
}

/** SIM kinds a mobile plan names (key under `bill.cardType.`); others are left out. */
export function cardTypeKey(cardType: number | undefined): '1' | '2' | '3' | null {
  if (cardType === CardType.eSim) return '1';
  if (cardType === CardType.sim) return '2';
  if (cardType === CardType.simShipped) return '3';
  return null;
}

/** Whether a SIM kind is shown with its suffix (the spec adds one for cardType 3). */
export function cardTypeHasSuffix(cardType: number | undefined): boolean {
  return cardType === CardType.simShipped;
}

/** Validities 1 to 4 a mobile plan names (key under `bill.validity.`); others are left out. */
export function validityKey(validityType: number | undefined): '1' | '2' | '3' | '4' | null {
  const known = Object.values(ValidityType) as number[];
  return validityType !== undefined && known.includes(validityType)
    ? (String(validityType) as '1' | '2' | '3' | '4')
    : null;
}

/** The call line name key: Economy or Premium per CALL_LINES, null for unnamed tariffs. */
export function callLineKey(line: number): 'economy' | 'premium' | null {
  if ((CALL_LINES.economy as readonly number[]).includes(line)) return 'economy';
  if ((CALL_LINES.premium as readonly number[]).includes(line)) return 'premium';
  return null;
}

/** Billed minutes of a call: whole minutes, rounded up (a 61 s call is 2 minutes). */
export function billedMinutes(seconds: number): number {
  return Math.ceil(Math.max(0, seconds) / 60);
}

/** The i18n key of a subscription type label (unknown types get a generic label). */
export function subscriptionTypeKey(type: number): string {
  return (SUBSCRIPTION_TYPES as readonly number[]).includes(type)
    ? `subscription.type.${type}`
    : 'subscription.type.other';
}

/** Billing cycles the subscription history names (months). */
const CYCLE_MONTHS = [1, 3, 6, 12] as const;

/** The i18n key of a billing cycle's name (Monthly, Quarterly...), or null for none or an unknown one. */
export function cycleKey(months: number): string | null {
  return (CYCLE_MONTHS as readonly number[]).includes(months) ? `subscription.cycle.${months}` : null;
}

/**
 * Whether a subscription row offers re-subscribe: type 100 with a numeric plan id. The server gives
 * type 100 only to a release that can still be restored, never to a subscribed number.
 */
export function canResubscribe(record: { type: number; planId: string }): boolean {
  return record.type === RESUBSCRIBABLE_TYPE && /^\d+$/.test(record.planId);
}
