import { randomUUID } from 'node:crypto';
import { AUTH_HEADER, apiUrl, productId, Retcode, SANDBOX_PATHS, WEB_VERSION } from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, sandboxKey, signSandbox } from '../src/adapters/payments/sandbox.ts';
import { insertOrder } from '../src/modules/payments/payments.repo.ts';
import { get, post } from './helpers/api.ts';
import { listen, TEST_DATABASE_URL } from './helpers/app.ts';
import { smsPayload } from './helpers/chat.ts';
import { consoleCall } from './helpers/console.ts';
import { accountWithNumber, registerAccount, type TestAccount } from './helpers/factories.ts';
import { deliverSandbox } from './helpers/payments.ts';
import { profileBody, reviewerToken } from './helpers/profile.ts';
import { connectSocket, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ overrides: { brandHosts: { 'numbers.example.com': 'wephone' } } });

const NUL = '\u0000';
const INVISIBLE_ANYWHERE = 'Remove the invisible characters from what you entered and try again.';
const invisibleIn = (label: string) => `Remove the invisible characters from ${label} and try again.`;

describe(`a NUL character is refused with a sentence, never stored or a 500 (${TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL'})`, () => {
  let alice: TestAccount;
  beforeAll(async () => {
    alice = await registerAccount(t.app, { brand: 'wephone' });
  });

  type Case = { name: string; send: () => Promise<{ status: number; body: unknown }>; retmsg: string };
  const cases: Case[] = [
    {
      name: 'a profile field (body)',
      send: () =>
        post(t.app, 'updateProfile', profileBody(alice, { firstName: `Ada${NUL}` }), { token: alice.token }),
      retmsg: invisibleIn('the first name'),
    },
    {
      name: 'the email of register (body)',
      send: () =>
        post(t.app, 'register', { platform: 'pingme', email: `a${NUL}@b.test`, password: 'long enough 1' }),
      retmsg: invisibleIn('the email address'),
    },
    {
      name: 'the app of a verification number (query)',
      send: () =>
        get(t.app, 'lockVerificationCodePhone', {
          token: alice.token,
          query: { app: `whatsapp${NUL}`, regionCode: 'us' },
        }),
      retmsg: invisibleIn('the app'),
    },
    {
      name: 'a historyId nobody types (body)',
      send: () =>
        post(
          t.app,
          'reSubVirtualPhone',
          { platform: 'wephone', historyId: `h${NUL}1` },
          { token: alice.token },
        ),
      retmsg: INVISIBLE_ANYWHERE,
    },
    {
      name: 'a contact name (object)',
      send: () =>
        post(
          t.app,
          'createOrUpdateCloudAddressBook',
          {
            platform: 'wephone',
            addressBook: { name: `Ada${NUL}`, phoneList: [{ telCode: '1', phone: '2125550100' }] },
          },
          { token: alice.token },
        ),
      retmsg: invisibleIn('the name'),
    },
    {
      name: 'a contact name (JSON-encoded, as the web client sends it)',
      send: () =>
        post(
          t.app,
          'createOrUpdateCloudAddressBook',
          {
            platform: 'wephone',
            addressBook: JSON.stringify({
              name: `Ada${NUL}`,
              phoneList: [{ telCode: '1', phone: '2125550100' }],
            }),
          },
          { token: alice.token },
        ),
      retmsg: invisibleIn('the name'),
    },
    {
      name: 'the reason of a reviewer’s refusal (console)',
      send: async () =>
        consoleCall(t.app, 'consoleReviewDecide', {
          token: await reviewerToken(t.app),
          body: { kind: 'profile', accountId: alice.id, decision: 'refuse', reason: `Blurred${NUL}` },
        }),
      retmsg: invisibleIn('the reason'),
    },
  ];

  for (const { name, send, retmsg } of cases) {
    it(name, async () => {
      const result = await send();
      expect(result.status, JSON.stringify(result.body)).toBe(400);
      expect(result.body).toMatchObject({ retcode: Retcode.INVALID_PARAMETER, retmsg });
      expect((result.body as { detail: string }).detail).toMatch(/: contains a NUL character/);
    });
  }

  it('a query field other than the call’s own, and the detail shows the NUL escaped', async () => {
    const result = await get(t.app, 'getAccountInfo', {
      token: alice.token,
      query: { webVersion: `1${NUL}` },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ retcode: Retcode.INVALID_PARAMETER, retmsg: INVISIBLE_ANYWHERE });
    expect(result.body.detail).toBe('webVersion: contains a NUL character (U+0000)');
  });

  it('reads in Chinese for a Chinese page', async () => {
    const result = await post(
      t.app,
      'createOrUpdateCloudAddressBook',
      {
        platform: 'wephone',
        addressBook: { name: `Ada${NUL}`, phoneList: [{ telCode: '1', phone: '2125550100' }] },
      },
      { token: alice.token, language: 'zh_cn' },
    );
    expect(result.status).toBe(400);
    expect(result.body.retmsg).toBe('请删除名称中的不可见字符后重试。');
    const contacts = await get<{ addressBookList: unknown[] }>(t.app, 'getCloudAddressBook', {
      token: alice.token,
    });
    expect(contacts.body.data.addressBookList).toEqual([]);
  });

  it('over the socket: sendMessage text is refused in the ack, nothing stored or charged', async () => {
    const sender = await accountWithNumber(t.app, { brand: 'wephone' });
    const receiver = await accountWithNumber(t.app, { brand: 'wephone' });
    const base = await listen(t.app);
    const socket = await connectSocket(base, { token: sender.token });
    try {
      const balance = await t.app.ledger.balance(sender.id);
      const ack = await sendMessage(socket, smsPayload(sender, receiver.number, `hi${NUL}there`));
      expect(ack).toMatchObject({
        status: Retcode.INVALID_PARAMETER,
        retmsg: invisibleIn('the message'),
        detail: 'text: contains a NUL character (U+0000)',
        field: 'text',
      });
      const zh = await sendMessage(socket, {
        ...smsPayload(sender, receiver.number, `x${NUL}`),
        languagecode: 'zh_cn',
      });
      expect(zh.retmsg).toBe('请删除消息内容中的不可见字符后重试。');
      expect(await t.app.ledger.balance(sender.id)).toBe(balance);
      const stored = await t.app.db
        .selectFrom('messages')
        .select('id')
        .where('account_id', '=', sender.id)
        .execute();
      expect(stored).toEqual([]);
    } finally {
      socket.close();
    }
  });
});

describe('token answers are never cached', () => {
  it('register, login and refreshToken carry Cache-Control: no-store; other answers do not', async () => {
    const email = `nostore-${randomUUID()}@example.com`;
    const password = 'correct horse battery';
    const registered = await post<{ token: string }>(t.app, 'register', {
      platform: 'pingme',
      email,
      password,
    });
    expect(registered.status).toBe(200);
    expect(registered.headers['cache-control']).toBe('no-store');
    const login = await post<{ token: string }>(t.app, 'login', {
      platform: 'pingme',
      account: email,
      password,
    });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refreshed = await get<{ token: string }>(t.app, 'refreshToken', { token: login.body.data.token });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const info = await get(t.app, 'getAccountInfo', { token: refreshed.body.data.token });
    expect(info.status).toBe(200);
    expect(info.headers['cache-control']).toBeUndefined();
  });
});

describe('the content security policy lets WebSockets reach only the page’s own host', () => {
  it('connect-src is self plus ws/wss of the host asked, never any host', async () => {
    for (const host of ['numbers.example.com', 'localhost:3000']) {
      const response = await t.app.inject({ method: 'GET', url: '/health', headers: { host } });
      const policy = String(response.headers['content-security-policy']);
      const connect = policy.split(';').find((directive) => directive.trim().startsWith('connect-src'));
      expect(connect?.trim()).toBe(`connect-src 'self' ws://${host} wss://${host}`);
    }
  });

  it('an odd host header adds nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { host: 'evil.test/x y' },
    });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toMatch(/ws:|wss:|evil/);
  });
});

describe('a GET refuses a session of another brand as a POST does', () => {
  it('a platform query field or a brand host of another brand: 100001 with the wrong-brand sentence', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const postRefusal = await post(t.app, 'updateProfile', profileBody({ ...alice, brand: 'pingme' }), {
      token: alice.token,
    });
    expect(postRefusal.status).toBe(400);
    const byQuery = await get(t.app, 'getAccountInfo', { token: alice.token, query: { platform: 'pingme' } });
    expect(byQuery.status).toBe(postRefusal.status);
    expect(byQuery.body.retcode).toBe(postRefusal.body.retcode);
    expect(byQuery.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(byQuery.body.retmsg).toBe(postRefusal.body.retmsg);
    expect(byQuery.body.retmsg).toBe(
      'This page belongs to another service. Reload the page and sign in again.',
    );

    const query = new URLSearchParams({ t: '1', webVersion: WEB_VERSION, languagecode: 'en' });
    const byHost = await t.app.inject({
      method: 'GET',
      url: `${apiUrl('getAccountInfo')}?${query}`,
      headers: { [AUTH_HEADER]: alice.token, host: 'pingme.example.com' },
    });
    expect(byHost.statusCode).toBe(400);
    expect(byHost.json()).toMatchObject({ retcode: Retcode.INVALID_PARAMETER, retmsg: byQuery.body.retmsg });

    const unknown = await get(t.app, 'getAccountInfo', { token: alice.token, query: { platform: 'acme' } });
    expect(unknown.body.retcode).toBe(Retcode.UNKNOWN_BRAND);
  });

  it('its own brand, by query or by host, and no brand named at all, are answered', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    expect((await get(t.app, 'getAccountInfo', { token: alice.token })).status).toBe(200);
    expect(
      (await get(t.app, 'getAccountInfo', { token: alice.token, query: { platform: 'wephone' } })).status,
    ).toBe(200);
    for (const host of ['wephone.example.com', 'numbers.example.com']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${apiUrl('getAccountInfo')}?languagecode=en`,
        headers: { [AUTH_HEADER]: alice.token, host },
      });
      expect(response.statusCode, host).toBe(200);
    }
  });
});

describe('a payment return URL leads back to the brand’s own site only', () => {
  const card = (account: TestAccount, returnUrl: string, host?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${apiUrl('paySubmit')}?languagecode=en`,
      headers: { [AUTH_HEADER]: account.token, ...(host === undefined ? {} : { host }) },
      payload: {
        platform: account.brand,
        productid: productId('card', 'USD', 50),
        payment_method: 'card',
        return_url: returnUrl,
        devicetype: 'web',
      },
    });

  it('a foreign return URL is refused with 100001 and a sentence; no order is stored', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    for (const foreign of [
      'https://evil.example/account',
      'https://wephone.evil.example/account',
      'http://localhost.evil.example/',
    ]) {
      const response = await card(alice, foreign);
      expect(response.statusCode, foreign).toBe(400);
      expect(response.json(), foreign).toMatchObject({
        retcode: Retcode.INVALID_PARAMETER,
        retmsg: 'After paying you can only come back to this site. Reload the page and try again.',
        field: 'return_url',
      });
    }
    const alipay = await post(
      t.app,
      'alipayPaySubmit',
      {
        platform: 'wephone',
        paymentMethod: 'alipay',
        productId: productId('alipay', 'USD', 50),
        returnUrl: 'https://evil.example/',
      },
      { token: alice.token },
    );
    expect(alipay.body).toMatchObject({ retcode: Retcode.INVALID_PARAMETER, field: 'returnUrl' });
    const orders = await t.app.db
      .selectFrom('payment_orders')
      .select('id')
      .where('account_id', '=', alice.id)
      .execute();
    expect(orders).toEqual([]);
  });

  it('the host asked and the brand’s configured hosts are accepted', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    expect((await card(alice, 'http://localhost:3000/account?tab=recharge')).statusCode).toBe(200);
    expect((await card(alice, 'https://numbers.example.com/account')).statusCode).toBe(200);
    expect((await card(alice, 'https://shop.example.org/account', 'shop.example.org')).statusCode).toBe(200);
  });

  it('the sandbox never redirects off the site, whatever an order holds', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const id = randomUUID();
    await insertOrder(t.app.db, {
      id,
      account_id: alice.id,
      brand: 'wephone',
      method: 'card',
      product_id: productId('card', 'USD', 50),
      amount: 500_000,
      gift: 0,
      currency: 'USD',
      status: 'pending',
      provider: 'sandbox',
      provider_ref: null,
      return_url: 'https://evil.example/steal',
      created_at: Date.now(),
      paid_at: null,
      failure_code: null,
      payer_ref: null,
    });
    const done = await deliverSandbox(t, id, 'cancelled');
    expect(done.statusCode).toBe(303);
    expect(String(done.headers.location)).toMatch(/^\/\?status=cancelled&orderId=/);
  });
});

describe('a payment webhook for an unknown order', () => {
  it('is acknowledged with 200 when signed (providers would redeliver forever), still refused when not', async () => {
    const key = sandboxKey(t.config.appSecret);
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      orderId: randomUUID(),
      status: 'paid',
      amount: 500_000,
      currency: 'USD',
    });
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: SANDBOX_PATHS.webhook,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: body,
      });
    const forged = await send(signSandbox(Buffer.from('not the key'), body));
    expect(forged.statusCode).toBe(400);
    const signed = await send(signSandbox(key, body));
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ received: true, outcome: 'unknown_order' });
  });
});
