import {
  addMonths,
  type BillRecord,
  BillType,
  BonusType,
  MobilePlanKind,
  type UiLanguage,
} from '@switchboard/protocol';
import type { Db, Executor } from '../../db/types.ts';
import { type CodeAppList, codeAppCatalogue } from '../code-numbers/app-catalogue.ts';
import { inviteReference } from '../invite/invite.service.ts';
import { paymentMethodName } from '../payments/payment-method-names.ts';
import { parseCodeChargeReference } from '../rented-code-numbers/rented.rent.ts';
import { type RentalRow, rentalsByIds } from '../rented-code-numbers/rented.repo.ts';
import { type BillEntry, giftEntries, messagesBySmsId, orderMethods } from './history.repo.ts';
import {
  LedgerKind,
  orderIdOf,
  parseMobilePlanReference,
  parseSubscriptionReference,
  smsIdOf,
  vipDaysOf,
} from './ledger-kinds.ts';

const DAY_MS = 86_400_000;

function defined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

/** Days of the month that starts at `start` (28 to 31, by the calendar). */
function daysOfMonthFrom(start: number): number {
  return Math.round((addMonths(start, 1) - start) / DAY_MS);
}

/** What the bill rows of a page need besides their entries, read in one go per kind. */
interface Lookups {
  gifts: Map<string, BillEntry>;
  orders: Map<string, { method: string }>;
  messages: Awaited<ReturnType<typeof messagesBySmsId>>;
  rentals: Map<string, RentalRow>;
}

async function lookups(ex: Executor, accountId: string, entries: BillEntry[]): Promise<Lookups> {
  const topUps = entries.filter((entry) => entry.kind === LedgerKind.topUp);
  const codeCharges = entries.filter(
    (entry) => entry.kind === LedgerKind.codeSms || entry.kind === LedgerKind.codeRent,
  );
  const [gifts, orders, messages, rentals] = await Promise.all([
    giftEntries(
      ex,
      accountId,
      topUps.map((entry) => entry.reference),
    ),
    orderMethods(ex, accountId, topUps.map((entry) => orderIdOf(entry.reference)).filter(defined)),
    messagesBySmsId(
      ex,
      accountId,
      entries.map((entry) => smsIdOf(accountId, entry.reference)).filter(defined),
    ),
    rentalsByIds(
      ex,
      codeCharges.map((entry) => parseCodeChargeReference(entry.reference)?.rentalId).filter(defined),
    ),
  ]);
  return { gifts, orders, messages, rentals };
}

/** Number and app of a verification charge (code or rent), from its rental. */
function verificationOptions(
  entry: BillEntry,
  rentals: Map<string, RentalRow>,
  language: UiLanguage,
  apps: CodeAppList,
): BillRecord['options'] {
  const ref = parseCodeChargeReference(entry.reference);
  const rental = ref === undefined ? undefined : rentals.get(ref.rentalId);
  if (rental === undefined) return {};
  return { number: rental.full_number, countryCode: rental.tel_code, name: apps.name(rental.app, language) };
}

/** A mobile plan's row: an order (id, plan count) or one number's plan, each with its SIM and validity. */
function mobilePlanOptions(reference: string): BillRecord['options'] {
  const ref = parseMobilePlanReference(reference);
  if (ref === undefined) return {};
  const sim = { type: ref.kind, cardType: ref.cardType, validityType: ref.validityType };
  if (ref.kind === MobilePlanKind.order)
    return {
      ...sim,
      orderId: ref.orderId,
      ...(ref.planCount === undefined ? {} : { planCount: ref.planCount }),
    };
  return {
    ...sim,
    ...(ref.number === undefined ? {} : { number: ref.number }),
    ...(ref.countryCode === undefined ? {} : { countryCode: ref.countryCode }),
  };
}

/**
 * Turns ledger entries into bill rows. A top-up row carries its gift: charge and afterBalance
 * include it, options show amount and gift apart. Kinds without a bill type of their own (seed,
 * operator or test credits) are shown as BillType.adjust. A top-up's purchase method and a
 * verification charge's app are named in the reader's language.
 */
export async function toBillRecords(
  db: Db,
  accountId: string,
  entries: BillEntry[],
  language: UiLanguage,
): Promise<BillRecord[]> {
  const { gifts, orders, messages, rentals } = await lookups(db, accountId, entries);
  // Disabled apps are still named: the catalogue keeps every app it ever had.
  const apps = await codeAppCatalogue(db).load();

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
      // Both sides of a redemption are paid under the invitee's reference: the invitee's own
      // credit is the gift for using a code, the inviter's the reward for the friend.
      case LedgerKind.inviteBonus: {
        const gift = entry.reference === inviteReference(accountId);
        return {
          ...base,
          type: BillType.bonus,
          options: { type: gift ? BonusType.inviteGift : BonusType.invite },
        };
      }
      case LedgerKind.numberPurchase:
      case LedgerKind.numberRenewal: {
        const ref = parseSubscriptionReference(entry.reference);
        return {
          ...base,
          type: entry.kind === LedgerKind.numberPurchase ? BillType.numberPurchase : BillType.numberRenewal,
          options: ref ? { number: ref.number, countryCode: ref.countryCode } : {},
        };
      }
      // A code received on a rented number is a charge of the verification service, not a message.
      case LedgerKind.codeSms:
        return {
          ...base,
          type: BillType.verificationCode,
          options: verificationOptions(entry, rentals, language, apps),
        };
      // The month's rent of a kept verification number: the spec's type 9, a count of days.
      case LedgerKind.codeRent: {
        const ref = parseCodeChargeReference(entry.reference);
        return {
          ...base,
          type: BillType.days,
          options: {
            ...verificationOptions(entry, rentals, language, apps),
            ...(ref === undefined ? {} : { days: daysOfMonthFrom(ref.resDate) }),
          },
        };
      }
      case LedgerKind.mobilePlan:
        return { ...base, type: BillType.mobilePlan, options: mobilePlanOptions(entry.reference) };
      case LedgerKind.vipMembership: {
        const days = vipDaysOf(entry.reference);
        return { ...base, type: BillType.vip, options: days === undefined ? {} : { days } };
      }
      default:
        return { ...base, type: BillType.adjust, options: {} };
    }
  });
}
