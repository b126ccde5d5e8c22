import { API_BASE, ApiPath, AUTH_HEADER, MAX_MMS_BYTES, Retcode } from '@switchboard/protocol';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '../src/modules/rates/rates.service.ts';
import { megabytes } from '../src/text/sentence.ts';
import { jpegWithExif, mmsPayload, png, rowsOf } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { connectSocket, nextMessage, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const open: Socket[] = [];
const US_MMS = DEFAULT_RATES.find((rate) => rate.rateKey === 'US')!.mms!;

async function connect(account: NumberedAccount): Promise<Socket> {
  const socket = await connectSocket(t.baseUrl, { token: account.token });
  open.push(socket);
  return socket;
}

async function download(link: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url: link, headers: { [AUTH_HEADER]: token } });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

const t = useTestApp({ listen: true });
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

describe('mms', () => {
  it('re-encodes the picture without its EXIF, charges one MMS and shares it with the recipient only', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const eve = await accountWithNumber(t.app);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const socket = await connect(alice);
    const bobSocket = await connect(bob);
    const arrival = nextMessage(bobSocket);

    const ack = await sendMessage(socket, mmsPayload(alice, bob.number, original, 'look'));
    expect(ack.status).toBe(0);
    expect(ack.media).toMatch(new RegExp(`^${API_BASE}${ApiPath.media}/[A-Za-z0-9_-]{32}$`));
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000 - US_MMS);
    expect(await arrival).toMatchObject({ direction: 'in', msgType: 'mms', media: ack.media, text: 'look' });

    const mine = await download(ack.media, alice.token);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toMatch(/^private/);
    const stored = await sharp(mine.body).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(mine.body.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(mine.body.equals(original)).toBe(false);

    expect((await download(ack.media, bob.token)).status).toBe(200);
    const stranger = await download(ack.media, eve.token);
    expect(stranger.status).toBe(404);
    expect(JSON.parse(stranger.body.toString()).retcode).toBe(Retcode.NOT_FOUND);
    expect((await t.app.inject({ method: 'GET', url: ack.media })).statusCode).toBe(401);
    expect((await download(`${API_BASE}${ApiPath.media}/${'A'.repeat(32)}`, alice.token)).status).toBe(404);
    expect((await download(`${API_BASE}${ApiPath.media}/..%2F..%2Fetc`, alice.token)).status).toBe(404);
  });

  it('accepts PNG whatever fileType claims, and stores PNG', async () => {
    const alice = await accountWithNumber(t.app);
    const socket = await connect(alice);
    const ack = await sendMessage(socket, {
      ...mmsPayload(alice, '14155550123', await png()),
      fileType: 'text/html',
    });
    expect(ack.status).toBe(0);
    expect((await download(ack.media, alice.token)).headers['content-type']).toBe('image/png');
  });

  it('keeps an animated GIF animated', async () => {
    const alice = await accountWithNumber(t.app);
    const frames = await Promise.all(
      ['red', 'green', 'blue'].map((background) =>
        sharp({ create: { width: 20, height: 10, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: 100, loop: 0 })
      .toBuffer();
    const socket = await connect(alice);
    const ack = await sendMessage(socket, mmsPayload(alice, '14155550123', gif));
    expect(ack.status).toBe(0);
    const stored = await download(ack.media, alice.token);
    expect(stored.headers['content-type']).toBe('image/gif');
    expect((await sharp(stored.body, { animated: true }).metadata()).pages).toBe(3);
  });

  it('refuses bytes that are not a picture whatever fileType claims, and nothing is stored or charged', async () => {
    const alice = await accountWithNumber(t.app);
    const socket = await connect(alice);
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const ack = await sendMessage(socket, {
      ...mmsPayload(alice, '14155550123', fake),
      fileType: 'image/jpeg',
    });
    expect(ack).toMatchObject({ status: Retcode.INVALID_PARAMETER, date: 0, media: '' });
    expect(ack.retmsg).toBe('Choose a JPEG, PNG, GIF or WebP picture.');
    const truncated = (await jpegWithExif()).subarray(0, 200);
    expect((await sendMessage(socket, mmsPayload(alice, '14155550123', truncated))).retmsg).toBe(
      'The picture could not be read. Choose another one.',
    );
    expect(await rowsOf(t.app, alice.id)).toHaveLength(0);
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000);
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const alice = await accountWithNumber(t.app);
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: 'white' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(MAX_MMS_BYTES);
    const socket = await connect(alice);
    const ack = await sendMessage(socket, mmsPayload(alice, '14155550123', bomb));
    expect(ack.status).toBe(Retcode.INVALID_PARAMETER);
    expect(ack.retmsg).toBe('The picture is too large. Choose a smaller one.');
  });

  it('refuses an oversize file, an mms without file, and MMS from a number outside the US and Canada', async () => {
    const alice = await accountWithNumber(t.app);
    const socket = await connect(alice);
    const oversize = await sendMessage(
      socket,
      mmsPayload(alice, '14155550123', Buffer.alloc(MAX_MMS_BYTES + 1, 1)),
    );
    expect(oversize).toMatchObject({
      status: Retcode.INVALID_PARAMETER,
      retmsg: `The picture can be at most ${megabytes(MAX_MMS_BYTES)}.`,
    });
    const { fileBuffer: _omitted, ...withoutFile } = mmsPayload(alice, '14155550123', Buffer.alloc(1));
    expect(await sendMessage(socket, withoutFile)).toMatchObject({
      status: Retcode.INVALID_PARAMETER,
      retmsg: 'Choose a picture to send.',
    });
    expect(socket.connected).toBe(true);

    const brit = await accountWithNumber(t.app, { country: 'GB' });
    const britSocket = await connect(brit);
    const refused = await sendMessage(britSocket, mmsPayload(brit, '447700900555', await png()));
    expect(refused.status).toBe(Retcode.CANNOT_SEND_TO_NUMBER);
    expect(refused.retmsg).toBe('Pictures (MMS) can only be sent from US and Canadian numbers.');
  });
});
