import {
  CONSOLE_USER_SEARCH_LIMIT,
  type ConsoleUserData,
  fullNumber,
  isBrandId,
  type LedgerEntryKind,
  Retcode,
  ReviewStatus,
  type UserRow,
} from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { brandOf } from '../../lib/brands.ts';
import { say } from '../../text/sentence.ts';
import {
  adjustmentRequestIdOf,
  LedgerKind,
  orderIdOf,
  parseMobilePlanReference,
  parseSubscriptionReference,
} from '../history/ledger-kinds.ts';
import { hasUseCases } from '../profile/profile.options.ts';
import { describeDevice } from '../security/device.ts';
import { liveSessionDetails } from '../sessions/sessions.repo.ts';
import {
  accountWithBalance,
  contentCounts,
  type FoundAccount,
  latestLedgerEntries,
  latestPaymentOrders,
  numbersOfAccounts,
  numbersWithSubscriptions,
  reviewStatesOf,
  searchAccounts,
  type UserQuery,
} from './console-users.repo.ts';
import { adjustmentReasons } from './user-actions.repo.ts';

/** Ledger entries and payment orders the user page shows, newest first. */
const LEDGER_SHOWN = 50;
const PAYMENTS_SHOWN = 20;

/** The user a console call names no longer exists (or never did). */
export const userGone = (accountId: string) =>
  new AppError(Retcode.NOT_FOUND, `accountId: no account ${accountId}`, { say: say('consoleUserGone') });

/**
 * What a search looks for. Emails are kept in lower case and searched by any part; a query that
 * reads as a number (spaces, dashes, brackets and a leading + allowed) is also matched against the
 * verified phone and the own numbers, national or with the calling code, which covers the webchat
 * id (the national phone, or the email without one).
 */
export function userQueryOf(q: string, brand: string | undefined): UserQuery {
  const text = q.trim();
  const digits = text.replace(/[\s()+.-]/g, '');
  return {
    exact: text,
    emailPart: text.toLowerCase(),
    ...(/^\d{3,18}$/.test(digits) ? { digits } : {}),
    brand,
  };
}

/** An account as the console lists it; a deleted account's tombstone email is no address. */
function userRow(account: FoundAccount, numbers: string[]): UserRow | undefined {
  if (!isBrandId(account.brand)) return undefined;
  const email = account.email === null || account.email.startsWith('deleted:') ? null : account.email;
  return {
    accountId: account.id,
    brand: account.brand,
    email,
    phone: account.tel_code && account.phone ? fullNumber(account.tel_code, account.phone) : null,
    status: account.status,
    balance: account.balance,
    currency: brandOf(account.brand).currency.code,
    createdAt: Number(account.created_at),
    numbers,
  };
}

/** When a number's live subscription needs paying next (active) or lapses (grace); null without one. */
function expiryOf(row: {
  status: string | null;
  next_payment_at: number | null;
  grace_until: number | null;
}) {
  if (row.status === 'grace') return row.grace_until === null ? null : Number(row.grace_until);
  if (row.status === 'active') return row.next_payment_at === null ? null : Number(row.next_payment_at);
  return null;
}

/** What the user page says of a ledger entry beside its kind; null where it has nothing to say. */
interface LedgerDetails {
  reason: string | null;
  number: string | null;
  orderId: string | null;
}

/**
 * What a ledger entry says of itself, read from its reference (never shown as it is: it is the
 * server's key): an operator's adjustment the reason the operator gave (as the audit log keeps it),
 * a number's charge the number, a top-up its order. An erased reference (a deleted account's) says
 * nothing.
 */
function detailsOf(
  entry: { kind: LedgerEntryKind; reference: string },
  reasons: Map<string, string>,
): LedgerDetails {
  const none: LedgerDetails = { reason: null, number: null, orderId: null };
  switch (entry.kind) {
    case LedgerKind.operatorAdjust: {
      const requestId = adjustmentRequestIdOf(entry.reference);
      return { ...none, reason: (requestId === undefined ? undefined : reasons.get(requestId)) ?? null };
    }
    case LedgerKind.numberPurchase:
    case LedgerKind.numberRenewal:
      return { ...none, number: parseSubscriptionReference(entry.reference)?.number ?? null };
    case LedgerKind.mobilePlan:
      return { ...none, number: parseMobilePlanReference(entry.reference)?.number ?? null };
    case LedgerKind.topUp:
    case LedgerKind.topUpGift:
      return { ...none, orderId: orderIdOf(entry.reference) ?? null };
    default:
      return none;
  }
}

/** What the console reads of users: search and the user page, metadata only (never a message's text). */
export class ConsoleUserService {
  constructor(private readonly db: Db) {}

  /** Users matching an email, phone, own number, webchat id or account id; newest first, at most 50. */
  async search(q: string, brand: string | undefined): Promise<UserRow[]> {
    const found = await searchAccounts(this.db, userQueryOf(q, brand), CONSOLE_USER_SEARCH_LIMIT);
    const numbers = await numbersOfAccounts(
      this.db,
      found.map((account) => account.id),
    );
    return found.flatMap((account) => userRow(account, numbers.get(account.id) ?? []) ?? []);
  }

  /** The user page: statuses, numbers, balance and ledger, payments, sessions and counts. */
  async detail(accountId: string): Promise<ConsoleUserData> {
    const account = await accountWithBalance(this.db, accountId);
    if (account === undefined) throw userGone(accountId);
    const [numbers, states, ledger, payments, sessions, counts, reasons] = await Promise.all([
      numbersWithSubscriptions(this.db, accountId),
      reviewStatesOf(this.db, accountId),
      latestLedgerEntries(this.db, accountId, LEDGER_SHOWN),
      latestPaymentOrders(this.db, accountId, PAYMENTS_SHOWN),
      liveSessionDetails(this.db, accountId, Date.now()),
      contentCounts(this.db, accountId),
      adjustmentReasons(this.db, accountId),
    ]);
    const user = userRow(
      account,
      numbers.map((row) => row.full_number),
    );
    if (user === undefined) throw userGone(accountId);
    const profile = states.profile ?? ReviewStatus.notFilled;
    return {
      user,
      statuses: {
        profile,
        useCase: hasUseCases(user.brand) ? (states.useCase ?? ReviewStatus.notFilled) : profile,
        identity: states.identity ?? ReviewStatus.notFilled,
      },
      numbers: numbers.map((row) => ({
        number: row.full_number,
        state: row.status ?? 'assigned',
        expiresAt: expiryOf(row),
      })),
      ledger: ledger.map((entry) => ({
        id: entry.id,
        at: Number(entry.created_at),
        kind: entry.kind,
        amount: Number(entry.amount),
        ...detailsOf(entry, reasons),
      })),
      payments: payments.map((order) => ({
        orderId: order.id,
        method: order.method,
        amount: Number(order.amount),
        status: order.status,
        at: Number(order.created_at),
      })),
      sessions: sessions.map((session) => ({
        id: session.id,
        createdAt: session.createdAt,
        lastSeenAt: session.refreshedAt,
        ...describeDevice(session.userAgent),
        userAgent: session.userAgent,
        ip: session.ip,
      })),
      counts,
    };
  }
}
