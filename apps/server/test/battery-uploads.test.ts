import { readdir } from 'node:fs/promises';
import {
  AUTH_HEADER,
  apiUrl,
  type Envelope,
  KYC_MAX_BYTES,
  type KycInfo,
  MAX_MMS_BYTES,
  Retcode,
} from '@switchboard/protocol';
import { fileTypeFromBuffer } from 'file-type';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../src/modules/media/media.files.ts';
import { mmsPayload, rowsOf } from './helpers/chat.ts';
import { accountWithNumber, registerAccount } from './helpers/factories.ts';
import { png, uploadKyc } from './helpers/kyc.ts';
import { connectSocket, sendMessage, settle } from './helpers/socket.ts';
import {
  gifar,
  jpegHtmlPolyglot,
  jpegWithAllMetadata,
  leftovers,
  pngDeclaring,
  svgWithScript,
  wrongMagic,
} from './helpers/upload-corpus.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const open: Socket[] = [];
const OUTSIDE = '14155550123';
const MMS_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const KYC_TYPES = ['image/jpeg', 'image/png'];
const FIVE_MB_PLUS_ONE = 5 * 1024 * 1024 + 1;
const figures = { refused: 0, stored: 0 };

const t = useTestApp({ listen: true });
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  console.log(
    `battery-uploads: refused=${figures.refused} stored=${figures.stored} (MMS and identity paths)`,
  );
});

async function storedFiles(): Promise<number> {
  try {
    const entries = await readdir(t.config.mediaDir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

async function fetchStored(link: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url: link, headers: { [AUTH_HEADER]: token } });
  expect(response.statusCode).toBe(200);
  return { type: String(response.headers['content-type']), bytes: response.rawPayload };
}

/** Sends one picture as an MMS; returns the ack and the account. */
async function sendMms(bytes: Buffer, fileName = 'p.jpg') {
  const alice = await accountWithNumber(t.app);
  const socket = await connectSocket(t.baseUrl, { token: alice.token });
  open.push(socket);
  const ack = await sendMessage(socket, { ...mmsPayload(alice, OUTSIDE, bytes), fileName });
  return { alice, ack, socket };
}

/** Uploads one picture as the identity card next to a good holding photo. */
async function sendKyc(bytes: Buffer, name = 'front.jpg') {
  const account = await registerAccount(t.app, { brand: 'wephone' });
  const result = await uploadKyc(t.baseUrl, account, {
    idCard1: { bytes, name },
    idHold1: { bytes: await png(), name: 'hold.png', type: 'image/png' },
  });
  return { account, result };
}

/** What a stored file must be: an allowed type by its bytes, re-encoded, with nothing of the corpus left. */
async function expectClean(stored: { type: string; bytes: Buffer }, input: Buffer, allowed: string[]) {
  expect(allowed).toContain(stored.type);
  expect((await fileTypeFromBuffer(stored.bytes))?.mime).toBe(stored.type);
  expect(stored.bytes.equals(input)).toBe(false);
  expect(await leftovers(stored.bytes)).toEqual([]);
  figures.stored += 1;
}

const refusedCorpus: [string, () => Promise<Buffer> | Buffer][] = [
  ['wrong magic bytes (a ZIP named .jpg)', wrongMagic],
  ['an SVG with a script', svgWithScript],
  ['a PNG declaring 50,000 × 50,000 pixels', () => pngDeclaring(50_000, 50_000)],
];

describe('MMS over the socket', () => {
  it.each(refusedCorpus)('refuses %s: nothing stored or charged', async (_label, make) => {
    const before = await storedFiles();
    const { alice, ack, socket } = await sendMms(await make());
    expect(ack.status).toBe(Retcode.INVALID_PARAMETER);
    // The ack says what to do; which check refused it is in the log, not in what people read.
    expect(ack.retmsg).toMatch(/^(Choose a JPEG, PNG, GIF or WebP picture|The picture is too large)/);
    expect(socket.connected).toBe(true);
    expect(await rowsOf(t.app, alice.id)).toHaveLength(0);
    expect(await t.app.ledger.balance(alice.id)).toBe(10_000);
    expect(await storedFiles()).toBe(before);
    figures.refused += 1;
  });

  it('names the pixel limit for the header-only bomb', async () => {
    expect(50_000 * 50_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const { ack } = await sendMms(pngDeclaring(50_000, 50_000));
    expect(ack.retmsg).toContain('too large');
  });

  it('refuses 5 MB + 1 byte by closing that connection only; nothing stored, the server still answers', async () => {
    const before = await storedFiles();
    expect(FIVE_MB_PLUS_ONE).toBeGreaterThan(MAX_MMS_BYTES);
    // One good picture first, so the connection is known to work before the oversize frame.
    const { alice, socket } = await sendMms(await png());
    const oversize = mmsPayload(alice, OUTSIDE, Buffer.alloc(FIVE_MB_PLUS_ONE, 0xff));
    const outcome = await sendMessage(socket, oversize).catch((error: Error) => error);
    expect(outcome).toBeInstanceOf(Error);
    await settle(100);
    expect(socket.connected).toBe(false);
    expect(await rowsOf(t.app, alice.id)).toHaveLength(1);
    expect(await storedFiles()).toBe(before + 1);
    const again = await sendMms(await png());
    expect(again.ack.status).toBe(Retcode.OK);
    figures.refused += 1;
  });

  it.each([
    ['a JPEG with GPS EXIF, ICC, XMP and a comment', jpegWithAllMetadata],
    ['a JPEG with HTML and script appended', jpegHtmlPolyglot],
    ['a GIFAR (GIF with a Java archive appended)', gifar],
  ] as [string, () => Promise<Buffer>][])(
    'stores %s re-encoded with nothing of it left',
    async (_l, make) => {
      const input = await make();
      const { alice, ack } = await sendMms(input, 'evil<img src=x onerror=alert(1)>.jpg');
      expect(ack.status).toBe(Retcode.OK);
      await expectClean(await fetchStored(ack.media, alice.token), input, MMS_TYPES);
    },
  );
});

describe('identity images', () => {
  const infoOf = async (token: string) => {
    const response = await fetch(`${t.baseUrl}${apiUrl('getKYCInfo')}?languagecode=en`, {
      headers: { [AUTH_HEADER]: token },
    });
    return ((await response.json()) as Envelope<KycInfo>).data;
  };

  it.each([...refusedCorpus, ['a GIFAR (GIF is not an identity type)', gifar]] as [
    string,
    () => Promise<Buffer> | Buffer,
  ][])('refuses %s: nothing stored', async (_label, make) => {
    const before = await storedFiles();
    const { account, result } = await sendKyc(await make());
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.IMAGE_UNSUPPORTED);
    expect(result.body.detail).toMatch(/^idCard1?: /);
    expect(result.body.retmsg).toMatch(/^(Choose a PNG or JPEG picture|The picture is too large)/);
    expect((await infoOf(account.token)).status).toBe(-1);
    expect(await storedFiles()).toBe(before);
    figures.refused += 1;
  });

  it('refuses 5 MB + 1 byte of a real JPEG start as too large, nothing stored', async () => {
    const before = await storedFiles();
    expect(FIVE_MB_PLUS_ONE).toBe(KYC_MAX_BYTES + 1);
    const big = Buffer.alloc(FIVE_MB_PLUS_ONE, 0);
    (await jpegWithAllMetadata()).copy(big);
    const { result } = await sendKyc(big);
    expect(result.status).toBe(413);
    expect(result.body.retcode).toBe(Retcode.IMAGE_TOO_LARGE);
    expect(await storedFiles()).toBe(before);
    figures.refused += 1;
  });

  it.each([
    ['a JPEG with GPS EXIF, ICC, XMP and a comment', jpegWithAllMetadata],
    ['a JPEG with HTML and script appended', jpegHtmlPolyglot],
  ] as [string, () => Promise<Buffer>][])(
    'stores %s re-encoded with nothing of it left',
    async (_l, make) => {
      const input = await make();
      const { account, result } = await sendKyc(input, '<script>alert(1)</script>.jpg');
      expect(result.status).toBe(200);
      const info = await infoOf(account.token);
      await expectClean(await fetchStored(info.idCardUrl1, account.token), input, KYC_TYPES);
    },
  );
});
