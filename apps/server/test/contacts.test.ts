import { randomUUID } from 'node:crypto';
import { type AddressBookEntry, Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { MAX_CONTACTS } from '../src/modules/contacts/contacts.service.ts';
import { bookOf, contact, contactCalls, fillAddressBook, type SavedContact } from './helpers/contacts.ts';
import { registerAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const { save, create, list, remove } = contactCalls(() => t.app);

const t = useTestApp();

describe('saving and listing', () => {
  it('creates, updates and lists a contact with its fields JSON-encoded', async () => {
    const alice = await registerAccount(t.app);
    const created = await create(alice);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const first = await list(alice);
    expect(first.status).toBe(200);
    expect(first.body.data.nextStartTime).toBeNull();
    expect(first.body.data.addressBookList).toHaveLength(1);
    const [entry] = first.body.data.addressBookList;
    expect(entry).toMatchObject({ id: created.id, deleted: false, updateTime: created.updateTime });
    expect(bookOf(entry!)).toEqual(contact());

    const updated = await save(alice, JSON.stringify(contact({ name: 'Ada King' })), created.id);
    expect(updated.status).toBe(200);
    expect(updated.body.data.id).toBe(created.id);
    expect(updated.body.data.updateTime).toBeGreaterThan(created.updateTime);
    const after = await list(alice);
    expect(after.body.data.addressBookList).toHaveLength(1);
    expect(bookOf(after.body.data.addressBookList[0]!).name).toBe('Ada King');
  });

  it('cleans phones, defaults optional fields and turns an unknown tag into Other', async () => {
    const alice = await registerAccount(t.app);
    await create(alice, {
      email: undefined,
      companyName: undefined,
      note: undefined,
      phoneList: [
        { telCode: '+1', phone: ' (212) 555 0100 ', tag: 'Pager' },
        { telCode: '44', phone: '[7700] 900123' },
      ],
    });
    const [entry] = (await list(alice)).body.data.addressBookList;
    expect(bookOf(entry!)).toEqual({
      name: 'Ada Lovelace',
      email: '',
      companyName: '',
      note: '',
      phoneList: [
        { telCode: '1', phone: '2125550100', tag: 'Other' },
        { telCode: '44', phone: '7700900123', tag: 'Other' },
      ],
    });
  });

  it('answers NOT_FOUND for an unknown, malformed or deleted id', async () => {
    const alice = await registerAccount(t.app);
    for (const id of [randomUUID(), 'not-an-id']) {
      const result = await save(alice, contact(), id);
      expect(result.status).toBe(404);
      expect(result.body.retcode).toBe(Retcode.NOT_FOUND);
    }
    const { id } = await create(alice);
    expect((await remove(alice, id)).body.data.deleted).toBe(1);
    expect((await save(alice, contact(), id)).body.retcode).toBe(Retcode.NOT_FOUND);
  });

  it('refuses a new contact beyond the cap with a clear message', async () => {
    const alice = await registerAccount(t.app);
    const ids = await fillAddressBook(t.app, alice.id, MAX_CONTACTS);
    const refused = await save(alice, contact());
    expect(refused.status).toBe(400);
    expect(refused.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(refused.body.retmsg).toContain(`at most ${MAX_CONTACTS} contacts`);
    // Updating an existing one is still allowed.
    expect((await save(alice, contact(), ids[0]!)).status).toBe(200);
  });
});

describe('syncing', () => {
  it('since the last updateTime returns only later changes, tombstones included', async () => {
    const alice = await registerAccount(t.app);
    const a = await create(alice, { name: 'A' });
    const b = await create(alice, { name: 'B' });
    const c = await create(alice, { name: 'C' });
    const full = await list(alice);
    const stamp = full.body.data.addressBookList.at(-1)!.updateTime;
    expect(stamp).toBe(c.updateTime);

    expect((await list(alice, { since: String(stamp) })).body.data.addressBookList).toEqual([]);

    await save(alice, contact({ name: 'B2' }), b.id);
    expect((await remove(alice, `${a.id}, ,${c.id},`)).body.data).toEqual({ deleted: 2 });
    const changes = (await list(alice, { since: String(stamp) })).body.data.addressBookList;
    expect(changes.map((entry) => [entry.id, entry.deleted])).toEqual([
      [b.id, false],
      [a.id, true],
      [c.id, true],
    ]);
    expect(changes.filter((entry) => entry.deleted).every((entry) => entry.addressBook === '')).toBe(true);
    expect(bookOf(changes[0]!).name).toBe('B2');

    // A full load leaves tombstones out.
    const fresh = (await list(alice)).body.data.addressBookList;
    expect(fresh.map((entry) => entry.id)).toEqual([b.id]);
    // Deleting again counts nothing.
    expect((await remove(alice, a.id)).body.data.deleted).toBe(0);
  });

  it('pages of 2 over 5 contacts return each exactly once, in order', async () => {
    const alice = await registerAccount(t.app);
    const saved: SavedContact[] = [];
    for (const name of ['p1', 'p2', 'p3', 'p4', 'p5']) saved.push(await create(alice, { name }));
    const seen: AddressBookEntry[] = [];
    let startTime: number | null = 0;
    let pages = 0;
    while (startTime !== null) {
      const page = await list(alice, { pageSize: '2', startTime: String(startTime) });
      expect(page.status).toBe(200);
      expect(page.body.data.addressBookList.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.addressBookList);
      startTime = page.body.data.nextStartTime;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen.map((entry) => entry.id)).toEqual(saved.map((entry) => entry.id));
  });

  it('gives every write of one account a distinct, increasing updateTime, even concurrently', async () => {
    const alice = await registerAccount(t.app);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) => save(alice, contact({ name: `n${index}` }))),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    const times = results.map((result) => result.body.data.updateTime);
    expect(new Set(times).size).toBe(times.length);
    const listed = (await list(alice)).body.data.addressBookList.map((entry) => entry.updateTime);
    expect(listed).toHaveLength(12);
    expect(listed).toEqual([...listed].sort((x, y) => x - y));
    expect(new Set(listed).size).toBe(12);
  });
});
