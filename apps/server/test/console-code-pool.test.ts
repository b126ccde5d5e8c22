import { randomInt, randomUUID } from 'node:crypto';
import { type AuditEntry, type ConsoleCallData, Retcode } from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePoolNumbers } from '../src/modules/code-numbers/pool.repo.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { registerAccount } from './helpers/factories.ts';
import { offered, subscribe } from './helpers/numbers.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

let admin = '';
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
});

/** A fresh US local number imported through the console, in an area code of its own. */
async function freshNumber(): Promise<{ number: string; areaCode: string }> {
  const areaCode = String(randomInt(470, 520));
  const number = `1${areaCode}${randomInt(1_000_000, 9_000_000)}`;
  const csv = `number,country,area code,type,capabilities,region\n${number},US,${areaCode},local,sms,`;
  const result = await consoleCall<ConsoleCallData<'consoleNumbersImport'>>(t.app, 'consoleNumbersImport', {
    token: admin,
    body: { csv },
  });
  expect(result.body.data.imported).toBe(1);
  return { number, areaCode };
}

function act(
  call: 'consoleCodePoolAdd' | 'consoleCodePoolRemove',
  number: string,
  reason = 'Pool too small',
) {
  return consoleCall<ConsoleCallData<'consoleCodePoolAdd'>>(t.app, call, {
    token: admin,
    body: { number, reason },
  });
}

function pool(query: Record<string, string>, language: 'en' | 'zh_cn' = 'en') {
  return consoleCall<ConsoleCallData<'consoleCodePool'>>(t.app, 'consoleCodePool', {
    token: admin,
    query: { limit: '200', ...query },
    language,
  });
}

/** What a lock writes: the user's rental of the number for the app and the app's hold until `until`. */
async function holdFor(number: string, app: string, until: number): Promise<void> {
  const user = await registerAccount(t.app);
  const row = await t.app.db
    .selectFrom('code_pool_numbers')
    .select('id')
    .where('full_number', '=', number)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const rental = randomUUID();
  await t.app.db
    .insertInto('code_rentals')
    .values({
      id: rental,
      account_id: user.id,
      app,
      number_id: row.id,
      full_number: number,
      country: 'US',
      number_type: 0,
      status: 'locked',
      locked_at: now - 1000,
      lock_until: until,
      code_received_at: null,
      expires_at: null,
      next_payment_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.app.db
    .insertInto('code_holds')
    .values({ number_id: row.id, app, rental_id: rental, account_id: user.id, held_until: until })
    .execute();
}

async function auditOf(target: string): Promise<AuditEntry[]> {
  const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
    token: admin,
    query: { q: target },
  });
  return result.body.data.entries.filter((entry) => entry.targetId === target);
}

describe(`the verification-number pool in the console (${engine})`, () => {
  it('moves an available number into the pool, off the rental market, and audits it', async () => {
    const { number, areaCode } = await freshNumber();
    const added = await act('consoleCodePoolAdd', `+${number}`);
    expect(added.body).toMatchObject({ retcode: Retcode.OK, data: { inPool: true } });

    const listed = await pool({ country: 'US' });
    expect(listed.body.data.numbers.find((row) => row.number === number)).toMatchObject({
      country: 'US',
      tollFree: false,
      apps: [],
      locks: [],
      rentals: 0,
      codes: 0,
    });
    const user = await registerAccount(t.app);
    const search = await offered(t.app, user, { code: 'US', type: 'local', telCode: '1', areaCode });
    expect(search.body.data.phones.map((phone) => `1${phone.phone}`)).not.toContain(number);
    const rent = await subscribe(t.app, user, { telCode: '1', phone: number.slice(1) });
    expect(rent.body.retcode).not.toBe(Retcode.OK);
    const [entry] = await auditOf(number);
    expect(entry).toMatchObject({
      action: 'codePool.add',
      before: { inCodePool: false },
      after: { inCodePool: true },
      reason: 'Pool too small',
    });

    // The inventory tells it apart from the numbers on offer, and filters by it.
    const inventory = (state: string) =>
      consoleCall<ConsoleCallData<'consoleNumbers'>>(t.app, 'consoleNumbers', {
        token: admin,
        query: { q: number, state },
      });
    expect((await inventory('codePool')).body.data.numbers).toEqual([
      expect.objectContaining({ number, state: 'codePool' }),
    ]);
    expect((await inventory('available')).body.data.numbers).toEqual([]);

    const twice = await act('consoleCodePoolAdd', number);
    expect(twice.body.retmsg).toBe(
      `+1 ${number.slice(1, 4)} ${number.slice(4, 7)} ${number.slice(7)} is already in the verification pool.`,
    );
  });

  it('refuses a number that is not on offer and one the inventory does not hold', async () => {
    const { number } = await freshNumber();
    const user = await registerAccount(t.app);
    await consoleCall(t.app, 'consoleNumberAssign', {
      token: admin,
      body: { number, user: user.id, planId: '1101', reason: 'Gift' },
    });
    const owned = await act('consoleCodePoolAdd', number);
    expect(owned.body.retcode).toBe(Retcode.NUMBER_UNAVAILABLE);
    expect(owned.body.retmsg).toContain('cannot join the verification pool');
    const unknown = await act('consoleCodePoolAdd', '19995550000');
    expect(unknown.body.retcode).toBe(Retcode.NOT_FOUND);
  });

  it('lists locks, apps and counts by app; takes a number out only once no app holds it', async () => {
    const { number, areaCode } = await freshNumber();
    await act('consoleCodePoolAdd', number);
    const until = Date.now() + 600_000;
    await holdFor(number, 'telegram', until);

    const byApp = await pool({ app: 'telegram', country: 'US' });
    const row = byApp.body.data.numbers.find((entry) => entry.number === number);
    expect(row).toMatchObject({
      apps: [{ id: 'telegram', name: 'Telegram' }],
      locks: [{ app: { id: 'telegram', name: 'Telegram' }, until }],
      rentals: 1,
    });
    expect(byApp.body.data.locked).toBeGreaterThanOrEqual(1);
    expect((await pool({ app: 'whatsapp' })).body.data.numbers.map((entry) => entry.number)).not.toContain(
      number,
    );

    const held = await act('consoleCodePoolRemove', number);
    expect(held.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(held.body.retmsg).toContain('Take it out of the pool once that lock has ended.');

    await t.app.db
      .updateTable('code_holds')
      .set({ held_until: Date.now() - 1 })
      .where('rental_id', 'in', (eb) =>
        eb.selectFrom('code_rentals').select('id').where('full_number', '=', number),
      )
      .execute();
    const removed = await act('consoleCodePoolRemove', number, 'Number ported out');
    expect(removed.body).toMatchObject({ retcode: Retcode.OK, data: { inPool: false } });
    expect((await pool({ country: 'US' })).body.data.numbers.map((entry) => entry.number)).not.toContain(
      number,
    );
    const free = await freePoolNumbers(t.app.db, {
      country: 'US',
      app: 'whatsapp',
      accountId: null,
      now: Date.now(),
      limit: 10_000,
    });
    expect(free.map((entry) => entry.full_number)).not.toContain(number);
    // Back on the rental market.
    const user = await registerAccount(t.app);
    const search = await offered(t.app, user, { code: 'US', type: 'local', telCode: '1', areaCode });
    expect(search.body.data.phones.map((phone) => `1${phone.phone}`)).toContain(number);
    expect((await auditOf(number)).map((entry) => entry.action)).toEqual(['codePool.remove', 'codePool.add']);

    const notIn = await act('consoleCodePoolRemove', number);
    expect(notIn.body.retcode).toBe(Retcode.NOT_FOUND);
    // Added back: the same row serves again, its past rentals still counted.
    expect((await act('consoleCodePoolAdd', number)).body.data).toEqual({ inPool: true });
    expect(
      (await pool({ app: 'telegram' })).body.data.numbers.find((entry) => entry.number === number)?.rentals,
    ).toBe(1);
  });

  it('names the filters’ apps and countries in the operator’s language; support may read but not change', async () => {
    const listed = await pool({}, 'zh_cn');
    expect(listed.body.data.countryChoices).toContainEqual({ id: 'US', name: '美国' });
    expect(listed.body.data.appChoices).toContainEqual({ id: 'wechat', name: '微信' });
    const support = await operatorToken(t.app, 'support');
    const read = await consoleCall(t.app, 'consoleCodePool', { token: support });
    expect(read.body.retcode).toBe(Retcode.OK);
    const change = await consoleCall(t.app, 'consoleCodePoolAdd', {
      token: support,
      body: { number: '14155550100', reason: 'x' },
    });
    expect(change.body.retcode).toBe(Retcode.CONSOLE_NOT_PERMITTED);
  });
});
