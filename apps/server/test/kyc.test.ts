import { readdir } from 'node:fs/promises';
import {
  AUTH_HEADER,
  apiUrl,
  type Envelope,
  KYC_MAX_BYTES,
  type KycInfo,
  Retcode,
} from '@switchboard/protocol';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { get } from './helpers/api.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { exifHasGps, jpeg, jpegWithGps, png, uploadKyc } from './helpers/kyc.ts';
import { review } from './helpers/profile.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ listen: true });

const infoOf = async (account: TestAccount) =>
  (await get<KycInfo>(t.app, 'getKYCInfo', { token: account.token })).body.data;

async function fetchImage(link: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url: link, headers: { [AUTH_HEADER]: token } });
  return response;
}

async function storedFiles(): Promise<number> {
  try {
    const entries = await readdir(t.config.mediaDir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

/** An account with one submitted ID image and one holding image, sent back for an update. */
async function submitted(decision?: 'refuse'): Promise<{ account: TestAccount; info: KycInfo }> {
  const account = await registerAccount(t.app, { brand: 'wephone' });
  const result = await uploadKyc(t.baseUrl, account, {
    idCard1: { bytes: await jpeg(), name: 'front.jpg' },
    idHold1: { bytes: await png(), name: 'hold.png', type: 'image/png' },
  });
  expect(result.status).toBe(200);
  if (decision === 'refuse') await review(t.app, account, 'kyc', 'refuse');
  return { account, info: await infoOf(account) };
}

describe('getKYCInfo and submitting', () => {
  it('starts at -1 with no links', async () => {
    const alice = await registerAccount(t.app);
    expect(await infoOf(alice)).toEqual({
      status: -1,
      idCardUrl1: '',
      idCardUrl2: '',
      idHoldUrl1: '',
      idHoldUrl2: '',
    });
  });

  it('stores PNG and JPEG images for review and serves them only to their owner', async () => {
    const { account, info } = await submitted();
    expect(info.status).toBe(1);
    expect(info.idCardUrl1).toMatch(/^\/web\/kyc\/[A-Za-z0-9_-]{32}$/);
    expect(info.idHoldUrl1).toMatch(/^\/web\/kyc\//);
    expect(info.idCardUrl2).toBe('');
    expect(info.idHoldUrl2).toBe('');

    const own = await fetchImage(info.idHoldUrl1, account.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(own.rawPayload).metadata()).format).toBe('png');

    const stranger = await registerAccount(t.app, { brand: 'wephone' });
    const other = await fetchImage(info.idCardUrl1, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json<Envelope<null>>().retcode).toBe(Retcode.NOT_FOUND);
    const anonymous = await t.app.inject({ method: 'GET', url: info.idCardUrl1 });
    expect(anonymous.statusCode).toBe(401);
  });

  it('drops every EXIF field, GPS included', async () => {
    const withGps = await jpegWithGps();
    expect(exifHasGps((await sharp(withGps).metadata()).exif)).toBe(true);
    const bob = await registerAccount(t.app);
    const result = await uploadKyc(t.baseUrl, bob, {
      idCard1: { bytes: withGps, name: 'front.jpg' },
      idHold1: { bytes: withGps, name: 'hold.jpg' },
    });
    expect(result.status).toBe(200);
    const stored = await fetchImage(result.body.data!.idCardUrl1, bob.token);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('turns a picture upright by its EXIF orientation before dropping it', async () => {
    const sideways = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const erin = await registerAccount(t.app);
    const result = await uploadKyc(t.baseUrl, erin, {
      idCard1: { bytes: sideways, name: 'front.jpg' },
      idHold1: { bytes: await jpeg(), name: 'hold.jpg' },
    });
    const stored = await fetchImage(result.body.data!.idCardUrl1, erin.token);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height, orientation: metadata.orientation }).toEqual({
      width: 30,
      height: 40,
      orientation: undefined,
    });
  });
});

describe('refusals write nothing', () => {
  it.each([
    [
      'text behind a .jpg name',
      async () => Buffer.from('just some text, not a picture'),
      Retcode.IMAGE_UNSUPPORTED,
      400,
    ],
    [
      'an SVG',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      Retcode.IMAGE_UNSUPPORTED,
      400,
    ],
    [
      'a file one byte over the limit',
      async () => Buffer.alloc(KYC_MAX_BYTES + 1, 0xff),
      Retcode.IMAGE_TOO_LARGE,
      413,
    ],
  ] as const)('%s next to a good file', async (_label, make, retcode, status) => {
    const carol = await registerAccount(t.app);
    const before = await storedFiles();
    const result = await uploadKyc(t.baseUrl, carol, {
      idCard1: { bytes: await jpeg(), name: 'front.jpg' },
      idHold1: { bytes: await make(), name: 'hold.jpg' },
    });
    expect(result.status).toBe(status);
    expect(result.body.retcode).toBe(retcode);
    expect(result.body.retmsg.length).toBeGreaterThan(0);
    expect(await infoOf(carol)).toMatchObject({ status: -1, idCardUrl1: '', idHoldUrl1: '' });
    expect(await storedFiles()).toBe(before);
  });

  it('needs at least one image per slot and at most two', async () => {
    const dave = await registerAccount(t.app);
    const none = await uploadKyc(t.baseUrl, dave, { idCard1: { bytes: await jpeg(), name: 'a.jpg' } });
    expect(none.status).toBe(400);
    expect(none.body.detail).toContain('idHold: at least one image is required');
    expect((await infoOf(dave)).status).toBe(-1);
  });

  it('refuses more than four files and files under other names, without a server error', async () => {
    const eve = await registerAccount(t.app);
    const form = new FormData();
    for (const name of ['idCard1', 'idCard2', 'idHold1', 'idHold2', 'idHold2']) {
      form.append(name, new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), `${name}.jpg`);
    }
    const tooMany = await fetch(`${t.baseUrl}${apiUrl('updateKYCInfo')}`, {
      method: 'POST',
      headers: { [AUTH_HEADER]: eve.token },
      body: form,
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as Envelope<null>).retcode).toBe(Retcode.INVALID_PARAMETER);
    const stray = await uploadKyc(t.baseUrl, eve, {
      idCard1: { bytes: await jpeg(), name: 'a.jpg' },
      passport: { bytes: await jpeg(), name: 'p.jpg' },
    });
    expect(stray.status).toBe(400);
    expect(stray.body.detail).toContain('passport: unexpected file');
    expect((await infoOf(eve)).status).toBe(-1);
  });

  it('is locked while reviewing and once verified', async () => {
    const { account, info } = await submitted();
    const again = await uploadKyc(
      t.baseUrl,
      account,
      { idCard2: { bytes: await jpeg(), name: 'b.jpg' } },
      {
        idCardUrl1: info.idCardUrl1,
        idHoldUrl1: info.idHoldUrl1,
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.retcode).toBe(Retcode.KYC_LOCKED);
    await review(t.app, account, 'kyc', 'approve');
    expect((await infoOf(account)).status).toBe(2);
    const verified = await uploadKyc(
      t.baseUrl,
      account,
      {},
      { idCardUrl1: info.idCardUrl1, idHoldUrl1: info.idHoldUrl1 },
    );
    expect(verified.body.retcode).toBe(Retcode.KYC_LOCKED);
    expect(await infoOf(account)).toEqual({ ...info, status: 2 });
  });
});

describe('concurrent submissions', () => {
  it('lets one win and leaves no file of the other behind', async () => {
    const gail = await registerAccount(t.app);
    const before = await storedFiles();
    const send = async () =>
      uploadKyc(t.baseUrl, gail, {
        idCard1: { bytes: await jpeg(), name: 'front.jpg' },
        idHold1: { bytes: await png(), name: 'hold.png', type: 'image/png' },
      });
    const results = await Promise.all([send(), send()]);
    expect(results.map((result) => result.body.retcode).sort()).toEqual([0, Retcode.KYC_LOCKED].sort());
    expect((await infoOf(gail)).status).toBe(1);
    expect(await storedFiles()).toBe(before + 2);
  });
});

describe('keep and append after an update was asked for', () => {
  it('keeps the sent links first, appends new files, and deletes what is no longer referenced', async () => {
    const { account, info } = await submitted('refuse');
    expect(info.status).toBe(100);
    const result = await uploadKyc(
      t.baseUrl,
      account,
      {
        idCard1: { bytes: await jpeg('#aa0000'), name: 'back.jpg' },
        idHold1: { bytes: await jpeg('#00aa00'), name: 'hold2.jpg' },
      },
      { idCardUrl1: info.idCardUrl1 },
    );
    expect(result.status).toBe(200);
    const after = result.body.data!;
    expect(after.status).toBe(1);
    expect(after.idCardUrl1).toBe(info.idCardUrl1);
    expect(after.idCardUrl2).toMatch(/^\/web\/kyc\//);
    expect(after.idCardUrl2).not.toBe(info.idCardUrl1);
    expect(after.idHoldUrl1).not.toBe(info.idHoldUrl1);
    expect(after.idHoldUrl2).toBe('');
    expect(await infoOf(account)).toEqual(after);
    expect((await fetchImage(info.idHoldUrl1, account.token)).statusCode).toBe(404);
    expect((await fetchImage(after.idCardUrl2, account.token)).statusCode).toBe(200);
  });

  it('refuses a link that is not one of the caller’s current images, and a third image in a slot', async () => {
    const { account, info } = await submitted('refuse');
    const stranger = await submitted('refuse');
    const foreign = await uploadKyc(
      t.baseUrl,
      account,
      {},
      {
        idCardUrl1: stranger.info.idCardUrl1,
        idHoldUrl1: info.idHoldUrl1,
      },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.detail).toContain('idCardUrl1: is not one of your current idCard images');
    const crossed = await uploadKyc(
      t.baseUrl,
      account,
      {},
      { idCardUrl1: info.idHoldUrl1, idHoldUrl1: info.idHoldUrl1 },
    );
    expect(crossed.status).toBe(400);
    const tooMany = await uploadKyc(
      t.baseUrl,
      account,
      { idCard1: { bytes: await jpeg(), name: 'a.jpg' }, idCard2: { bytes: await jpeg(), name: 'b.jpg' } },
      { idCardUrl1: info.idCardUrl1, idHoldUrl1: info.idHoldUrl1 },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toContain('idCard: at most 2 images');
    expect(await infoOf(account)).toEqual(info);
    expect((await fetchImage(info.idCardUrl1, account.token)).statusCode).toBe(200);
  });
});
