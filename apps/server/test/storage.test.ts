import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseStorage } from '../src/adapters/storage/database.ts';
import type { MediaStorage } from '../src/adapters/storage/index.ts';
import { LocalDiskStorage } from '../src/adapters/storage/local.ts';
import { S3Storage } from '../src/adapters/storage/s3.ts';
import { type LocalS3, startLocalS3 } from './helpers/s3.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// The same contract for every store; the database store runs on SQLite, or on PostgreSQL with TEST_DATABASE_URL.

let s3: LocalS3;
let diskRoot: string;

const t = useTestApp();
beforeAll(async () => {
  s3 = await startLocalS3();
  diskRoot = await mkdtemp(path.join(tmpdir(), 'switchboard-disk-'));
});
afterAll(async () => {
  await s3?.close();
  if (diskRoot !== undefined) await rm(diskRoot, { recursive: true, force: true });
});

const stores: [string, () => MediaStorage][] = [
  ['local disk', () => new LocalDiskStorage(diskRoot)],
  ['database', () => new DatabaseStorage(t.app.db)],
  ['S3 (s3rver)', () => new S3Storage(s3.settings)],
];

function newKey(): string {
  return randomBytes(24).toString('base64url');
}

/** Every byte value, odd sizes and a NUL-led run: what a text column or a trimming layer would damage. */
function awkwardBytes(): Buffer {
  const all = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
  return Buffer.concat([Buffer.from([0, 0, 0xff]), all, randomBytes(70_001)]);
}

describe.each(stores)('%s media store', (_name, make) => {
  it('gives back exactly the bytes it was given, as a Buffer', async () => {
    const store = make();
    const key = newKey();
    const bytes = awkwardBytes();
    await store.put(key, new Uint8Array(bytes));
    const back = await store.get(key);
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back!.equals(bytes)).toBe(true);
  });

  it('stores a view of a larger buffer as the view only', async () => {
    const store = make();
    const key = newKey();
    const whole = randomBytes(64);
    await store.put(key, whole.subarray(10, 20));
    expect((await store.get(key))!.equals(whole.subarray(10, 20))).toBe(true);
  });

  it('keeps keys apart and answers undefined for a key never stored', async () => {
    const store = make();
    const [a, b] = [newKey(), newKey()];
    await store.put(a, Buffer.from('first'));
    await store.put(b, Buffer.from('second'));
    expect((await store.get(a))!.toString()).toBe('first');
    expect((await store.get(b))!.toString()).toBe('second');
    expect(await store.get(newKey())).toBeUndefined();
  });

  it('deletes, and deleting again or deleting a missing key is not an error', async () => {
    const store = make();
    const key = newKey();
    await store.put(key, Buffer.from('gone soon'));
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete(newKey())).resolves.toBeUndefined();
  });

  it('refuses keys the server could not have made, before touching anything', async () => {
    const store = make();
    for (const bad of ['../../etc/passwd', 'short', 'a/b/c/d/e/f/g/h/i/j', `${'x'.repeat(20)}?x=1`, '']) {
      await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow(RangeError);
      await expect(store.get(bad)).rejects.toThrow(RangeError);
      await expect(store.delete(bad)).rejects.toThrow(RangeError);
    }
  });
});

describe('database media store', () => {
  it('keeps one row per key with its size, and refuses to store a key twice', async () => {
    const store = new DatabaseStorage(t.app.db);
    const key = newKey();
    await store.put(key, Buffer.from('twelve bytes'));
    const row = await t.app.db
      .selectFrom('media_blobs')
      .select(['size', 'created_at'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Number(row.size)).toBe(12);
    expect(Number(row.created_at)).toBeGreaterThan(0);
    await expect(store.put(key, Buffer.from('other'))).rejects.toThrow();
    expect((await store.get(key))!.toString()).toBe('twelve bytes');
  });
});
