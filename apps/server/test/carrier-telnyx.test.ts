import { MessageStatus } from '@switchboard/protocol';
import { AuthenticationError } from 'telnyx';
import { describe, expect, it } from 'vitest';
import { TELNYX_EVENTS, TELNYX_PATHS, TelnyxCarrier } from '../src/adapters/carrier/index.ts';
import { DEFAULT_RATES } from '../src/modules/rates/rates.service.ts';
import { jpegWithExif, mmsPayload, smsPayload } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { sendMessage } from './helpers/socket.ts';
import { useTelnyxApp } from './helpers/telnyx-app.ts';
import type { AcceptedMessage } from './helpers/telnyx-stand-in.ts';
import { eventually, PUBLIC_URL, rowWhen } from './helpers/twilio-app.ts';

const { t, telnyx: standIn, connect } = useTelnyxApp();

/** An outside number, never one of the inventory the factories draw from (555-01xx is fictional). */
const OUTSIDE = '14155550123';
const US_SMS = DEFAULT_RATES.find((rate) => rate.rateKey === 'US')!.smsSegment;
const HOUR_MS = 3_600_000;

/** The message the stand-in accepted from the account's number. */
const acceptedFrom = (account: NumberedAccount) =>
  eventually(
    async () => standIn().accepted.find((message) => message.body.from === `+${account.number}`),
    'message at Telnyx',
  );

/** Posts a status event of an accepted message, signed. */
const report = (message: AcceptedMessage, eventType: string, status: string) =>
  standIn().post(standIn().statusEvent(message, eventType, status));

/** The account's refunds of failed messages. */
async function refunds(accountId: string) {
  return t.app.db
    .selectFrom('ledger_entries')
    .select(['amount', 'reference'])
    .where('account_id', '=', accountId)
    .where('reference', 'like', 'carrier-refund:%')
    .execute();
}

describe('Telnyx carrier: sending', () => {
  it('hands an SMS to Telnyx with the numbers, the text, the messaging profile and a webhook naming the row', async () => {
    const alice = await accountWithNumber(t.app);
    expect(
      (await sendMessage(await connect(alice), smsPayload(alice, OUTSIDE, 'Hello from Switchboard'))).status,
    ).toBe(0);
    const message = await acceptedFrom(alice);
    const row = await rowWhen(t.app, alice.id, (candidate) => candidate.carrier_status !== 'pending');
    expect(message.body).toEqual({
      from: `+${alice.number}`,
      to: `+${OUTSIDE}`,
      text: 'Hello from Switchboard',
      messaging_profile_id: standIn().messagingProfileId,
      webhook_url: `${PUBLIC_URL}${TELNYX_PATHS.webhook}?message=${row.id}`,
    });
    expect(row).toMatchObject({ carrier_status: 'sent', carrier_id: message.id });
    const request = standIn().requests.find((candidate) => candidate.body === message.body);
    expect(request).toMatchObject({ method: 'POST', path: '/v2/messages' });
  });

  it('sends an MMS whose picture Telnyx fetches from a signed, expiring link of ours', async () => {
    const alice = await accountWithNumber(t.app);
    const ack = await sendMessage(
      await connect(alice),
      mmsPayload(alice, OUTSIDE, await jpegWithExif(), 'look'),
    );
    expect(ack.status).toBe(0);
    const message = await acceptedFrom(alice);
    const links = message.body.media_urls as string[];
    expect(links).toHaveLength(1);
    expect(links[0]!.startsWith(`${PUBLIC_URL}${TELNYX_PATHS.media}?token=`)).toBe(true);
    expect(message.body).toMatchObject({ text: 'look', messaging_profile_id: standIn().messagingProfileId });
    const fetched = await standIn().fetchPublic(links[0]!);
    expect(fetched).toMatchObject({ status: 200, contentType: 'image/jpeg' });
    const token = new URL(links[0]!).searchParams.get('token')!;
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const forgedLink = `${PUBLIC_URL}${TELNYX_PATHS.media}?token=${encodeURIComponent(forged)}`;
    expect((await standIn().fetchPublic(forgedLink)).status).toBe(404);
  });

  it('marks a message delivered, and a late "sent" does not move it back', async () => {
    const alice = await accountWithNumber(t.app);
    await sendMessage(await connect(alice), smsPayload(alice, OUTSIDE, 'Are you there?'));
    const message = await acceptedFrom(alice);
    await rowWhen(t.app, alice.id, (row) => row.carrier_status === 'sent');
    expect((await report(message, TELNYX_EVENTS.finalized, 'delivered')).status).toBe(204);
    expect(await rowWhen(t.app, alice.id, () => true)).toMatchObject({ carrier_status: 'delivered' });
    expect((await report(message, TELNYX_EVENTS.sent, 'sent')).status).toBe(204);
    expect(await rowWhen(t.app, alice.id, () => true)).toMatchObject({
      carrier_status: 'delivered',
      status: MessageStatus.sent,
    });
    expect(await refunds(alice.id)).toEqual([]);
  });

  it('takes a receipt that comes before the hand-over’s answer was recorded', async () => {
    const alice = await accountWithNumber(t.app);
    await sendMessage(await connect(alice), smsPayload(alice, OUTSIDE, 'Quick'));
    const message = await acceptedFrom(alice);
    // As if the final receipt came first: the row is put back as the hand-over left it in flight.
    const row = await rowWhen(t.app, alice.id, (candidate) => candidate.carrier_status === 'sent');
    await t.app.db
      .updateTable('messages')
      .set({ carrier_status: 'pending', carrier_id: null })
      .where('id', '=', row.id)
      .execute();
    expect((await report(message, TELNYX_EVENTS.finalized, 'delivered')).status).toBe(204);
    expect((await report(message, TELNYX_EVENTS.sent, 'sent')).status).toBe(204);
    expect(await rowWhen(t.app, alice.id, () => true)).toMatchObject({
      carrier_status: 'delivered',
      carrier_id: message.id,
    });
  });

  it('fails a message Telnyx could not deliver and refunds it once, though the failure comes three times', async () => {
    const alice = await accountWithNumber(t.app);
    await sendMessage(await connect(alice), smsPayload(alice, OUTSIDE, 'This one will not arrive'));
    const message = await acceptedFrom(alice);
    await rowWhen(t.app, alice.id, (row) => row.carrier_status === 'sent');
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000 - US_SMS);
    const answers = await Promise.all([
      report(message, TELNYX_EVENTS.finalized, 'delivery_failed'),
      report(message, TELNYX_EVENTS.finalized, 'delivery_failed'),
    ]);
    answers.push(await report(message, TELNYX_EVENTS.finalized, 'sending_failed'));
    answers.push(await report(message, TELNYX_EVENTS.finalized, 'delivered'));
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    expect(await rowWhen(t.app, alice.id, () => true)).toMatchObject({
      carrier_status: 'failed',
      carrier_id: message.id,
      status: MessageStatus.failed,
    });
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000);
    expect(await refunds(alice.id)).toHaveLength(1);
  });

  it('leaves an unconfirmed delivery sent, and ignores a receipt of another Telnyx id', async () => {
    const alice = await accountWithNumber(t.app);
    await sendMessage(await connect(alice), smsPayload(alice, OUTSIDE, 'Mine'));
    const message = await acceptedFrom(alice);
    await rowWhen(t.app, alice.id, (row) => row.carrier_status === 'sent');
    expect(
      (await report({ ...message, id: crypto.randomUUID() }, TELNYX_EVENTS.finalized, 'delivery_failed'))
        .status,
    ).toBe(204);
    expect((await report(message, TELNYX_EVENTS.finalized, 'delivery_unconfirmed')).status).toBe(204);
    expect(await rowWhen(t.app, alice.id, () => true)).toMatchObject({ carrier_status: 'sent' });
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000 - US_SMS);
  });

  it('fails and refunds a message Telnyx refuses at the hand-over (HTTP 400), without retrying it', async () => {
    const alice = await accountWithNumber(t.app);
    const refused = '14155550100';
    standIn().refusedTo.add(`+${refused}`);
    await sendMessage(await connect(alice), smsPayload(alice, refused, 'To a number Telnyx refuses'));
    const row = await rowWhen(t.app, alice.id, (candidate) => candidate.carrier_status !== 'pending');
    expect(row).toMatchObject({
      carrier_status: 'failed',
      carrier_id: 'refused:40310',
      status: MessageStatus.failed,
    });
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000);
    expect(await refunds(alice.id)).toHaveLength(1);
    expect(await t.app.services.messaging.delivery.retryPending()).toBe(0);
  });

  it('keeps a message Telnyx cannot take now (HTTP 503) and hands it over on a later retry', async () => {
    const alice = await accountWithNumber(t.app);
    const busy = '14155550111';
    standIn().unavailableTo.add(`+${busy}`);
    await sendMessage(await connect(alice), smsPayload(alice, busy, 'Stuck at the carrier'));
    await eventually(
      async () => standIn().requests.find((request) => request.body.to === `+${busy}`),
      'the hand-over',
    );
    const stuck = await rowWhen(t.app, alice.id, () => true);
    expect(stuck).toMatchObject({ carrier_status: 'pending', carrier_id: null });

    standIn().unavailableTo.delete(`+${busy}`);
    await t.app.db
      .updateTable('messages')
      .set({ date: Date.now() - HOUR_MS, dispatch_at: null })
      .where('id', '=', stuck.id)
      .execute();
    expect(await t.app.services.messaging.delivery.retryPending()).toBeGreaterThanOrEqual(1);
    const message = await acceptedFrom(alice);
    expect(await rowWhen(t.app, alice.id, (row) => row.carrier_status === 'sent')).toMatchObject({
      carrier_id: message.id,
    });
    expect(await refunds(alice.id)).toEqual([]);
  });
});

describe('Telnyx carrier: numbers', () => {
  it('maps Telnyx’s available numbers and asks with the country, type, area code, SMS and the limit', async () => {
    standIn().offers.set('US/local', [
      { phone_number: '+14155550142', rate_center: 'SAN FRANCISCO', state: 'CA' },
      { phone_number: '+12125550100', rate_center: 'NEW YORK', state: 'NY' },
    ]);
    standIn().offers.set('US/toll_free', [{ phone_number: '+18885550100', rate_center: '', state: '' }]);
    standIn().offers.set('GB/mobile', [{ phone_number: '+447700900123', rate_center: '', state: '' }]);
    const { carrier } = t.app.services.messaging;
    expect(await carrier.searchNumbers({ country: 'US', type: 'local', areaCode: '415', limit: 5 })).toEqual([
      { telCode: '1', phone: '4155550142', areaCode: '415', region: 'San Francisco, CA' },
    ]);
    const asked = standIn().requests.findLast((request) => request.path === '/v2/available_phone_numbers');
    expect(Object.fromEntries(asked!.query)).toEqual({
      'filter[country_code]': 'US',
      'filter[phone_number_type]': 'local',
      'filter[national_destination_code]': '415',
      'filter[features]': 'sms',
      'filter[limit]': '5',
    });
    expect(await carrier.searchNumbers({ country: 'TollFree', type: 'tollFree', limit: 5 })).toEqual([
      { telCode: '1', phone: '8885550100', areaCode: '888', region: '' },
    ]);
    expect(await carrier.searchNumbers({ country: 'GB', type: 'mobile', limit: 5 })).toEqual([
      { telCode: '44', phone: '7700900123', areaCode: '', region: '' },
    ]);
  });

  it('buys a number into the messaging profile and releases it', async () => {
    standIn().offers.set('US/local', [
      { phone_number: '+14155550142', rate_center: 'SAN FRANCISCO', state: 'CA' },
    ]);
    const carrier = t.app.services.messaging.telnyx!.carrier;
    const bought = await carrier.buyNumber('14155550142');
    expect(bought.carrierId).toMatch(/^\d+$/);
    expect(standIn().owned.get(bought.carrierId)).toEqual({
      id: bought.carrierId,
      phone_number: '+14155550142',
      messaging_profile_id: standIn().messagingProfileId,
    });
    expect(await carrier.releaseNumber('14155550142')).toBe(true);
    expect(standIn().owned.has(bought.carrierId)).toBe(false);
    expect(standIn().requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v2/phone_numbers/${bought.carrierId}`,
    });
    expect(await carrier.releaseNumber('14155550142')).toBe(false);
  });

  it('sends the API key as a Bearer token: a wrong key is refused by the API', async () => {
    const wrong = new TelnyxCarrier(
      {
        kind: 'telnyx',
        apiKey: 'not-the-key',
        publicKey: standIn().publicKey,
        messagingProfileId: standIn().messagingProfileId,
        apiBase: standIn().url,
        publicUrl: PUBLIC_URL,
      },
      t.config.appSecret,
    );
    const refused = await wrong
      .searchNumbers({ country: 'US', type: 'local', limit: 1 })
      .catch((error) => error);
    expect(refused).toBeInstanceOf(AuthenticationError);
    expect(refused).toMatchObject({ status: 401 });
  });
});
