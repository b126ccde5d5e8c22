import {
  type AuditEntry,
  type ConsoleCallData,
  operatorRoles,
  Retcode,
  roleMay,
} from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

let admin = '';
let support = '';
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
  support = await operatorToken(t.app, 'support');
});

function listRates(q?: string, language: 'en' | 'zh_cn' = 'en', token = admin) {
  return consoleCall<ConsoleCallData<'consoleRates'>>(t.app, 'consoleRates', {
    token,
    language,
    ...(q === undefined ? {} : { query: { q } }),
  });
}

function updateRate(
  body: { rateKey: string; smsSegment: string; mms: string; reason?: string },
  { token = admin, language = 'en' }: { token?: string; language?: 'en' | 'zh_cn' } = {},
) {
  return consoleCall<ConsoleCallData<'consoleRateUpdate'>>(t.app, 'consoleRateUpdate', {
    token,
    language,
    body: { reason: 'price list of the quarter', ...body },
  });
}

async function auditOf(target: string): Promise<AuditEntry[]> {
  const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
    token: admin,
    query: { q: target },
  });
  return result.body.data.entries.filter((entry) => entry.targetId === target && entry.targetType === 'rate');
}

describe('the catalogue permissions', () => {
  it('lets admins and support read the catalogue and only admins change it', () => {
    expect(operatorRoles.filter((role) => roleMay(role, 'catalogue.read'))).toEqual(['admin', 'support']);
    expect(operatorRoles.filter((role) => roleMay(role, 'catalogue.manage'))).toEqual(['admin']);
  });
});

describe(`the SMS/MMS price list in the console (${engine})`, () => {
  it('lists the seeded rates with their countries named in the operator’s language', async () => {
    const result = await listRates();
    expect(result.status).toBe(200);
    const keys = result.body.data.rates.map((rate) => rate.rateKey);
    expect(keys).toEqual(expect.arrayContaining(['US', 'CA', 'GB', 'AU', 'CN', 'TOLLFREE']));
    const us = result.body.data.rates.find((rate) => rate.rateKey === 'US');
    expect(us).toMatchObject({ countryName: 'United States', smsSegment: 60, mms: 200 });
    expect(result.body.data.rates.find((rate) => rate.rateKey === 'GB')?.mms).toBeNull();
    expect(result.body.data.rates.find((rate) => rate.rateKey === 'TOLLFREE')?.countryName).toBeNull();

    const chinese = await listRates(undefined, 'zh_cn');
    expect(chinese.body.data.rates.find((rate) => rate.rateKey === 'CN')?.countryName).toBe('中国');
  });

  it('searches by key or by country name, in either case', async () => {
    expect((await listRates('gb')).body.data.rates.map((rate) => rate.rateKey)).toEqual(['GB']);
    expect((await listRates('australia')).body.data.rates.map((rate) => rate.rateKey)).toEqual(['AU']);
    expect((await listRates('中国', 'zh_cn')).body.data.rates.map((rate) => rate.rateKey)).toEqual(['CN']);
    expect((await listRates('tollfree')).body.data.rates.map((rate) => rate.rateKey)).toEqual(['TOLLFREE']);
    expect((await listRates('nowhere')).body.data.rates).toEqual([]);
  });

  it('lets support read the list but not change a rate', async () => {
    expect((await listRates(undefined, 'en', support)).status).toBe(200);
    const refused = await updateRate({ rateKey: 'GB', smsSegment: '0.05', mms: '' }, { token: support });
    expect([refused.status, refused.body.retcode]).toEqual([403, Retcode.CONSOLE_NOT_PERMITTED]);
  });

  it('sets a rate from amounts written as money, audited, and the next send prices by it at once', async () => {
    // The send path's cache holds the old price until the edit makes every node forget it.
    expect((await t.app.services.rates.rateFor('AU'))?.smsSegment).toBe(600);
    const result = await updateRate({ rateKey: 'au', smsSegment: '0.05', mms: '0,1' });
    expect(result.status).toBe(200);
    expect(result.body.data.rate).toMatchObject({
      rateKey: 'AU',
      countryName: 'Australia',
      smsSegment: 500,
      mms: 1000,
    });
    expect(await t.app.services.rates.rateFor('AU')).toEqual({ rateKey: 'AU', smsSegment: 500, mms: 1000 });
    const listed = (await listRates('AU')).body.data.rates[0];
    expect(listed).toMatchObject({ smsSegment: 500, mms: 1000 });

    const [entry] = await auditOf('AU');
    expect(entry).toMatchObject({
      action: 'rate.update',
      before: { smsSegment: 600, mms: null },
      after: { smsSegment: 500, mms: 1000 },
      reason: 'price list of the quarter',
    });
  });

  it('takes an empty MMS amount as no MMS from those numbers', async () => {
    const result = await updateRate({ rateKey: 'CA', smsSegment: '0.008', mms: ' ' });
    expect(result.body.data.rate).toMatchObject({ smsSegment: 80, mms: null });
    expect((await t.app.services.rates.rateFor('CA'))?.mms).toBeNull();
  });

  it('refuses malformed, negative, absurd and too precise amounts with a sentence, changing nothing', async () => {
    const before = await t.app.services.rates.rateFor('GB');
    const cases: [Partial<{ smsSegment: string; mms: string }>, string][] = [
      [
        { smsSegment: 'abc' },
        'The price per SMS segment “abc” is not an amount. Write it as money is written, like 0.05.',
      ],
      [{ smsSegment: '-0.01' }, 'The price per SMS segment cannot be below zero.'],
      [
        { mms: '25' },
        'The MMS price “25” is more than 10 per message, which must be a typo. Check the decimal point.',
      ],
      [{ smsSegment: '0.00001' }, 'The price per SMS segment can have at most four decimals.'],
      [
        { smsSegment: '1e-3' },
        'The price per SMS segment “1e-3” is not an amount. Write it as money is written, like 0.05.',
      ],
    ];
    for (const [amounts, sentence] of cases) {
      const result = await updateRate({ rateKey: 'GB', smsSegment: '0.04', mms: '', ...amounts });
      expect([result.status, result.body.retcode, result.body.retmsg]).toEqual([
        400,
        Retcode.INVALID_PARAMETER,
        sentence,
      ]);
    }
    const chinese = await updateRate({ rateKey: 'GB', smsSegment: '-1', mms: '' }, { language: 'zh_cn' });
    expect(chinese.body.retmsg).toBe('每个短信分段的价格不能小于零。');
    expect(await t.app.services.rates.rateFor('GB')).toEqual(before);
    expect(await auditOf('GB')).toEqual([]);
  });

  it('refuses a key without a rate and an edit without a reason', async () => {
    const unknown = await updateRate({ rateKey: 'ZZ', smsSegment: '0.01', mms: '' });
    expect([unknown.status, unknown.body.retmsg]).toEqual([400, 'There is no rate for “ZZ”. Search again.']);
    const blank = await updateRate({ rateKey: 'GB', smsSegment: '0.01', mms: '', reason: '  ' });
    expect(blank.status).toBe(400);
    expect(await auditOf('ZZ')).toEqual([]);
  });
});
