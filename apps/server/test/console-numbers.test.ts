import { randomInt } from 'node:crypto';
import {
  type AuditEntry,
  CONSOLE_NUMBER_IMPORT_MAX_ROWS,
  type ConsoleCallData,
  Retcode,
  SocketEvent,
} from '@switchboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountSocket, connectAccount, quiesce } from './helpers/account-events.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { accountWithNumber, registerAccount } from './helpers/factories.ts';
import { offered } from './helpers/numbers.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ listen: true });
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';
const HEADER = 'number,country,area code,type,capabilities,region';

let admin = '';
const open: AccountSocket[] = [];
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
});
afterAll(() => {
  for (const { socket } of open) socket.close();
});

/** An area code of the range that no seeded number uses, and `count` fresh US numbers in it. */
function freshUsNumbers(count: number, areas: [number, number]): { areaCode: string; numbers: string[] } {
  const areaCode = String(randomInt(areas[0], areas[1]));
  const start = randomInt(1_000_000, 9_000_000);
  return { areaCode, numbers: Array.from({ length: count }, (_, i) => `1${areaCode}${start + i}`) };
}

function importCsv(csv: string, language: 'en' | 'zh_cn' = 'en') {
  return consoleCall<ConsoleCallData<'consoleNumbersImport'>>(t.app, 'consoleNumbersImport', {
    token: admin,
    body: { csv },
    language,
  });
}

function listNumbers(query: Record<string, string>) {
  return consoleCall<ConsoleCallData<'consoleNumbers'>>(t.app, 'consoleNumbers', { token: admin, query });
}

async function auditOf(target: string): Promise<AuditEntry[]> {
  const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
    token: admin,
    query: { q: target },
  });
  return result.body.data.entries.filter((entry) => entry.targetId === target);
}

describe(`CSV import (${engine})`, () => {
  it('adds good rows that the user app’s number search then offers, skips present ones and reports bad lines', async () => {
    const { areaCode, numbers } = freshUsNumbers(3, [300, 350]);
    const [first, second, third] = numbers as [string, string, string];
    const csv = [
      HEADER,
      `+${first},US,${areaCode},local,sms;voice,"Test City, TX"`,
      `${second},us,${areaCode},local,sms,`,
      '',
      `${first},US,${areaCode},local,sms,`,
      `12,US,${areaCode},local,sms,`,
      `${third},XX,${areaCode},local,sms,`,
      `${third},US,999,local,sms,`,
      `${third},US,${areaCode},fax,sms,`,
      `${third},US,${areaCode},local,sms;telex,`,
    ].join('\n');
    const result = await importCsv(csv);
    expect(result.status).toBe(200);
    expect(result.body.data.imported).toBe(2);
    expect(result.body.data.present).toBe(0);
    expect(result.body.data.badLines.map((bad) => bad.line)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(result.body.data.badLines[0]?.message).toBe('The same number is already on line 2.');
    expect(result.body.data.badLines[4]?.message).toBe(
      'The type “fax” is not one of local, mobile and tollFree.',
    );

    const again = await importCsv(
      `${HEADER}\n${first},US,${areaCode},local,sms,\n${third},US,${areaCode},local,sms,`,
    );
    expect(again.body.data).toEqual({ imported: 1, present: 1, badLines: [] });

    const user = await registerAccount(t.app);
    const search = await offered(t.app, user, { code: 'US', type: 'local', telCode: '1', areaCode });
    expect(search.body.data.phones.map((phone) => `1${phone.phone}`)).toEqual(
      expect.arrayContaining(numbers),
    );
    expect(search.body.data.phones.find((phone) => `1${phone.phone}` === first)?.region).toBe(
      'Test City, TX',
    );

    const listed = await listNumbers({ areaCode, state: 'available' });
    expect(listed.body.data.total).toBe(3);
    expect(listed.body.data.numbers[0]).toMatchObject({
      number: first,
      country: 'US',
      type: 'local',
      state: 'available',
    });

    const audit = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
      token: admin,
      query: { action: 'number.import' },
    });
    expect(audit.body.data.entries.map((entry) => entry.after)).toContainEqual({
      imported: 2,
      present: 0,
      badLines: 6,
    });
  });

  it('names what is wrong in the operator’s language', async () => {
    const result = await importCsv(`${HEADER}\nabc,US,212,local,sms,`, 'zh_cn');
    expect(result.body.data.badLines).toEqual([
      { line: 2, message: '“abc”不是完整的国际号码（国家代码加号码）。' },
    ]);
  });

  it('refuses a file over the row limit or without the columns, adding nothing', async () => {
    const { areaCode, numbers } = freshUsNumbers(CONSOLE_NUMBER_IMPORT_MAX_ROWS + 1, [350, 400]);
    const rows = numbers.map((number) => `${number},US,${areaCode},local,sms,`);
    const tooMany = await importCsv([HEADER, ...rows].join('\n'));
    expect(tooMany.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(tooMany.body.retmsg).toBe(
      `A file can hold at most ${CONSOLE_NUMBER_IMPORT_MAX_ROWS} numbers; this one has ${CONSOLE_NUMBER_IMPORT_MAX_ROWS + 1}. Split it and import each part.`,
    );
    expect((await listNumbers({ areaCode: areaCode, q: numbers[0]! })).body.data.total).toBe(0);

    const noColumns = await importCsv(`number,country\n${numbers[0]},US`);
    expect(noColumns.body.retcode).toBe(Retcode.INVALID_PARAMETER);

    const atLimit = await importCsv([HEADER, ...rows.slice(0, CONSOLE_NUMBER_IMPORT_MAX_ROWS)].join('\n'));
    expect(atLimit.body.data).toMatchObject({ imported: CONSOLE_NUMBER_IMPORT_MAX_ROWS, present: 0 });
  });
});

describe(`release and restore (${engine})`, () => {
  it('ends the owner’s subscription as an unsubscribe does, tells the owner’s socket, and audits both steps', async () => {
    const owner = await accountWithNumber(t.app);
    await quiesce(t.app, t.baseUrl, owner.id, owner.token);
    const tab = await connectAccount(t.baseUrl, owner.token);
    open.push(tab);
    expect((await listNumbers({ q: owner.number })).body.data.numbers[0]).toMatchObject({
      state: 'assigned',
      accountId: owner.id,
    });

    const noReason = await consoleCall(t.app, 'consoleNumberRelease', {
      token: admin,
      body: { number: owner.number, reason: ' ' },
    });
    expect(noReason.body.retcode).not.toBe(Retcode.OK);

    const released = await consoleCall(t.app, 'consoleNumberRelease', {
      token: admin,
      body: { number: `+${owner.number}`, reason: 'Reported for abuse' },
    });
    expect(released.body).toMatchObject({ retcode: Retcode.OK, data: { state: 'quarantined' } });
    expect(await tab.log.next(SocketEvent.numbersChanged)).toEqual({
      change: 'released',
      number: owner.number,
      kind: 'phone',
    });
    const sub = await t.app.db
      .selectFrom('number_subscriptions')
      .select(['id', 'status'])
      .where('full_number', '=', owner.number)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe('released');
    const event = await t.app.db
      .selectFrom('number_subscription_events')
      .select('kind')
      .where('subscription_id', '=', sub.id)
      .executeTakeFirstOrThrow();
    expect(event.kind).toBe('unsubscribed');
    expect((await listNumbers({ q: owner.number, state: 'quarantined' })).body.data.numbers).toHaveLength(1);

    const twice = await consoleCall(t.app, 'consoleNumberRelease', {
      token: admin,
      body: { number: owner.number, reason: 'Again' },
    });
    expect(twice.body.retmsg).toContain('is not assigned to anyone');
    expect(twice.body.retcode).toBe(Retcode.INVALID_PARAMETER);

    const restored = await consoleCall(t.app, 'consoleNumberRestore', {
      token: admin,
      body: { number: owner.number, reason: 'Cleared after review' },
    });
    expect(restored.body.data).toEqual({ state: 'available' });
    expect((await listNumbers({ q: owner.number })).body.data.numbers[0]?.state).toBe('available');
    const notAgain = await consoleCall(t.app, 'consoleNumberRestore', {
      token: admin,
      body: { number: owner.number, reason: 'Again' },
    });
    expect(notAgain.body.retcode).toBe(Retcode.INVALID_PARAMETER);

    const entries = await auditOf(owner.number);
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ['number.restore', 'Cleared after review'],
      ['number.release', 'Reported for abuse'],
    ]);
    expect(entries[1]).toMatchObject({
      targetType: 'number',
      before: { state: 'assigned', accountId: owner.id },
      after: { state: 'quarantined' },
    });
  });

  it('refuses a number the inventory does not hold', async () => {
    const result = await consoleCall(t.app, 'consoleNumberRelease', {
      token: admin,
      body: { number: '19999999999', reason: 'Test' },
    });
    expect(result.body.retcode).toBe(Retcode.NOT_FOUND);
  });
});

describe('the carrier’s stock with the embedded carrier', () => {
  it('lists the inventory as its stock and sells nothing: buying says to import instead', async () => {
    const found = await consoleCall<ConsoleCallData<'consoleCarrierSearch'>>(t.app, 'consoleCarrierSearch', {
      token: admin,
      query: { country: 'US', type: 'local', areaCode: '415' },
    });
    expect(found.body.data.carrier).toBe('embedded');
    expect(found.body.data.sells).toBe(false);
    expect(found.body.data.offers.length).toBeGreaterThan(0);
    expect(found.body.data.offers.every((offer) => offer.inInventory)).toBe(true);
    const bought = await consoleCall(t.app, 'consoleCarrierBuy', {
      token: admin,
      body: { number: found.body.data.offers[0]!.number, country: 'US', type: 'local', reason: 'stock' },
    });
    expect(bought.body.retmsg).toBe(
      'This server’s carrier has no numbers to sell: its stock is the inventory. Import numbers instead.',
    );
  });
});
