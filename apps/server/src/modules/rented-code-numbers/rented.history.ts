import {
  type CodeHistoryItem,
  type LedgerEntryKind,
  monthRange,
  type UiLanguage,
  VerificationHistoryType,
} from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { codeAppCatalogue } from '../code-numbers/app-catalogue.ts';
import { type BillEntry, ledgerCount, ledgerPage } from '../history/history.repo.ts';
import { decodeCursor, encodeCursor } from '../history/history.service.ts';
import { LedgerKind } from '../history/ledger-kinds.ts';
import { CODE_SMS_KIND, dayOf, parseCodeChargeReference } from './rented.rent.ts';
import { type RentalRow, rentalsByIds } from './rented.repo.ts';

const KINDS: readonly LedgerEntryKind[] = [CODE_SMS_KIND, LedgerKind.codeRent];

/**
 * Type of a charge: a code is 1; a rent that started a subscription (subscribe, re-subscribe) is
 * 100, the row that offers re-subscribing; a rent the monthly job took is 2.
 */
function typeOf(entry: BillEntry, start: boolean): number {
  if (entry.kind === CODE_SMS_KIND) return VerificationHistoryType.code;
  return start ? VerificationHistoryType.subscription : VerificationHistoryType.rent;
}

/** The date a type-100 row offers to restore until: only while the rental is kept but not subscribed. */
function restorableUntil(rental: RentalRow | undefined, now: number): string {
  if (rental === undefined || (rental.status !== 'active' && rental.status !== 'released')) return '';
  if (rental.expires_at === null || rental.expires_at <= now) return '';
  return dayOf(rental.expires_at);
}

/**
 * One page of the verification history (codes and rents of the UTC month), newest first, with the
 * month's total.
 */
export async function codeHistory(
  db: Db,
  accountId: string,
  query: { ym: string; pageSize: number; nextPage?: string | undefined },
  language: UiLanguage,
  now = Date.now(),
): Promise<{ totalRows: number; list: CodeHistoryItem[]; nextPage: string }> {
  const month = monthRange(query.ym);
  const kinds = { only: KINDS };
  const after = query.nextPage ? decodeCursor(query.nextPage) : undefined;
  const entries = await ledgerPage(db, accountId, kinds, month, after, query.pageSize + 1);
  const totalRows = await ledgerCount(db, accountId, kinds, month);
  const page = entries.slice(0, query.pageSize);
  const refs = page.map((entry) => parseCodeChargeReference(entry.reference));
  const rentals = await rentalsByIds(
    db,
    refs.flatMap((ref) => (ref ? [ref.rentalId] : [])),
  );
  const apps = await codeAppCatalogue(db).load();
  const list = page.map((entry, index): CodeHistoryItem => {
    const ref = refs[index];
    const rental = ref ? rentals.get(ref.rentalId) : undefined;
    const type = typeOf(entry, ref?.start ?? false);
    return {
      _id: entry.id,
      number: rental?.full_number ?? '',
      name: rental ? apps.name(rental.app, language) : '',
      type,
      date: entry.createdAt,
      charge: entry.amount,
      nextPaymentDate: type === VerificationHistoryType.subscription ? restorableUntil(rental, now) : '',
      historyId: ref?.rentalId ?? '',
      resDate: ref?.resDate ?? entry.createdAt,
    };
  });
  const last = page.at(-1);
  return {
    totalRows,
    list,
    nextPage:
      entries.length > query.pageSize && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : '',
  };
}
