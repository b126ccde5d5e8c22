import { type BillRecord, BillType, BonusType, type UiLanguage } from '@switchboard/protocol';
import type { Executor } from '../../db/types.ts';
import { paymentMethodName } from '../payments/payment-method-names.ts';
import { type BillEntry, giftEntries, messagesBySmsId, orderMethods } from './history.repo.ts';
import { LedgerKind, orderIdOf, parseSubscriptionReference, smsIdOf } from './ledger-kinds.ts';

function defined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

/**
 * Turns ledger entries into bill rows. A top-up row carries its gift: charge and afterBalance
 * include it, options show amount and gift apart. Kinds without a bill type of their own (seed,
 * operator or test credits) are shown as BillType.adjust. A top-up's purchase method is named in
 * the reader's language.
 */
export async function toBillRecords(
  ex: Executor,
  accountId: string,
  entries: BillEntry[],
  language: UiLanguage,
): Promise<BillRecord[]> {
  const topUps = entries.filter((entry) => entry.kind === LedgerKind.topUp);
  const gifts = await giftEntries(
    ex,
    accountId,
    topUps.map((entry) => entry.reference),
  );
  const orders = await orderMethods(
    ex,
    accountId,
    topUps.map((entry) => orderIdOf(entry.reference)).filter(defined),
  );
  const messages = await messagesBySmsId(
    ex,
    accountId,
    entries.map((entry) => smsIdOf(accountId, entry.reference)).filter(defined),
  );

  return entries.map((entry): BillRecord => {
    const base = {
      _id: entry.id,
      date: entry.createdAt,
      charge: entry.amount,
      afterBalance: entry.balanceAfter,
    };
    switch (entry.kind) {
      case LedgerKind.topUp: {
        const gift = gifts.get(entry.reference);
        const order = orders.get(orderIdOf(entry.reference) ?? '');
        return {
          ...base,
          type: BillType.topUp,
          charge: entry.amount + (gift?.amount ?? 0),
          afterBalance: gift?.balanceAfter ?? entry.balanceAfter,
          options: {
            amount: entry.amount,
            gift: gift?.amount ?? 0,
            purchaseMethod: order ? paymentMethodName(order.method, language) : '',
          },
        };
      }
      case LedgerKind.sms:
      case LedgerKind.mms: {
        const message = messages.get(smsIdOf(accountId, entry.reference) ?? '');
        const options = message
          ? {
              direction: message.direction,
              from: message.direction === 'out' ? message.own_full : message.other_full,
              to: message.direction === 'out' ? message.other_full : message.own_full,
              count: Number(message.segments),
            }
          : {};
        return { ...base, type: entry.kind === LedgerKind.sms ? BillType.sms : BillType.mms, options };
      }
      case LedgerKind.inviteBonus:
        return { ...base, type: BillType.bonus, options: { type: BonusType.invite } };
      case LedgerKind.numberPurchase:
      case LedgerKind.numberRenewal: {
        const ref = parseSubscriptionReference(entry.reference);
        return {
          ...base,
          type: entry.kind === LedgerKind.numberPurchase ? BillType.numberPurchase : BillType.numberRenewal,
          options: ref ? { number: ref.number, countryCode: ref.countryCode } : {},
        };
      }
      // A verification code received on a rented number is an incoming SMS; its monthly rent is the
      // spec's "verification-number subscription" (type 9).
      case LedgerKind.codeSms:
        return { ...base, type: BillType.sms, options: { direction: 'in' as const } };
      case LedgerKind.codeRent:
        return { ...base, type: BillType.days, options: {} };
      default:
        return { ...base, type: BillType.adjust, options: {} };
    }
  });
}
