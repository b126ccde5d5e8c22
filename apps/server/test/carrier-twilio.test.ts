import { AUTH_HEADER, MessageStatus, SocketEvent } from '@switchboard/protocol';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { TWILIO_PATHS, TwilioCarrier } from '../src/adapters/carrier/index.ts';
import { signMediaGrant } from '../src/adapters/carrier/signed-media.ts';
import { loadConfig } from '../src/config/index.ts';
import { mediaIdFromLink } from '../src/modules/media/media.service.ts';
import { DEFAULT_RATES } from '../src/modules/rates/rates.service.ts';
import { jpegWithExif, mmsPayload, smsPayload } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { sendMessage, settle } from './helpers/socket.ts';
import { eventually, PUBLIC_URL, rowWhen, useTwilioApp } from './helpers/twilio-app.ts';

const { t, twilio: standIn, connect } = useTwilioApp();

/** An outside number, never one of the inventory the factories draw from (555-01xx is fictional). */
const OUTSIDE = '14155550123';
const US_SMS = DEFAULT_RATES.find((rate) => rate.rateKey === 'US')!.smsSegment;
const US_MMS = DEFAULT_RATES.find((rate) => rate.rateKey === 'US')!.mms!;

/** The message the stand-in accepted from the account's number. */
const acceptedFrom = (account: NumberedAccount) =>
  eventually(
    async () => standIn().accepted.find((message) => message.form.From === `+${account.number}`),
    'message at Twilio',
  );

/** The account's refunds of failed messages. */
async function refunds(accountId: string) {
  return t.app.db
    .selectFrom('ledger_entries')
    .select(['amount', 'kind', 'reference'])
    .where('account_id', '=', accountId)
    .where('reference', 'like', 'carrier-refund:%')
    .execute();
}

describe('Twilio carrier: sending', () => {
  it('hands an SMS to Twilio with the user’s number, the text and a status callback naming the message', async () => {
    const alice = await accountWithNumber(t.app);
    const ack = await sendMessage(await connect(alice), smsPayload(alice, OUTSIDE, 'Hello from Switchboard'));
    expect(ack.status).toBe(0);
    const message = await acceptedFrom(alice);
    const row = await rowWhen(t.app, alice.id, (candidate) => candidate.carrier_status !== 'pending');
    expect(message.form).toEqual({
      From: `+${alice.number}`,
      To: `+${OUTSIDE}`,
      Body: 'Hello from Switchboard',
      StatusCallback: `${PUBLIC_URL}${TWILIO_PATHS.status}?message=${row.id}`,
    });
    expect(row).toMatchObject({ carrier_status: 'sent', carrier_id: message.sid });
  });

  it('sends an MMS whose picture Twilio fetches from a signed link, which expires and cannot be forged', async () => {
    const alice = await accountWithNumber(t.app);
    const ack = await sendMessage(
      await connect(alice),
      mmsPayload(alice, OUTSIDE, await jpegWithExif(), 'look'),
    );
    expect(ack.status).toBe(0);
    const message = await acceptedFrom(alice);
    const links = [message.form.MediaUrl].flat();
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link.startsWith(`${PUBLIC_URL}${TWILIO_PATHS.media}?token=`)).toBe(true);
    expect(message.form).toMatchObject({ Body: 'look', From: `+${alice.number}` });

    const fetched = await standIn().fetchPublic(link);
    expect(fetched.status).toBe(200);
    expect(fetched.contentType).toBe('image/jpeg');
    const own = await t.app.inject({
      method: 'GET',
      url: ack.media,
      headers: { [AUTH_HEADER]: alice.token },
    });
    expect(fetched.bytes.equals(own.rawPayload)).toBe(true);

    const token = new URL(link).searchParams.get('token')!;
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const at = (token: string) => `${PUBLIC_URL}${TWILIO_PATHS.media}?token=${encodeURIComponent(token)}`;
    expect((await standIn().fetchPublic(at(forged))).status).toBe(404);
    expect((await standIn().fetchPublic(`${PUBLIC_URL}${TWILIO_PATHS.media}`)).status).toBe(404);
    const expired = signMediaGrant(t.config.appSecret, {
      mediaId: mediaIdFromLink(ack.media)!,
      accountId: alice.id,
      expiresAt: Date.now() - 1,
    });
    expect((await standIn().fetchPublic(at(expired))).status).toBe(404);
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000 - US_MMS);
  });

  it('marks a message delivered on its status callback, and a late "sent" does not move it back', async () => {
    const alice = await accountWithNumber(t.app);
    await sendMessage(await connect(alice), smsPayload(alice, OUTSIDE, 'Are you there?'));
    const message = await acceptedFrom(alice);
    await rowWhen(t.app, alice.id, (row) => row.carrier_status === 'sent');

    const answer = await standIn().reportStatus(message, 'delivered');
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/xml/);
    expect(await rowWhen(t.app, alice.id, () => true)).toMatchObject({ carrier_status: 'delivered' });
    expect((await standIn().reportStatus(message, 'sent')).status).toBe(200);
    expect(await rowWhen(t.app, alice.id, () => true)).toMatchObject({
      carrier_status: 'delivered',
      status: MessageStatus.sent,
    });
    expect(await refunds(alice.id)).toEqual([]);
  });

  it('fails an undelivered message and refunds it once, however often the failure is reported', async () => {
    const alice = await accountWithNumber(t.app);
    // Another page of the account, which learns of the failure as it happens.
    const otherPage = await connect(alice);
    const told: unknown[] = [];
    otherPage.on(SocketEvent.messageFailed, (payload) => told.push(payload));
    const sent = smsPayload(alice, OUTSIDE, 'This one will not arrive');
    await sendMessage(await connect(alice), sent);
    const message = await acceptedFrom(alice);
    await rowWhen(t.app, alice.id, (row) => row.carrier_status === 'sent');
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000 - US_SMS);

    const answers = await Promise.all([
      standIn().reportStatus(message, 'undelivered'),
      standIn().reportStatus(message, 'undelivered'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await standIn().reportStatus(message, 'failed')).status).toBe(200);
    expect((await standIn().reportStatus(message, 'delivered')).status).toBe(200);

    expect(await rowWhen(t.app, alice.id, () => true)).toMatchObject({
      carrier_status: 'failed',
      carrier_id: message.sid,
      status: MessageStatus.failed,
    });
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000);
    expect(await refunds(alice.id)).toHaveLength(1);
    expect(await t.app.ledger.ledgerTotal(alice.id)).toBe(10_000);
    await eventually(async () => (told.length > 0 ? told : undefined), 'messageFailed push');
    await settle();
    expect(told).toEqual([{ ownFullNumber: alice.number, otherFullNumber: OUTSIDE, smsId: sent.smsId }]);
  });

  it('fails and refunds a message Twilio refuses at the hand-over (HTTP 400), without retrying it', async () => {
    const alice = await accountWithNumber(t.app);
    const refused = '14155550100';
    standIn().refusedTo.add(`+${refused}`);
    await sendMessage(await connect(alice), smsPayload(alice, refused, 'To a number Twilio refuses'));
    const row = await rowWhen(t.app, alice.id, (candidate) => candidate.carrier_status !== 'pending');
    expect(row).toMatchObject({
      carrier_status: 'failed',
      carrier_id: 'refused:21211',
      status: MessageStatus.failed,
    });
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000);
    expect(await refunds(alice.id)).toHaveLength(1);
    expect(await t.app.services.messaging.delivery.retryPending()).toBe(0);
  });

  it('keeps a message Twilio cannot take now for a retry, and after a day gives it up and refunds it', async () => {
    const alice = await accountWithNumber(t.app);
    const unreachable = '14155550111';
    standIn().unavailableTo.add(`+${unreachable}`);
    await sendMessage(await connect(alice), smsPayload(alice, unreachable, 'Stuck at the carrier'));
    await eventually(
      async () => standIn().requests.find((request) => request.form.To === `+${unreachable}`),
      'the hand-over',
    );
    const stuck = await rowWhen(t.app, alice.id, () => true);
    expect(stuck).toMatchObject({ carrier_status: 'pending', carrier_id: null });
    await t.app.db
      .updateTable('messages')
      .set({ date: Date.now() - 2 * 86_400_000, dispatch_at: null })
      .where('id', '=', stuck.id)
      .execute();

    await t.app.services.messaging.delivery.retryPending();
    expect(await rowWhen(t.app, alice.id, () => true)).toMatchObject({
      carrier_status: 'failed',
      carrier_id: null,
      status: MessageStatus.failed,
    });
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000);
    expect(await refunds(alice.id)).toHaveLength(1);
  });

  it('ignores a status callback for a message of another Twilio id', async () => {
    const alice = await accountWithNumber(t.app);
    await sendMessage(await connect(alice), smsPayload(alice, OUTSIDE, 'Mine'));
    const message = await acceptedFrom(alice);
    await rowWhen(t.app, alice.id, (row) => row.carrier_status === 'sent');
    const other = { ...message, sid: `SM${'0'.repeat(32)}` };
    expect((await standIn().reportStatus(other, 'failed')).status).toBe(200);
    expect(await rowWhen(t.app, alice.id, () => true)).toMatchObject({ carrier_status: 'sent' });
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000 - US_SMS);
  });
});

describe('Twilio carrier: numbers', () => {
  it('maps Twilio’s available numbers (Local, TollFree, Mobile) and asks with the area code', async () => {
    standIn().offers.set('US/Local', [
      { phone_number: '+14155550142', locality: 'San Francisco', region: 'CA', iso_country: 'US' },
      { phone_number: '+12125550100', locality: 'New York', region: 'NY', iso_country: 'US' },
    ]);
    standIn().offers.set('US/TollFree', [
      { phone_number: '+18885550100', locality: '', region: '', iso_country: 'US' },
    ]);
    standIn().offers.set('GB/Mobile', [
      { phone_number: '+447700900123', locality: '', region: '', iso_country: 'GB' },
    ]);
    const { carrier } = t.app.services.messaging;
    expect(await carrier.searchNumbers({ country: 'US', type: 'local', areaCode: '415', limit: 5 })).toEqual([
      { telCode: '1', phone: '4155550142', areaCode: '415', region: 'San Francisco, CA' },
    ]);
    const asked = standIn().requests.findLast(
      (request) => request.path === '/AvailablePhoneNumbers/US/Local.json',
    );
    expect(asked?.query).toMatchObject({ AreaCode: '415', PageSize: '5', SmsEnabled: 'true' });
    expect(await carrier.searchNumbers({ country: 'TollFree', type: 'tollFree', limit: 5 })).toEqual([
      { telCode: '1', phone: '8885550100', areaCode: '888', region: '' },
    ]);
    expect(await carrier.searchNumbers({ country: 'GB', type: 'mobile', limit: 5 })).toEqual([
      { telCode: '44', phone: '7700900123', areaCode: '', region: '' },
    ]);
  });

  it('buys a number pointed at our webhooks and releases it', async () => {
    standIn().offers.set('US/Local', [
      { phone_number: '+14155550142', locality: 'San Francisco', region: 'CA', iso_country: 'US' },
    ]);
    const carrier = t.app.services.messaging.twilio!.carrier;
    const bought = await carrier.buyNumber('14155550142');
    expect(bought.carrierId).toMatch(/^PN[0-9a-f]{32}$/);
    expect(standIn().owned.get(bought.carrierId)).toMatchObject({
      phone_number: '+14155550142',
      sms_url: `${PUBLIC_URL}${TWILIO_PATHS.message}`,
      voice_url: `${PUBLIC_URL}${TWILIO_PATHS.voice}`,
    });
    expect(await carrier.releaseNumber('14155550142')).toBe(true);
    expect(standIn().owned.has(bought.carrierId)).toBe(false);
    expect(await carrier.releaseNumber('14155550142')).toBe(false);
  });

  it('sends the account’s credentials: a wrong auth token is refused by the API', async () => {
    const wrong = new TwilioCarrier(
      {
        kind: 'twilio',
        accountSid: standIn().accountSid,
        authToken: 'not-the-token',
        apiBase: standIn().url,
        publicUrl: PUBLIC_URL,
      },
      t.config.appSecret,
    );
    const refused = await wrong
      .searchNumbers({ country: 'US', type: 'local', limit: 1 })
      .catch((error) => error);
    expect(refused).toBeInstanceOf(twilio.RestException);
    expect(refused).toMatchObject({ status: 401, code: 20003 });
  });
});

describe('Twilio carrier: configuration', () => {
  const env = (extra: Record<string, string>) => ({
    NODE_ENV: 'test',
    APP_SECRET: 's'.repeat(32),
    DATA_DIR: './data',
    ...extra,
  });
  const account = {
    CARRIER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'token',
  };

  it('keeps the embedded carrier by default and reads Twilio’s settings when it is chosen', () => {
    expect(loadConfig(env({})).carrier).toEqual({ kind: 'embedded' });
    expect(loadConfig(env({ ...account, PUBLIC_URL: 'https://numbers.example.com/' })).carrier).toEqual({
      kind: 'twilio',
      accountSid: account.TWILIO_ACCOUNT_SID,
      authToken: 'token',
      apiBase: undefined,
      publicUrl: 'https://numbers.example.com',
    });
  });

  it('refuses Twilio without PUBLIC_URL or its token, stray Twilio settings, and a stand-in address in production', () => {
    const withUrl = { ...account, PUBLIC_URL: 'https://numbers.example.com' };
    expect(() => loadConfig(env(account))).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig(env({ ...withUrl, TWILIO_AUTH_TOKEN: '' }))).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => loadConfig(env({ ...withUrl, TWILIO_ACCOUNT_SID: 'SK123' }))).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => loadConfig(env({ TWILIO_AUTH_TOKEN: 'token' }))).toThrow(/without CARRIER=twilio/);
    expect(() => loadConfig(env({ ...withUrl, TWILIO_API_BASE: 'http://user:pw@127.0.0.1:1' }))).toThrow(
      /without credentials/,
    );
    expect(() =>
      loadConfig(env({ ...withUrl, TWILIO_API_BASE: 'http://127.0.0.1:1', NODE_ENV: 'production' })),
    ).toThrow(/refused in production/);
  });
});
