import { randomUUID } from 'node:crypto';
import { type AddressBookInput, Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { MAX_DELETE_IDS } from '../src/modules/contacts/contacts.service.ts';
import { get, post } from './helpers/api.ts';
import { bookOf, contact, contactCalls } from './helpers/contacts.ts';
import { registerAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const { save, create, list, remove } = contactCalls(() => t.app);

const t = useTestApp();

describe('validation', () => {
  const cases: [string, Partial<AddressBookInput> | Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'addressBook.name: is required'],
    ['a name of 21 characters', { name: 'x'.repeat(21) }, 'addressBook.name: name must be at most 20'],
    [
      'six phones',
      { phoneList: Array.from({ length: 6 }, () => ({ telCode: '1', phone: '2125550100', tag: 'Home' })) },
      'addressBook.phoneList: at most 5 phone numbers',
    ],
    [
      'a phone with letters',
      {
        phoneList: [
          { telCode: '1', phone: '2125550100' },
          { telCode: '1', phone: '212abc' },
        ],
      },
      'addressBook.phoneList.1.phone: phone number must be digits only',
    ],
    ['a bad email', { email: 'ada@@example' }, 'addressBook.email: email is not a valid address'],
    [
      'a company of 21',
      { companyName: 'c'.repeat(21) },
      'addressBook.companyName: company must be at most 20',
    ],
    ['a note of 101', { note: 'n'.repeat(101) }, 'addressBook.note: note must be at most 100'],
  ];
  for (const [label, overrides, message] of cases) {
    it(`refuses ${label}, naming the field`, async () => {
      const alice = await registerAccount(t.app);
      for (const body of [
        contact(overrides as Partial<AddressBookInput>),
        JSON.stringify(contact(overrides as Partial<AddressBookInput>)),
      ]) {
        const result = await save(alice, body);
        expect(result.status).toBe(400);
        expect(result.body.retcode).toBe(Retcode.INVALID_PARAMETER);
        expect(result.body.detail).toContain(message);
      }
      expect((await list(alice)).body.data.addressBookList).toEqual([]);
    });
  }

  it('answers 400, never 5xx, to malformed bodies', async () => {
    const alice = await registerAccount(t.app);
    const badJson = await save(alice, '{"name": "Ada",');
    expect(badJson.status).toBe(400);
    expect(badJson.body.detail).toBe('addressBook: is not valid JSON');

    const noPlatform = await post(
      t.app,
      'createOrUpdateCloudAddressBook',
      { addressBook: contact() },
      {
        token: alice.token,
      },
    );
    expect(noPlatform.status).toBe(400);
    expect(noPlatform.body.detail).toContain('platform: is required');

    for (const body of [
      { platform: alice.brand },
      { platform: alice.brand, addressBook: 42 },
      { platform: alice.brand, addressBook: null },
    ]) {
      const result = await post(t.app, 'createOrUpdateCloudAddressBook', body, { token: alice.token });
      expect(result.status, JSON.stringify(result.body)).toBe(400);
    }
    const wrongBrand = await post(
      t.app,
      'createOrUpdateCloudAddressBook',
      { platform: 'wephone', addressBook: contact() },
      { token: alice.token },
    );
    expect(wrongBrand.status).toBe(400);

    for (const ids of [
      '',
      ' , ,',
      'not-an-id',
      Array.from({ length: MAX_DELETE_IDS + 1 }, () => randomUUID()).join(','),
    ]) {
      const result = await remove(alice, ids);
      expect(result.status, JSON.stringify(result.body)).toBe(400);
      expect(result.body.detail).toMatch(/^ids: /);
    }
    const badQuery = await list(alice, { pageSize: '0' });
    expect(badQuery.status).toBe(400);
    expect((await list(alice, { since: 'soon' })).status).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    const result = await get(t.app, 'getCloudAddressBook');
    expect(result.body.retcode).toBe(Retcode.NOT_LOGGED_IN);
  });
});

describe('isolation', () => {
  it("one account cannot see, update or delete another account's contacts", async () => {
    const alice = await registerAccount(t.app);
    const mallory = await registerAccount(t.app);
    const secret = await create(alice, { name: 'Secret' });

    expect((await list(mallory)).body.data.addressBookList).toEqual([]);
    expect((await list(mallory, { since: '1' })).body.data.addressBookList).toEqual([]);

    const hijack = await save(mallory, contact({ name: 'Hijacked' }), secret.id);
    expect(hijack.status).toBe(404);
    expect(hijack.body.retcode).toBe(Retcode.NOT_FOUND);

    expect((await remove(mallory, `${secret.id},${randomUUID()}`)).body.data).toEqual({ deleted: 0 });

    const [entry] = (await list(alice)).body.data.addressBookList;
    expect(entry).toMatchObject({ id: secret.id, deleted: false, updateTime: secret.updateTime });
    expect(bookOf(entry!).name).toBe('Secret');
  });
});
