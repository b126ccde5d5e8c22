import type { AddressBook, ImportContactsData, ImportRow } from '@switchboard/protocol';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors.ts';
import { clientWithContacts, makeContact } from '../lib/testing.tsx';
import { readContactsBook } from '../state/contactsQuery.ts';
import { resolveImport } from './duplicates.ts';
import { jobRows, planFromText, runImport } from './importer.ts';

describe('importing the same file again', () => {
  const existing = makeContact('c1', 'Ann Existing', ['1 2125550100']);
  const plan = planFromText(
    'again.csv',
    'name,phone1,phone2,email\nAnn,2125550100,2125550199,ann@example.com\nNew,2125550111,,\nNew again,2125550111,2125550112,\n',
    'US',
  );

  it('merges a contact with a known number into the existing one, and folds repeats within the file', () => {
    const resolution = resolveImport(plan, { c1: existing }, 'merge');
    expect(resolution.duplicates).toBe(2);
    expect(
      resolution.items.map((item) => [item.id, item.book.name, item.book.phoneList.length, item.book.email]),
    ).toEqual([
      ['c1', 'Ann Existing', 2, 'ann@example.com'],
      [undefined, 'New', 2, ''],
    ]);
  });

  it('skips them when asked, and a merge that adds nothing is not sent', () => {
    const skipped = resolveImport(plan, { c1: existing }, 'skip');
    expect(skipped.items.map((item) => item.book.name)).toEqual(['New']);
    expect(skipped.skipped.map((row) => [row.index, row.reason])).toEqual([
      [2, 'duplicate'],
      [4, 'duplicate'],
    ]);
    const same = makeContact('c2', 'Ann', ['1 2125550100', '1 2125550199']);
    const full = { ...same, email: 'ann@example.com' };
    const nothingNew = resolveImport(
      planFromText('x.csv', 'name,phone\nAnn,2125550100\n', 'US'),
      { c2: full },
      'merge',
    );
    expect(nothingNew.items).toEqual([]);
    expect(nothingNew.skipped.map((row) => row.reason)).toEqual(['duplicate']);
  });
});

describe('runImport', () => {
  const items = Array.from({ length: 5 }, (_, index) => ({
    row: { where: 'row' as const, index: index + 2, notes: [], book: makeBook(`P${index}`) },
    book: makeBook(`P${index}`),
  }));
  /** A server standing in for importCloudAddressBook: creates each key once. */
  function server() {
    const created = new Map<string, string>();
    const calls: string[][] = [];
    const send = vi.fn(async (rows: readonly ImportRow[]): Promise<ImportContactsData> => {
      calls.push(rows.map((row) => row.key));
      return {
        results: rows.map((row) => {
          const again = created.has(row.key);
          if (!again) created.set(row.key, `id-${created.size}`);
          const id = created.get(row.key)!;
          const book = row.addressBook as AddressBook;
          return {
            key: row.key,
            status: again ? ('existing' as const) : ('created' as const),
            entry: { id, addressBook: JSON.stringify(book), deleted: false, updateTime: 1 },
          };
        }),
      };
    });
    return { created, calls, send };
  }

  it('sends batches, retries a lost answer with the same keys and creates nothing twice', async () => {
    const client = clientWithContacts();
    const { created, calls, send } = server();
    let lose = true;
    const flaky = vi.fn(async (rows: readonly ImportRow[]) => {
      const answer = await send(rows);
      if (calls.length === 2 && lose) {
        lose = false;
        throw new ApiError('network', 0, '', 0);
      }
      return answer;
    });
    const progress = vi.fn();
    const outcome = await runImport(client, jobRows(items, 'imp'), {
      send: flaky,
      batchSize: 2,
      pause: async () => {},
      onProgress: progress,
    });
    expect(outcome).toMatchObject({ created: 5, updated: 0, failed: [], stopped: null, remaining: [] });
    expect(calls).toEqual([['imp:0', 'imp:1'], ['imp:2', 'imp:3'], ['imp:2', 'imp:3'], ['imp:4']]);
    expect(created.size).toBe(5);
    expect(progress.mock.calls).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
    expect(Object.keys(readContactsBook(client)?.byId ?? {})).toHaveLength(5);
  });

  it('stops between batches when cancelled, and the rest can be sent later with the same keys', async () => {
    const client = clientWithContacts();
    const { calls, send } = server();
    const controller = new AbortController();
    const rows = jobRows(items, 'imp');
    const first = await runImport(client, rows, {
      send,
      batchSize: 2,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    expect(first).toMatchObject({ created: 2, stopped: 'cancelled' });
    expect(first.remaining.map((row) => row.row.key)).toEqual(['imp:2', 'imp:3', 'imp:4']);
    const rest = await runImport(client, first.remaining, { send, batchSize: 2 });
    expect(rest).toMatchObject({ created: 3, stopped: null });
    expect(calls.flat()).toEqual(['imp:0', 'imp:1', 'imp:2', 'imp:3', 'imp:4']);
  });

  it('keeps the unsent rows when the connection stays down, and records refused rows', async () => {
    const client = clientWithContacts();
    const down = vi.fn(async (): Promise<ImportContactsData> => {
      throw new ApiError('network', 0, '', 0);
    });
    const outcome = await runImport(client, jobRows(items, 'imp'), { send: down, pause: async () => {} });
    expect(outcome).toMatchObject({ created: 0, stopped: 'network' });
    expect(outcome.remaining).toHaveLength(5);
    expect(down).toHaveBeenCalledTimes(3);

    const refusing = vi.fn(
      async (rows: readonly ImportRow[]): Promise<ImportContactsData> => ({
        results: rows.map((row) => ({ key: row.key, status: 'failed' as const, reason: 'full' as const })),
      }),
    );
    const full = await runImport(client, jobRows(items.slice(0, 1), 'imp'), { send: refusing });
    expect(full.failed).toEqual([{ name: 'P0', reason: 'full' }]);
  });
});

function makeBook(name: string): AddressBook {
  return {
    name,
    email: '',
    companyName: '',
    note: '',
    phoneList: [{ telCode: '1', phone: String(2_125_550_100 + name.length), tag: 'Mobile' }],
  };
}
