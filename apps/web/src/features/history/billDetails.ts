import {
  type BillRecord,
  BillType,
  type BrandConfig,
  formatFullNumber,
  formatPhone,
  type UiLanguage,
} from '@switchboard/protocol';
import type { TFunction } from 'i18next';
import { formatTotal } from '../../lib/money.ts';
import {
  billedMinutes,
  cardTypeHasSuffix,
  cardTypeKey,
  purchaseMethodName,
  translatedMethod,
  validityKey,
} from './labels.ts';

/** A stored number in international format, with its calling code when the row has one. */
function withCode(number: string, countryCode: string | undefined): string {
  return countryCode ? formatPhone(countryCode, number) : formatFullNumber(number);
}

/** "Outgoing · +1 702 555 0100 → +1 702 555 0111": the direction and both ends of a call or message. */
function route(options: BillRecord['options'], t: TFunction<'history'>): string[] {
  const parts: string[] = [];
  if (options.direction) parts.push(t(`direction.${options.direction}`));
  if (options.from || options.to)
    parts.push(`${formatFullNumber(options.from ?? '')} → ${formatFullNumber(options.to ?? '')}`);
  return parts;
}

/** "Google · +1 201 555 0100": the app and the number of a verification charge. */
function appAndNumber(options: BillRecord['options']): string[] {
  const parts: string[] = [];
  if (options.name) parts.push(options.name);
  if (options.number) parts.push(withCode(options.number, options.countryCode));
  return parts;
}

/** "eSIM · Quarterly": the SIM kind (with the suffix of kind 3) and the validity of a mobile plan. */
function simAndValidity(options: BillRecord['options'], t: TFunction<'history'>): string[] {
  const parts: string[] = [];
  const card = cardTypeKey(options.cardType);
  if (card !== null) {
    const name = t(`bill.cardType.${card}`);
    parts.push(cardTypeHasSuffix(options.cardType) ? t('bill.cardWithSuffix', { card: name }) : name);
  }
  const validity = validityKey(options.validityType);
  if (validity !== null) parts.push(t(`bill.validity.${validity}`));
  return parts;
}

/**
 * The details line of a bill row, from the options its type carries: amount, purchase method and
 * gift for top-ups, direction and ends for calls and messages, minutes for calls, the app and
 * number of verification charges (with the days of a rent), the number for subscriptions, the
 * SIM kind, validity and order or number of mobile plans, the days of a VIP membership.
 */
export function billDetails(
  bill: Pick<BillRecord, 'type' | 'options'>,
  t: TFunction<'history'>,
  brand: BrandConfig,
  language: UiLanguage,
): string {
  const { options } = bill;
  const parts: string[] = [];
  switch (bill.type) {
    case BillType.topUp: {
      if (options.amount !== undefined)
        parts.push(t('bill.amount', { amount: formatTotal(options.amount, brand, language) }));
      if (options.purchaseMethod) {
        const special = translatedMethod(options.purchaseMethod);
        parts.push(special ? t(`method.${special}`) : purchaseMethodName(options.purchaseMethod));
      }
      if (options.gift) parts.push(t('payment.gift', { amount: formatTotal(options.gift, brand, language) }));
      break;
    }
    case BillType.call:
      parts.push(...route(options, t));
      if (options.duration !== undefined)
        parts.push(t('minutes', { count: billedMinutes(options.duration) }));
      break;
    case BillType.sms:
    case BillType.mms:
      parts.push(...route(options, t));
      if (options.count !== undefined) parts.push(t('bill.segments', { count: options.count }));
      break;
    case BillType.campaign:
      if (options.campaignName) parts.push(options.campaignName);
      if (options.successCount !== undefined) parts.push(t('bill.segments', { count: options.successCount }));
      break;
    case BillType.verificationCode:
      parts.push(...appAndNumber(options));
      break;
    case BillType.days:
      parts.push(...appAndNumber(options));
      if (options.days !== undefined) parts.push(t('bill.days', { count: options.days }));
      break;
    case BillType.vip:
      if (options.days !== undefined) parts.push(t('bill.days', { count: options.days }));
      break;
    case BillType.mobilePlan:
      parts.push(...simAndValidity(options, t));
      if (options.orderId) parts.push(t('bill.order', { id: options.orderId }));
      if (options.planCount !== undefined) parts.push(t('bill.plans', { count: options.planCount }));
      if (options.number) parts.push(withCode(options.number, options.countryCode));
      break;
    default:
      if (options.number) parts.push(withCode(options.number, options.countryCode));
  }
  return parts.join(' · ');
}
