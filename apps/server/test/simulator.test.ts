import * as protocol from '@switchboard/protocol';
import {
  AUTH_HEADER,
  type Envelope,
  monthKeyOf,
  Retcode,
  retcodeInfo,
  SIMULATOR_INBOUND_PATH,
  SIMULATOR_PAGE_PATH,
  type SimulatorInboundData,
} from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { get } from './helpers/api.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { jpegWithExif, rowsOf, wav } from './helpers/chat.ts';
import { accountWithNumber } from './helpers/factories.ts';
import { connectSocket, nextMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const open: Socket[] = [];
const OUTSIDE = '14155550123';

async function inject(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file !== undefined) form.set('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${t.baseUrl}${SIMULATOR_INBOUND_PATH}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Envelope<SimulatorInboundData> };
}

const t = useTestApp({ listen: true });
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

describe('simulator', () => {
  it('serves a script-free page listing the numbers with owners', async () => {
    const alice = await accountWithNumber(t.app);
    const page = await t.app.inject({ method: 'GET', url: SIMULATOR_PAGE_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`action="${SIMULATOR_INBOUND_PATH}"`);
    expect(page.body).toContain(alice.number);
    expect(page.body).not.toContain('<script');
  });

  it('injects an sms that reaches the owner’s socket at once and is stored free of charge', async () => {
    const alice = await accountWithNumber(t.app);
    const socket = await connectSocket(t.baseUrl, { token: alice.token });
    open.push(socket);
    const arrival = nextMessage(socket);
    const result = await inject({ kind: 'sms', from: OUTSIDE, to: alice.number, text: 'hello from outside' });
    expect(result.status).toBe(200);
    expect(result.body.retcode).toBe(0);
    expect(await arrival).toMatchObject({
      direction: 'in',
      fromNumber: OUTSIDE,
      fromTelCode: '1',
      fromPhone: '4155550123',
      toNumber: alice.number,
      msgType: 'sms',
      text: 'hello from outside',
      smsId: result.body.data.smsId,
      time: result.body.data.date,
    });
    expect(await rowsOf(t.app, alice.id)).toHaveLength(1);
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000);
  });

  it('injects an mms whose picture is re-encoded and readable by the owner only', async () => {
    const alice = await accountWithNumber(t.app);
    const eve = await accountWithNumber(t.app);
    const socket = await connectSocket(t.baseUrl, { token: alice.token });
    open.push(socket);
    const arrival = nextMessage(socket);
    const result = await inject(
      { kind: 'mms', from: OUTSIDE, to: alice.number },
      { bytes: await jpegWithExif(), name: 'a.jpg' },
    );
    expect(result.body.retcode).toBe(0);
    const message = await arrival;
    expect(message).toMatchObject({ msgType: 'mms', media: result.body.data.media });
    const fetchAs = (token: string) =>
      t.app.inject({ method: 'GET', url: message.media, headers: { [AUTH_HEADER]: token } });
    const mine = await fetchAs(alice.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
    expect((await fetchAs(eve.token)).statusCode).toBe(404);
  });

  it('injects a voicemail with its transcript; speechToText returns it; without one it answers SPEECH_TO_TEXT_UNAVAILABLE', async () => {
    const alice = await accountWithNumber(t.app);
    const eve = await accountWithNumber(t.app);
    const socket = await connectSocket(t.baseUrl, { token: alice.token });
    open.push(socket);
    const arrival = nextMessage(socket);
    const withText = await inject(
      { kind: 'voicemail', from: OUTSIDE, to: alice.number, text: 'Call me back please' },
      { bytes: wav(), name: 'vm.wav' },
    );
    expect(withText.body.retcode).toBe(0);
    // The carrier's transcript is shown at once; nobody has to ask for it.
    const arrived = await arrival;
    expect(arrived).toMatchObject({ msgType: 'voicemail', text: '', stt: 'Call me back please' });
    const ym = monthKeyOf(Date.now());
    const before = await get<{ dialogList: { stt?: string; type: string }[] }>(t.app, 'getDialogList', {
      token: alice.token,
      query: { ownFullNumber: alice.number, otherFullNumber: OUTSIDE, ym },
    });
    expect(before.body.data.dialogList.find((item) => item.type === 'voicemail')?.stt).toBe(
      'Call me back please',
    );
    const audio = await t.app.inject({
      method: 'GET',
      url: withText.body.data.media,
      headers: { [AUTH_HEADER]: alice.token },
    });
    expect(audio.headers['content-type']).toBe('audio/wav');

    const stt = await get<{ text: string }>(t.app, 'speechToText', {
      token: alice.token,
      query: { media: withText.body.data.media, language: 'en-US' },
    });
    expect(stt.body).toMatchObject({ retcode: 0, data: { text: 'Call me back please' } });
    const page = await get<{ dialogList: { stt?: string; type: string }[] }>(t.app, 'getDialogList', {
      token: alice.token,
      query: { ownFullNumber: alice.number, otherFullNumber: OUTSIDE, ym },
    });
    expect(page.body.data.dialogList.find((item) => item.type === 'voicemail')?.stt).toBe(
      'Call me back please',
    );

    const without = await inject(
      { kind: 'voicemail', from: OUTSIDE, to: alice.number },
      { bytes: wav(), name: 'vm.wav' },
    );
    const none = await get(t.app, 'speechToText', {
      token: alice.token,
      query: { media: without.body.data.media },
    });
    expect(none.body).toEqual({
      retcode: Retcode.SPEECH_TO_TEXT_UNAVAILABLE,
      retmsg: 'Sorry! The Speech-to-text is temporarily unavailable. Please try again later.',
      data: null,
    });
    const zh = await get(t.app, 'speechToText', {
      token: alice.token,
      language: 'zh_cn',
      query: { media: without.body.data.media },
    });
    expect(zh.body.retmsg).toBe(retcodeInfo(Retcode.SPEECH_TO_TEXT_UNAVAILABLE)!.message['zh-CN']);

    // Only the caller's own voicemail.
    const stranger = await get(t.app, 'speechToText', {
      token: eve.token,
      query: { media: withText.body.data.media },
    });
    expect(stranger.body.retcode).toBe(Retcode.NOT_FOUND);
  });

  it('refuses bad input with a field-naming message and stores nothing', async () => {
    const alice = await accountWithNumber(t.app);
    const cases: [Record<string, string>, { bytes: Buffer; name: string } | undefined, string][] = [
      [{ kind: 'fax', from: OUTSIDE, to: alice.number, text: 'x' }, undefined, 'kind'],
      [{ kind: 'sms', from: 'abc', to: alice.number, text: 'x' }, undefined, 'from'],
      [{ kind: 'sms', from: OUTSIDE, to: alice.number }, undefined, 'text: is required'],
      [
        { kind: 'sms', from: alice.number, to: alice.number, text: 'x' },
        undefined,
        'from: must be an outside number',
      ],
      [{ kind: 'mms', from: OUTSIDE, to: alice.number }, undefined, 'file: is required'],
      [
        { kind: 'mms', from: OUTSIDE, to: alice.number },
        { bytes: wav(), name: 'x.jpg' },
        'file: must be a JPEG',
      ],
      [
        { kind: 'voicemail', from: OUTSIDE, to: alice.number },
        { bytes: await jpegWithExif(), name: 'x.wav' },
        'file: must be an MP3',
      ],
    ];
    for (const [fields, file, message] of cases) {
      const result = await inject(fields, file);
      expect(result.status).toBe(400);
      expect(result.body.detail).toContain(message);
    }
    const unknown = await inject({ kind: 'sms', from: OUTSIDE, to: '19995550000', text: 'x' });
    expect(unknown.status).toBe(404);
    const json = await fetch(`${t.baseUrl}${SIMULATOR_INBOUND_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect(await rowsOf(t.app, alice.id)).toHaveLength(0);
  });
});

/** Every simulator route the app has: each SIMULATOR_*_PATH of the protocol with each method it answers. */
function simulatorRoutesOf(app: TestApp['app']): { method: 'GET' | 'POST'; url: string }[] {
  const paths = Object.entries(protocol)
    .filter(([name, value]) => /^SIMULATOR_\w+_PATH$/.test(name) && typeof value === 'string')
    .map(([, value]) => value as string);
  return paths.flatMap((url) =>
    (['GET', 'POST'] as const)
      .filter((method) => app.hasRoute({ method, url }))
      .map((method) => ({ method, url })),
  );
}

describe('simulator from another machine', () => {
  it('answers every simulator route with the NOT_FOUND envelope, as if it did not exist', async () => {
    const routes = simulatorRoutesOf(t.app);
    // The page, inbound, outbox, code and renewal routes at least.
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      for (const remoteAddress of ['203.0.113.7', '::ffff:10.0.0.2', '2001:db8::1']) {
        const response = await t.app.inject({
          ...route,
          remoteAddress,
          payload: route.method === 'POST' ? {} : undefined,
        });
        expect(response.statusCode, `${route.method} ${route.url} from ${remoteAddress}`).toBe(404);
        expect(response.json()).toMatchObject({ retcode: Retcode.NOT_FOUND, data: null });
        expect(response.body).not.toContain('<form');
      }
    }
  });

  it('still answers this machine over IPv4, IPv6 and IPv4-mapped loopback', async () => {
    const alice = await accountWithNumber(t.app);
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const page = await t.app.inject({ method: 'GET', url: SIMULATOR_PAGE_PATH, remoteAddress });
      expect(page.statusCode, remoteAddress).toBe(200);
      expect(page.body).toContain(alice.number);
    }
    for (const route of simulatorRoutesOf(t.app)) {
      const response = await t.app.inject({
        ...route,
        remoteAddress: '::1',
        payload: route.method === 'POST' ? {} : undefined,
      });
      expect(response.body, `${route.method} ${route.url}`).not.toContain('no such route');
    }
  });

  it('is not fooled by X-Forwarded-For when proxies are trusted', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const alice = await accountWithNumber(proxied.app);
      const forged = await proxied.app.inject({
        method: 'GET',
        url: SIMULATOR_PAGE_PATH,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
      expect(forged.json()).toMatchObject({ retcode: Retcode.NOT_FOUND });
      expect(forged.body).not.toContain(alice.number);
      const local = await proxied.app.inject({
        method: 'GET',
        url: SIMULATOR_PAGE_PATH,
        remoteAddress: '127.0.0.1',
      });
      expect(local.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('simulator in production', () => {
  it('is not registered at all', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      expect(prod.app.hasRoute({ method: 'GET', url: SIMULATOR_PAGE_PATH })).toBe(false);
      expect(prod.app.hasRoute({ method: 'POST', url: SIMULATOR_INBOUND_PATH })).toBe(false);
      const response = await prod.app.inject({ method: 'POST', url: SIMULATOR_INBOUND_PATH, payload: {} });
      expect(response.statusCode).toBe(404);
      const page = await prod.app.inject({ method: 'GET', url: SIMULATOR_PAGE_PATH });
      expect(page.body).not.toContain(SIMULATOR_INBOUND_PATH);
      // Nor is a demo inventory seeded there.
      expect(await prod.app.db.selectFrom('phone_numbers').select('id').execute()).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
