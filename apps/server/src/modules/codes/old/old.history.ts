import { type CodeHistoryItem, type UiLanguage, VerificationHistoryType } from '@switchboard/protocol';
import type { Db } from '../../../db/types.ts';
import type { BillEntry } from '../../history/history.repo.ts';
import { decodeCursor, encodeCursor, monthRange } from '../../history/history.service.ts';
import { LedgerKind } from '../../history/ledger-kinds.ts';
import { appName } from '../catalog.ts';
import { CODE_SMS_KIND, dayOf, parseCodeChargeReference } from './old.rent.ts';
import { type RentalRow, rentalsByIds } from './old.repo.ts';

const KINDS: readonly string[] = [CODE_SMS_KIND, LedgerKind.codeRent];

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

async function monthEntries(
  db: Db,
  accountId: string,
  query: { ym: string; pageSize: number; nextPage?: string | undefined },
): Promise<BillEntry[]> {
  const month = monthRange(query.ym);
  const after = query.nextPage ? decodeCursor(query.nextPage) : undefined;
  let select = db
    .selectFrom('ledger_entries')
    .select(['id', 'amount', 'kind', 'reference', 'created_at', 'balance_after'])
    .where('account_id', '=', accountId)
    .where('kind', 'in', [...KINDS])
    .where('created_at', '>=', month.from)
    .where('created_at', '<', month.to);
  if (after !== undefined) {
    select = select.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize + 1)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amount: Number(row.amount),
    kind: row.kind,
    reference: row.reference,
    createdAt: Number(row.created_at),
    balanceAfter: Number(row.balance_after ?? 0),
  }));
}

/** One page of the verification history (codes and rents of the UTC month), newest first. */
export async function codeHistory(
  db: Db,
  accountId: string,
  query: { ym: string; pageSize: number; nextPage?: string | undefined },
  language: UiLanguage,
  now = Date.now(),
): Promise<{ list: CodeHistoryItem[]; nextPage: string }> {
  const entries = await monthEntries(db, accountId, query);
  const page = entries.slice(0, query.pageSize);
  const refs = page.map((entry) => parseCodeChargeReference(entry.reference));
  const rentals = await rentalsByIds(
    db,
    refs.flatMap((ref) => (ref ? [ref.rentalId] : [])),
  );
  const list = page.map((entry, index): CodeHistoryItem => {
    const ref = refs[index];
    const rental = ref ? rentals.get(ref.rentalId) : undefined;
    const type = typeOf(entry, ref?.start ?? false);
    return {
      _id: entry.id,
      number: rental?.full_number ?? '',
      name: rental ? appName(rental.app, language) : '',
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
    list,
    nextPage:
      entries.length > query.pageSize && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : '',
  };
}
