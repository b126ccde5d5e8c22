import { type CountryRatesData, Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get } from './helpers/api.ts';
import { accountWithNumber, newSmsId } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

function rates(query: Record<string, string>) {
  return get<CountryRatesData>(t.app, 'getCountryRates', { query });
}

describe('country rates', () => {
  it('prices SMS exactly as sending charges it', async () => {
    const alice = await accountWithNumber(t.app, { balance: 10_000 });
    await t.app.services.messaging.send.send(alice.id, {
      fromNumber: alice.number,
      toNumber: '14155550123',
      text: 'one segment',
      msgType: 'sms',
      smsId: newSmsId(),
      platform: alice.brand,
    });
    const charged = 10_000 - (await t.app.ledger.balance(alice.id));

    const us = await rates({ rateCountryCode: 'US', type: 'sms' });
    expect(us.status).toBe(200);
    const rows = us.body.data.countryRateList;
    expect(rows.find((row) => row.description === 'Outbound SMS')?.commonLineRate).toBe(charged);
    expect(rows.find((row) => row.description === 'Inbound SMS')?.commonLineRate).toBe(0);
    expect(rows.find((row) => row.description === 'MMS')?.commonLineRate).toBe(
      (await t.app.services.rates.rateFor('US'))?.mms,
    );
    const tollFree = await rates({ rateCountryCode: 'TollFree', type: 'sms' });
    expect(tollFree.body.data.countryRateList[0]?.commonLineRate).toBe(
      (await t.app.services.rates.rateFor('TOLLFREE'))?.smsSegment,
    );
  });

  it('offers MMS only where the send path allows it', async () => {
    const gb = await rates({ rateCountryCode: 'GB', type: 'sms' });
    expect(gb.body.data.countryRateList.map((row) => row.description)).toEqual([
      'Outbound SMS',
      'Inbound SMS',
    ]);
    const ca = await rates({ rateCountryCode: 'CA', type: 'sms' });
    expect(ca.body.data.countryRateList.map((row) => row.description)).toContain('MMS');
  });

  it('pages the call destinations with both lines, without sign-in', async () => {
    const all = await rates({ type: 'makeCall', pageSize: '100', pageNo: '1' });
    const total = all.body.data.totalRows;
    expect(total).toBeGreaterThanOrEqual(30);
    expect(all.body.data.countryRateList[0]).toMatchObject({
      description: 'United States',
      countryCode: '1',
      commonLineRate: 200,
      economicLineRate: 60,
    });
    const last = await rates({ type: 'makeCall', pageSize: '10', pageNo: String(Math.ceil(total / 10)) });
    expect(last.body.data.countryRateList).toHaveLength(total % 10 || 10);
    expect(
      (await rates({ type: 'makeCall', pageSize: '10', pageNo: '99' })).body.data.countryRateList,
    ).toEqual([]);
  });

  it('answers receiveCall and numbers for the chosen country', async () => {
    const inbound = await rates({ rateCountryCode: 'GB', type: 'receiveCall' });
    expect(inbound.body.data.countryRateList).toEqual([
      expect.objectContaining({ countryCode: '44', economicLineRate: null }),
    ]);
    const numbers = await rates({ rateCountryCode: 'US', type: 'numbers' });
    expect(numbers.body.data.countryRateList.map((row) => row.commonLineRate)).toEqual([
      370_800, 110_700, 40_900, 0,
    ]);
  });

  it('refuses an unknown country or tab with 400', async () => {
    const bad = await rates({ rateCountryCode: 'FR' });
    expect(bad.status).toBe(400);
    expect(bad.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect((await rates({ type: 'fax' })).status).toBe(400);
  });
});
