import { randomUUID } from 'node:crypto';
import {
  type AddressBook,
  addressBookSchema,
  type ImportContactsData,
  type ImportRow,
  type ImportRowResult,
  readAddressBookInput,
  SocketEvent,
} from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import { CONTACT_ID_PATTERN, MAX_CONTACTS, toFields } from './contacts.fields.ts';
import {
  countLive,
  insertContacts,
  liveByImportKeys,
  lockClock,
  type NewContact,
  reserveTimes,
  rowOf,
  updateContact,
} from './contacts.repo.ts';
import { toEntry } from './contacts.wire.ts';

/** A row of the batch with its fields checked (undefined when they are invalid). */
interface Checked {
  row: ImportRow;
  book: AddressBook | undefined;
}

/** What a row will do once its update time is known. */
type Plan =
  | { kind: 'done'; result: ImportRowResult }
  | { kind: 'create' | 'update'; book: AddressBook }
  | { kind: 'same'; first: number };

/** Decides each row: invalid, already created by an earlier try, a repeat of a row above, a merge, or a new contact. */
function planRows(
  checked: readonly Checked[],
  existing: ReadonlyMap<string, Parameters<typeof toEntry>[0]>,
  room: number,
): Plan[] {
  const firstOfKey = new Map<string, number>();
  let free = room;
  return checked.map(({ row, book }, index): Plan => {
    const earlier = firstOfKey.get(row.key);
    if (earlier !== undefined) return { kind: 'same', first: earlier };
    firstOfKey.set(row.key, index);
    const done = (result: Omit<ImportRowResult, 'key'>): Plan => ({
      kind: 'done',
      result: { key: row.key, ...result },
    });
    const found = existing.get(row.key);
    if (found) return done({ status: 'existing', entry: toEntry(found) });
    if (!book) return done({ status: 'failed', reason: 'invalid' });
    const target = row.id?.trim() ?? '';
    if (target !== '') {
      return CONTACT_ID_PATTERN.test(target)
        ? { kind: 'update', book }
        : done({ status: 'failed', reason: 'notFound' });
    }
    if (free <= 0) return done({ status: 'failed', reason: 'full' });
    free -= 1;
    return { kind: 'create', book };
  });
}

/**
 * One batch of an import in one transaction. Rows are checked one by one: an invalid row, a merge
 * into a contact that is gone or a new contact beyond the cap fails alone and the rest are saved. A
 * row whose key the account already has (an earlier try of this batch got through) answers with that
 * contact and creates nothing, so a client may resend a batch whose answer it never saw. The clock
 * lock orders this batch after any other write of the account, a concurrent retry included.
 */
export async function importBatch(
  db: Db,
  events: AccountEvents,
  accountId: string,
  rows: readonly ImportRow[],
  now: number,
): Promise<ImportContactsData> {
  const checked = rows.map((row): Checked => {
    const parsed = addressBookSchema.safeParse(readAddressBookInput(row.addressBook));
    return { row, book: parsed.success ? parsed.data : undefined };
  });
  return events.transaction(db, async (trx, held) => {
    await lockClock(trx, accountId);
    const keys = [...new Set(rows.map((row) => row.key))];
    const found = await liveByImportKeys(trx, accountId, keys);
    const existing = new Map(found.map((row) => [row.import_key ?? '', row]));
    const room = MAX_CONTACTS - (await countLive(trx, accountId));
    const plans = planRows(checked, existing, room);
    const writes = plans.filter((plan) => plan.kind === 'create' || plan.kind === 'update').length;
    let time = writes > 0 ? await reserveTimes(trx, accountId, writes, now) : 0;
    const lastTime = time + writes - 1;

    const results: ImportRowResult[] = [];
    const inserts: NewContact[] = [];
    for (const [index, plan] of plans.entries()) {
      const { row } = checked[index]!;
      if (plan.kind === 'done') results.push(plan.result);
      else if (plan.kind === 'same') {
        // The same key twice in one batch: one contact, the repeat answers as a retry would.
        const first = results[plan.first]!;
        results.push(first.status === 'created' ? { ...first, status: 'existing' } : first);
      } else {
        const fields = toFields(plan.book);
        const updateTime = time++;
        const id = plan.kind === 'create' ? randomUUID() : (row.id?.trim() ?? '');
        const contact: NewContact = {
          id,
          account_id: accountId,
          ...fields,
          update_time: updateTime,
          import_key: plan.kind === 'create' ? row.key : null,
        };
        if (plan.kind === 'create') inserts.push(contact);
        const saved = plan.kind === 'create' || (await updateContact(trx, accountId, id, fields, updateTime));
        results.push(
          saved
            ? {
                key: row.key,
                status: plan.kind === 'create' ? 'created' : 'updated',
                entry: toEntry(rowOf(contact)),
              }
            : { key: row.key, status: 'failed', reason: 'notFound' },
        );
      }
    }
    await insertContacts(trx, inserts);
    if (writes > 0) held.emit(accountId, SocketEvent.contactsChanged, { updateTime: lastTime });
    return { results };
  });
}
