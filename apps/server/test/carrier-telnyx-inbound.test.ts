import { AUTH_HEADER, type ReceiveMessagePayload } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { TELNYX_PATHS, TELNYX_SIGNATURE_HEADERS } from '../src/adapters/carrier/index.ts';
import { png, rowsOf } from './helpers/chat.ts';
import { accountWithNumber } from './helpers/factories.ts';
import { collectMessages, settle } from './helpers/socket.ts';
import { useTelnyxApp } from './helpers/telnyx-app.ts';
import { eventually, rowWhen } from './helpers/twilio-app.ts';

const { t, telnyx: standIn, connect } = useTelnyxApp();

const OUTSIDE = '14155550123';
/** Telnyx refuses webhooks whose timestamp is more than five minutes off. */
const STALE_SECONDS = 6 * 60;

describe('Telnyx webhooks: inbound messages', () => {
  it('stores an SMS delivered three times out of order once and pushes it to the owner once', async () => {
    const bob = await accountWithNumber(t.app);
    const pushed = collectMessages(await connect(bob));
    const first = standIn().inboundEvent({ from: `+${OUTSIDE}`, to: `+${bob.number}`, text: 'First' });
    const second = standIn().inboundEvent({ from: `+${OUTSIDE}`, to: `+${bob.number}`, text: 'Second' });
    const post = standIn().post;
    const answers = await Promise.all([post(second), post(first), post(first)]);
    answers.push(await post(first), await post(second), await post(second));
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204, 204]);
    const rows = await rowsOf(t.app, bob.id);
    expect(rows.map((row) => row.text).sort()).toEqual(['First', 'Second']);
    expect(
      rows.every((row) => row.direction === 'in' && row.other_full === OUTSIDE && row.type === 'sms'),
    ).toBe(true);
    await eventually(async () => (pushed.length >= 2 ? pushed : undefined), 'two pushes');
    await settle();
    expect(pushed.map((payload: ReceiveMessagePayload) => payload.text).sort()).toEqual(['First', 'Second']);
  });

  it('stores an MMS with its picture fetched from Telnyx’s media link and re-encoded', async () => {
    const bob = await accountWithNumber(t.app);
    const picture = standIn().serve(`/media/${crypto.randomUUID()}.png`, await png(), 'image/png');
    const event = standIn().inboundEvent({
      from: `+${OUTSIDE}`,
      to: `+${bob.number}`,
      text: 'A picture',
      media: [
        { url: picture, contentType: 'image/png' },
        { url: picture, contentType: 'text/vcard' },
      ],
    });
    expect((await standIn().post(event)).status).toBe(204);
    expect((await standIn().post(event)).status).toBe(204);
    const row = await rowWhen(t.app, bob.id, () => true);
    expect(row).toMatchObject({ type: 'mms', text: 'A picture' });
    expect(await rowsOf(t.app, bob.id)).toHaveLength(1);
    const stored = await t.app.inject({
      method: 'GET',
      url: row.media,
      headers: { [AUTH_HEADER]: bob.token },
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/png');
  });

  it('acknowledges a message for a number nobody owns without storing it, and an event it does not use', async () => {
    const stray = standIn().inboundEvent({ from: `+${OUTSIDE}`, to: '+19995550100', text: 'Nobody here' });
    expect((await standIn().post(stray)).status).toBe(204);
    const other = { data: { event_type: 'number_order.complete', payload: {} } };
    expect((await standIn().post(other)).status).toBe(204);
  });

  it('refuses a signed event that does not read as a message with 400', async () => {
    const bob = await accountWithNumber(t.app);
    const event = standIn().inboundEvent({ from: 'not a number', to: `+${bob.number}`, text: 'Hi' });
    const refused = await standIn().post(event);
    expect(refused).toEqual({ status: 400, body: 'data.payload.from.phone_number: must be a phone number' });
    expect(await rowsOf(t.app, bob.id)).toEqual([]);
  });
});

describe('Telnyx webhooks: signatures', () => {
  it('refuses a missing, forged, tampered, stale or future signature with 403 and stores nothing', async () => {
    const bob = await accountWithNumber(t.app);
    const event = standIn().inboundEvent({ from: `+${OUTSIDE}`, to: `+${bob.number}`, text: 'Forged' });
    const answers = [
      await standIn().post(event, { unsigned: true }),
      await standIn().post(event, { key: 'other' }),
      // Signed over another body than the one posted.
      await standIn().post(event, { body: JSON.stringify({ ...event, meta: { attempt: 2 } }) }),
      await standIn().post(event, { ageSeconds: STALE_SECONDS }),
      await standIn().post(event, { ageSeconds: -STALE_SECONDS }),
    ];
    expect(answers).toEqual(Array(5).fill({ status: 403, body: 'Invalid signature' }));

    const garbled = await fetch(`${t.baseUrl}${TELNYX_PATHS.webhook}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TELNYX_SIGNATURE_HEADERS.signature]: 'not base64!',
        [TELNYX_SIGNATURE_HEADERS.timestamp]: 'yesterday',
      },
      body: JSON.stringify(event),
    });
    expect(garbled.status).toBe(403);
    await settle();
    expect(await rowsOf(t.app, bob.id)).toEqual([]);
    // The same event, signed as Telnyx signs it, is taken.
    expect((await standIn().post(event)).status).toBe(204);
    expect(await rowsOf(t.app, bob.id)).toHaveLength(1);
  });
});
