import { randomUUID } from 'node:crypto';
import { type AddressBookInput, AUTH_HEADER, apiUrl, type ImportRow } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { MAX_CONTACTS } from '../src/modules/contacts/contacts.service.ts';
import { bookOf, contact, contactCalls, fillAddressBook, wireOf } from './helpers/contacts.ts';
import { registerAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const { save, create, list, importRows, remove } = contactCalls(() => t.app);

const t = useTestApp();

/** Every live entry of the account, all pages. */
async function everything(account: Parameters<typeof list>[0]) {
  const entries = [];
  let startTime: number | null = 0;
  while (startTime !== null) {
    const page = await list(account, { startTime: String(startTime) });
    entries.push(...page.body.data.addressBookList);
    startTime = page.body.data.nextStartTime;
  }
  return entries;
}

/** Import rows for `count` contacts, keyed by an import id and the row number. */
function rowsOf(importId: string, count: number, from = 0): ImportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `${importId}:${from + index}`,
    addressBook: contact({
      name: `Person ${from + index}`,
      phoneList: [{ telCode: '1', phone: String(2_125_550_000 + from + index), tag: 'Mobile' }],
    }),
  }));
}

describe('importCloudAddressBook', () => {
  it('imports 2,000 contacts in batches, and a retry of every batch creates nothing twice', async () => {
    const alice = await registerAccount(t.app);
    const importId = randomUUID();
    const batches = [0, 500, 1000, 1500].map((from) => rowsOf(importId, 500, from));
    for (const rows of batches) {
      const answer = await importRows(alice, rows);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      expect(answer.body.data.results.every((result) => result.status === 'created')).toBe(true);
    }
    expect(await everything(alice)).toHaveLength(2000);

    // The answers were lost: the client sends every batch again with the same keys.
    for (const rows of batches) {
      const again = await importRows(alice, rows);
      expect(again.body.data.results.map((result) => result.status)).toEqual(rows.map(() => 'existing'));
      expect(again.body.data.results[0]?.entry?.id).toBeTruthy();
    }
    const entries = await everything(alice);
    expect(entries).toHaveLength(2000);
    expect(new Set(entries.map((entry) => bookOf(entry).name)).size).toBe(2000);
  }, 60_000);

  it('a retry racing the first try still creates each contact once', async () => {
    const alice = await registerAccount(t.app);
    const rows = rowsOf(randomUUID(), 50);
    const [first, second] = await Promise.all([importRows(alice, rows), importRows(alice, rows)]);
    const statuses = [...first.body.data.results, ...second.body.data.results].map((r) => r.status);
    expect(statuses.filter((status) => status === 'created')).toHaveLength(50);
    expect(statuses.filter((status) => status === 'existing')).toHaveLength(50);
    expect(await everything(alice)).toHaveLength(50);
  });

  it('reports a bad row, a merge, a lost merge target and a repeated key row by row', async () => {
    const alice = await registerAccount(t.app);
    const kept = await create(alice, { name: 'Kept' });
    const gone = await create(alice, { name: 'Gone' });
    await remove(alice, gone.id);
    const merged: AddressBookInput = contact({
      name: 'Kept',
      phoneList: [
        { telCode: '1', phone: '2125550100', tag: 'Mobile' },
        { telCode: '44', phone: '7700900123', tag: 'Work' },
      ],
    });
    const answer = await importRows(alice, [
      { key: 'k1', addressBook: contact({ name: 'Fine' }) },
      { key: 'k2', addressBook: { name: '', phoneList: [] } },
      { key: 'k3', id: kept.id, addressBook: merged },
      { key: 'k4', id: gone.id, addressBook: contact({ name: 'Ghost' }) },
      { key: 'k1', addressBook: contact({ name: 'Fine' }) },
      { key: 'k5', addressBook: JSON.stringify(contact({ name: 'As JSON' })) },
    ]);
    expect(answer.status).toBe(200);
    const results = answer.body.data.results;
    expect(results.map((result) => [result.key, result.status, result.reason])).toEqual([
      ['k1', 'created', undefined],
      ['k2', 'failed', 'invalid'],
      ['k3', 'updated', undefined],
      ['k4', 'failed', 'notFound'],
      ['k1', 'existing', undefined],
      ['k5', 'created', undefined],
    ]);
    expect(results[4]?.entry?.id).toBe(results[0]?.entry?.id);
    const names = (await everything(alice)).map((entry) => bookOf(entry).name).sort();
    expect(names).toEqual(['As JSON', 'Fine', 'Kept']);
    const keptNow = (await everything(alice)).find((entry) => entry.id === kept.id)!;
    expect(bookOf(keptNow).phoneList).toHaveLength(2);
  });

  it('refuses new rows beyond the cap but still merges', async () => {
    const alice = await registerAccount(t.app);
    const first = await create(alice, { name: 'First' });
    await fillAddressBook(t.app, alice.id, MAX_CONTACTS - 1);
    const answer = await importRows(alice, [
      { key: 'new', addressBook: contact({ name: 'One too many' }) },
      { key: 'merge', id: first.id, addressBook: contact({ name: 'First again' }) },
    ]);
    expect(answer.body.data.results.map((result) => [result.status, result.reason])).toEqual([
      ['failed', 'full'],
      ['updated', undefined],
    ]);
  }, 60_000);

  it('refuses a batch over the limit or without rows as a whole', async () => {
    const alice = await registerAccount(t.app);
    expect((await importRows(alice, [])).status).toBe(400);
    expect((await importRows(alice, rowsOf('big', 501))).status).toBe(400);
    expect((await importRows(alice, [{ key: '', addressBook: contact() }])).status).toBe(400);
  });
});

describe('the wire shape of spec section 3', () => {
  it('lists _id, phone0..4, telCode0..4, tag0..4 and the derived shortPhone and formatPhone', async () => {
    const alice = await registerAccount(t.app);
    const saved = await create(alice, {
      phoneList: [
        { telCode: '44', phone: '01632960983', tag: 'Home' },
        { telCode: '86', phone: '13800138000', tag: 'Mobile' },
      ],
    });
    const [entry] = (await list(alice)).body.data.addressBookList;
    expect(wireOf(entry!)).toEqual({
      _id: saved.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      companyName: 'Engines',
      note: 'met at the salon',
      phone0: '01632960983',
      telCode0: '44',
      tag0: 'Home',
      shortPhone0: '1632960983',
      formatPhone0: '+44 1632 960983',
      phone1: '13800138000',
      telCode1: '86',
      tag1: 'Mobile',
      shortPhone1: '13800138000',
      formatPhone1: '+86 138 0013 8000',
    });
  });

  it('saves the flat shape, taking the id from _id and ignoring derived fields', async () => {
    const alice = await registerAccount(t.app);
    const saved = await create(alice);
    const answer = await save(alice, {
      _id: saved.id,
      name: 'Flat Ada',
      email: '',
      companyName: '',
      note: '',
      phone0: '(212) 555 0199',
      telCode0: '+1',
      tag0: 'Work',
      shortPhone0: 'ignored',
      formatPhone0: 'ignored',
      phone1: '',
      telCode1: '1',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.id).toBe(saved.id);
    const entries = (await list(alice)).body.data.addressBookList;
    expect(entries).toHaveLength(1);
    expect(bookOf(entries[0]!)).toMatchObject({
      name: 'Flat Ada',
      phoneList: [{ telCode: '1', phone: '2125550199', tag: 'Work' }],
    });
    expect(wireOf(entries[0]!).formatPhone0).toBe('+1 212 555 0199');
  });
});

describe('delCloudAddressBook in bulk', () => {
  it('deletes 1,500 contacts in one call, each tombstone with its own time', async () => {
    const alice = await registerAccount(t.app);
    const importId = randomUUID();
    for (const from of [0, 500, 1000]) await importRows(alice, rowsOf(importId, 500, from));
    const entries = await everything(alice);
    expect(entries).toHaveLength(1500);
    const stamp = Math.max(...entries.map((entry) => entry.updateTime));
    const result = await remove(alice, entries.map((entry) => entry.id).join(','));
    expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
    expect(result.body.data.deleted).toBe(1500);
    expect(await everything(alice)).toEqual([]);

    const tombstones = [];
    let startTime: number | null = stamp;
    while (startTime !== null) {
      const page = await list(alice, { since: String(stamp), startTime: String(startTime) });
      tombstones.push(...page.body.data.addressBookList);
      startTime = page.body.data.nextStartTime;
    }
    expect(tombstones).toHaveLength(1500);
    expect(tombstones.every((entry) => entry.deleted)).toBe(true);
    expect(new Set(tombstones.map((entry) => entry.updateTime)).size).toBe(1500);

    // An import retried after the delete may create its contacts again: the tombstones gave up their keys.
    const again = await importRows(alice, rowsOf(importId, 2));
    expect(again.body.data.results.map((r) => r.status)).toEqual(['created', 'created']);
  }, 60_000);

  it('accepts a form post with comma-joined ids', async () => {
    const alice = await registerAccount(t.app);
    const a = await create(alice, { name: 'A' });
    const b = await create(alice, { name: 'B' });
    const c = await create(alice, { name: 'C' });
    const response = await t.app.inject({
      method: 'POST',
      url: apiUrl('delCloudAddressBook'),
      headers: { 'content-type': 'application/x-www-form-urlencoded', [AUTH_HEADER]: alice.token },
      payload: new URLSearchParams({ platform: alice.brand, ids: `${a.id},${c.id}` }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ deleted: 2 });
    expect((await everything(alice)).map((entry) => entry.id)).toEqual([b.id]);
  });
});
