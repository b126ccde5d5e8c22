import { randomUUID } from 'node:crypto';
import { chatKey, type PushSettingsData, Retcode } from '@switchboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import type { MessageRow } from '../src/db/types.ts';
import { pushMessageOf } from '../src/modules/push/push.service.ts';
import { get, post } from './helpers/api.ts';
import { act, OUTSIDE, receive } from './helpers/conversation-actions.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { LocalPushService, type TestSubscription } from './helpers/push-service.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const vapid = webPush.generateVAPIDKeys();
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await LocalPushService.start();
});
afterAll(async () => {
  await pushService.stop();
});

const t = useTestApp({
  overrides: () => ({
    push: {
      publicKey: vapid.publicKey,
      privateKey: vapid.privateKey,
      subject: 'mailto:ops@example.test',
      extraCa: pushService.certificatePem,
    },
  }),
});

async function subscribe(
  account: NumberedAccount,
  options: { gone?: boolean; language?: 'en' | 'zh_cn' } = {},
) {
  const subscription = pushService.subscribe(options);
  const saved = await post(t.app, 'savePushSubscription', subscription, {
    token: account.token,
    language: options.language ?? 'en',
  });
  expect(saved.body.retcode).toBe(Retcode.OK);
  return subscription;
}

/** Waits until the push service has `count` pushes for the subscription (the push goes after the store). */
async function pushesTo(subscription: TestSubscription, count: number) {
  await expect.poll(() => pushService.pushesTo(subscription).length).toBe(count);
  return pushService.pushesTo(subscription);
}

/** A message stored after every push of the ones before it had its chance to go. */
async function settle(account: NumberedAccount, subscription: TestSubscription, expected: number) {
  await receive(t.app, account, '12125550999', 'marker');
  await pushesTo(subscription, expected + 1);
}

describe('Web Push of new messages', () => {
  it('tells the browser the key to subscribe with', async () => {
    const alice = await accountWithNumber(t.app);
    const answer = await get<PushSettingsData>(t.app, 'getPushSettings', { token: alice.token });
    expect(answer.body.data).toEqual({ publicKey: vapid.publicKey });
  });

  it('pushes an incoming text to each live session’s browser, encrypted for it and signed with the server’s key', async () => {
    const alice = await accountWithNumber(t.app);
    const [laptop, phone] = [await subscribe(alice), await subscribe(alice, { language: 'zh_cn' })];
    await receive(t.app, alice, OUTSIDE, 'Are we still on for lunch?');
    for (const subscription of [laptop, phone]) {
      const [push] = await pushesTo(subscription, 1);
      expect(push?.payload).toEqual({
        key: chatKey(alice.number, OUTSIDE),
        title: '+1 212 555 0147',
        body: 'Are we still on for lunch?',
      });
      expect(push?.signedWith).toBe(vapid.publicKey);
      expect(push?.claims.sub).toBe('mailto:ops@example.test');
      expect(push?.claims.exp).toBeGreaterThan(Date.now() / 1000);
      expect(Number(push?.ttl)).toBeGreaterThan(0);
    }
    expect(pushService.refused).toEqual([]);
  });

  it('pushes nothing for a muted conversation, a blocked number or a verification code', async () => {
    const alice = await accountWithNumber(t.app);
    const browser = await subscribe(alice);
    const muted = '12125550161';
    await receive(t.app, alice, muted, 'before muting');
    await pushesTo(browser, 1);
    expect((await act(t.app, alice, 'setConversationState', { muted: true }, muted)).body.retcode).toBe(
      Retcode.OK,
    );
    await receive(t.app, alice, muted, 'while muted');
    const blocked = '12125550162';
    expect((await act(t.app, alice, 'blockNumber', {}, blocked)).body.retcode).toBe(Retcode.OK);
    await receive(t.app, alice, blocked, 'from a blocked number');
    await t.app.services.messaging.delivery.receive({
      dedupeKey: randomUUID(),
      fromNumber: '12125550163',
      toNumber: alice.number,
      type: 'verificationCode',
      text: 'Your code is 123456',
      mediaIds: [],
    });
    await settle(alice, browser, 1);
    expect(pushService.pushesTo(browser).map((push) => (push.payload as { body: string }).body)).toEqual([
      'before muting',
      'marker',
    ]);
  });

  it('stops pushing to a browser whose session signed out, and forgets one the push service dropped', async () => {
    const alice = await accountWithNumber(t.app);
    const gone = await subscribe(alice, { gone: true });
    const kept = await subscribe(alice);
    await receive(t.app, alice, OUTSIDE, 'first');
    await pushesTo(kept, 1);
    const stored = () =>
      t.app.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('account_id', '=', alice.id)
        .execute();
    // The push service answered 410 for the dropped one: it is forgotten, the other kept.
    await expect
      .poll(async () => (await stored()).map((row) => row.endpoint).sort())
      .toEqual([kept.endpoint].sort());
    expect((await stored()).map((row) => row.endpoint)).not.toContain(gone.endpoint);

    expect((await post(t.app, 'logout', { platform: 'pingme' }, { token: alice.token })).status).toBe(200);
    await receive(t.app, alice, OUTSIDE, 'after signing out');
    // Nothing reaches the signed-out browser; the store and the push service have had their turn.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushService.pushesTo(kept)).toHaveLength(1);
  });

  it('forgets a subscription only for its own account', async () => {
    const [alice, mallory] = [await accountWithNumber(t.app), await accountWithNumber(t.app)];
    const [browser, other] = [await subscribe(alice), await subscribe(alice)];
    const answer = await post(
      t.app,
      'deletePushSubscription',
      { endpoint: browser.endpoint },
      { token: mallory.token },
    );
    expect(answer.body.retcode).toBe(Retcode.OK);
    await receive(t.app, alice, OUTSIDE, 'still here');
    await pushesTo(browser, 1);
    await post(t.app, 'deletePushSubscription', { endpoint: browser.endpoint }, { token: alice.token });
    await receive(t.app, alice, OUTSIDE, 'after turning it off');
    // The account's other browser gets it; the one turned off does not.
    await pushesTo(other, 2);
    expect(pushService.pushesTo(browser)).toHaveLength(1);
  });

  it('refuses a subscription that is not one', async () => {
    const alice = await accountWithNumber(t.app);
    for (const body of [
      { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
      { endpoint: 'https://push.example.test/1', keys: { p256dh: 'AAAA', auth: 'AAAA' } },
    ]) {
      const answer = await post(t.app, 'savePushSubscription', body, { token: alice.token });
      expect(answer.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    }
  });
});

describe('what a notification says', () => {
  const row = (fields: Partial<MessageRow>) =>
    ({
      own_full: '12025550100',
      other_full: '8613800138000',
      other_tel_code: '86',
      type: 'sms',
      text: '',
      media: '',
      ...fields,
    }) as MessageRow;

  it('names a picture or a voicemail in the language of the session, and shortens a long text', () => {
    expect(pushMessageOf(row({ type: 'mms', media: '/m/1' }), 'zh-CN').body).toBe('给您发送了一张图片');
    expect(pushMessageOf(row({ type: 'voicemail', media: '/m/2' }), 'en').body).toBe('Left you a voicemail');
    expect(pushMessageOf(row({ type: 'mms', text: 'look', media: '/m/3' }), 'en').body).toBe('look');
    const long = pushMessageOf(row({ text: 'x'.repeat(500) }), 'en').body;
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
    expect(pushMessageOf(row({}), 'en').title).toBe('+86 138 0013 8000');
  });
});
