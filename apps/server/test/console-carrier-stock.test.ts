import { type ConsoleCallData, type ConsoleCarrierBuyBody, Retcode } from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { offered, shopper, subscribe } from './helpers/numbers.ts';
import { useTwilioApp } from './helpers/twilio-app.ts';

// Area code 628 (San Francisco's overlay) is in no seeded inventory: what the user finds there, the
// operator bought.
const { t, twilio: standIn } = useTwilioApp();

let admin = '';
let support = '';
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
  support = await operatorToken(t.app, 'support');
});

const offer = (digits: string, locality = 'San Francisco') => ({
  phone_number: `+${digits}`,
  locality,
  region: 'CA',
  iso_country: 'US',
});

function search(
  token = admin,
  query: Record<string, string> = { country: 'US', type: 'local', areaCode: '628' },
) {
  return consoleCall<ConsoleCallData<'consoleCarrierSearch'>>(t.app, 'consoleCarrierSearch', {
    token,
    query,
  });
}

function buy(number: string, changes: Partial<ConsoleCarrierBuyBody> = {}, language: 'en' | 'zh_cn' = 'en') {
  return consoleCall<ConsoleCallData<'consoleCarrierBuy'>>(t.app, 'consoleCarrierBuy', {
    token: admin,
    language,
    body: {
      number,
      country: 'US',
      type: 'local',
      region: 'San Francisco, CA',
      reason: 'stock for spring',
      ...changes,
    },
  });
}

function giveBack(number: string, language: 'en' | 'zh_cn' = 'en') {
  return consoleCall<ConsoleCallData<'consoleCarrierReturn'>>(t.app, 'consoleCarrierReturn', {
    token: admin,
    language,
    body: { number, reason: 'not needed' },
  });
}

const stockRow = (number: string) =>
  t.app.db.selectFrom('phone_numbers').selectAll().where('full_number', '=', number).executeTakeFirst();

describe('the carrier’s stock in the console (Twilio)', () => {
  it('searches what Twilio sells, marking what the inventory holds; buying puts a number on offer to users', async () => {
    standIn().offers.set('US/Local', [offer('16285550101'), offer('16285550102')]);
    const found = await search();
    expect(found.body.retcode).toBe(Retcode.OK);
    expect(found.body.data).toEqual({
      carrier: 'twilio',
      sells: true,
      offers: [
        { number: '16285550101', areaCode: '628', region: 'San Francisco, CA', inInventory: false },
        { number: '16285550102', areaCode: '628', region: 'San Francisco, CA', inInventory: false },
      ],
    });

    const user = await shopper(t.app);
    // Users rent from the inventory, not from Twilio's list: nothing in 628 yet.
    expect(
      (await offered(t.app, user, { code: 'US', type: 'local', telCode: '1', areaCode: '628' })).body.data
        .phones,
    ).toEqual([]);

    const bought = await buy('+16285550101');
    expect(bought.body.retcode).toBe(Retcode.OK);
    expect(bought.body.data.number).toMatchObject({
      number: '16285550101',
      areaCode: '628',
      state: 'available',
    });
    const row = await stockRow('16285550101');
    expect(row).toMatchObject({ carrier: 'twilio', messaging_enabled: 1, region: 'San Francisco, CA' });
    // Pointed at this service's webhooks at Twilio.
    expect(standIn().owned.get(row!.carrier_ref!)).toMatchObject({ phone_number: '+16285550101' });

    const phones = (await offered(t.app, user, { code: 'US', type: 'local', telCode: '1', areaCode: '628' }))
      .body.data.phones;
    expect(phones.map((phone) => phone.phone)).toEqual(['6285550101']);
    expect((await search()).body.data.offers.map((o) => o.number)).toEqual(['16285550102']);

    const audit = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
      token: admin,
      query: { action: 'number.buy' },
    });
    expect(audit.body.data.entries.find((entry) => entry.targetId === '16285550101')).toMatchObject({
      reason: 'stock for spring',
      after: { state: 'available', carrier: 'twilio', carrierRef: row!.carrier_ref },
    });
  });

  it('refuses a number already held, one of another country, and one Twilio no longer sells, with sentences', async () => {
    standIn().offers.set('US/Local', [offer('16285550103')]);
    expect((await buy('16285550103')).body.retcode).toBe(Retcode.OK);
    const again = await buy('16285550103');
    expect(again.body.retmsg).toBe('+1 628 555 0103 is already in the inventory.');
    const elsewhere = await buy('447700900123', {}, 'zh_cn');
    expect(elsewhere.body.retmsg).toContain('不属于所搜索的国家或地区');
    const gone = await buy('16285550199');
    expect(gone.body.retcode).toBe(Retcode.CONSOLE_CARRIER_UNAVAILABLE);
    expect(gone.body.retmsg).toBe(
      'The carrier did not sell +1 628 555 0199; someone may have bought it first. Search again.',
    );
    expect(await stockRow('16285550199')).toBeUndefined();
  });

  it('says the carrier did not answer when Twilio is down, and changes nothing', async () => {
    standIn().offers.set('US/Local', [offer('16285550104')]);
    standIn().numbers.down = true;
    try {
      const found = await search();
      expect(found.status).toBeLessThan(500);
      expect(found.body.retmsg).toBe('The carrier did not answer. Nothing changed; try again in a minute.');
      const bought = await buy('16285550104', {}, 'zh_cn');
      expect(bought.body.retmsg).toBe('运营商没有响应，未做任何更改，请稍后重试。');
      expect(await stockRow('16285550104')).toBeUndefined();
    } finally {
      standIn().numbers.down = false;
    }
  });

  it('gives a bought number nobody rented back to Twilio; a rented one, or an imported one, stays', async () => {
    standIn().offers.set('US/Local', [offer('16285550105'), offer('16285550106')]);
    await buy('16285550105');
    const sid = (await stockRow('16285550105'))!.carrier_ref!;
    const returned = await giveBack('+16285550105');
    expect(returned.body.retcode).toBe(Retcode.OK);
    expect(await stockRow('16285550105')).toBeUndefined();
    expect(standIn().owned.has(sid)).toBe(false);

    // Rented: its history keeps it.
    await buy('16285550106');
    const renter = await shopper(t.app);
    expect((await subscribe(t.app, renter, { telCode: '1', phone: '6285550106' })).body.retcode).toBe(
      Retcode.OK,
    );
    expect((await giveBack('16285550106')).body.retmsg).toBe(
      '+1 628 555 0106 has been rented before; it stays in the inventory so its history keeps its number.',
    );
    const seeded = await t.app.db
      .selectFrom('phone_numbers')
      .select('full_number')
      .where('carrier', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await giveBack(seeded.full_number)).body.retmsg).toContain(
      'was not bought from this server’s carrier',
    );
  });

  it('lets support search but not buy or give back', async () => {
    standIn().offers.set('US/Local', [offer('16285550107')]);
    expect((await search(support)).body.retcode).toBe(Retcode.OK);
    const refused = await consoleCall(t.app, 'consoleCarrierBuy', {
      token: support,
      body: { number: '16285550107', country: 'US', type: 'local', reason: 'x' },
    });
    expect(refused.body.retcode).toBe(Retcode.CONSOLE_NOT_PERMITTED);
    expect(await stockRow('16285550107')).toBeUndefined();
  });
});
