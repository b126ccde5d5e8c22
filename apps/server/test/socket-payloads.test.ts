import { Retcode, SocketEvent } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, smsPayload } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { connectSocket, sendMessage, settle } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

let alice: NumberedAccount;
let socket: Socket;
const OUTSIDE = '14155550123';

const t = useTestApp({ listen: true });
beforeAll(async () => {
  alice = await accountWithNumber(t.app);
});
afterEach(() => {
  socket?.close();
});

/** What a person reads when the refused field is one nobody types. */
const RELOAD = 'Something in the request was not valid. Reload the page and try again.';

async function expectRefused(payload: unknown, retmsg: string): Promise<void> {
  const ack = await sendMessage(socket, payload);
  expect(ack.status).toBe(Retcode.INVALID_PARAMETER);
  expect(ack.retmsg).toBe(retmsg);
  expect(ack.date).toBe(0);
  expect(ack.media).toBe('');
}

describe('malformed sendMessage payloads get an error ack and never crash anything', () => {
  it('non-object payloads', async () => {
    socket = await connectSocket(t.baseUrl, { token: alice.token });
    for (const payload of [null, 42, 'text', [1, 2], true, new Uint8Array([1, 2, 3])]) {
      await expectRefused(payload, RELOAD);
    }
    // The ack as the only argument.
    const ack = await socket.timeout(5000).emitWithAck(SocketEvent.sendMessage);
    expect(ack).toMatchObject({ status: Retcode.INVALID_PARAMETER, retmsg: RELOAD });
  });

  it('wrong types and missing fields name the field by its label, or ask for a reload', async () => {
    socket = await connectSocket(t.baseUrl, { token: alice.token });
    const good = smsPayload(alice, OUTSIDE, 'hi');
    await expectRefused(
      { ...good, fromNumber: 12125550100 },
      'The number you send from is not valid. Check it and try again.',
    );
    await expectRefused({ ...good, toNumber: undefined }, 'Enter the phone number.');
    await expectRefused(
      { ...good, text: { evil: true } },
      'The message is not valid. Check it and try again.',
    );
    await expectRefused({ ...good, msgType: 'voicemail' }, RELOAD);
    await expectRefused({ ...good, platform: 7 }, RELOAD);
    await expectRefused(
      { ...good, fileBuffer: 'not bytes', msgType: 'mms' },
      'The picture is not valid. Check it and try again.',
    );
    await expectRefused({ ...good, languagecode: 'fr' }, RELOAD);
  });

  it('huge text and bad smsIds', async () => {
    socket = await connectSocket(t.baseUrl, { token: alice.token });
    const good = smsPayload(alice, OUTSIDE, 'hi');
    await expectRefused(
      { ...good, text: 'x'.repeat(1601) },
      'The message can be at most 1600 characters long.',
    );
    await expectRefused(
      { ...good, text: 'x'.repeat(500_000) },
      'The message can be at most 1600 characters long.',
    );
    await expectRefused({ ...good, smsId: 'short' }, RELOAD);
    await expectRefused({ ...good, smsId: '../../etc/passwd' }, RELOAD);
    await expectRefused({ ...good, smsId: 'a'.repeat(65) }, RELOAD);
    await expectRefused({ ...good, smsId: undefined }, RELOAD);
  });

  it('a send without an ack stores nothing; a throwing listener never takes the server down', async () => {
    socket = await connectSocket(t.baseUrl, { token: alice.token });
    socket.emit(SocketEvent.sendMessage, smsPayload(alice, OUTSIDE, 'no ack'));
    socket.emit(SocketEvent.sendMessage);
    await settle();
    expect(await rowsOf(t.app, alice.id)).toHaveLength(0);
    expect(socket.connected).toBe(true);
    const ack = await sendMessage(socket, smsPayload(alice, OUTSIDE, 'still works'));
    expect(ack.status).toBe(0);
  });

  it('a message over the socket size limit closes only that connection', async () => {
    socket = await connectSocket(t.baseUrl, { token: alice.token });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit(SocketEvent.sendMessage, {
      ...smsPayload(alice, OUTSIDE, 'x'),
      fileBuffer: new Uint8Array(8 * 1024 * 1024),
    });
    expect(await closed).toBeTruthy();
    const again = await connectSocket(t.baseUrl, { token: alice.token });
    expect((await sendMessage(again, smsPayload(alice, OUTSIDE, 'after'))).status).toBe(0);
    again.close();
  });

  it('retmsg follows the payload languagecode', async () => {
    socket = await connectSocket(t.baseUrl, { token: alice.token });
    const ack = await sendMessage(socket, smsPayload(alice, OUTSIDE, '', { languagecode: 'zh_cn' }));
    expect(ack.status).toBe(Retcode.INVALID_PARAMETER);
    expect(ack.retmsg).toBe('请先输入消息内容。');
  });
});
