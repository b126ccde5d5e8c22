import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_HEADER } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { jpegWithExif, mmsPayload } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { type LocalS3, startLocalS3 } from './helpers/s3.ts';
import { connectSocket, nextMessage, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL (the shared-database case these stores are for).

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

/** Sends a picture and waits until the recipient has it (the recipient's right to read comes with delivery). */
async function sendPicture(baseUrl: string, from: NumberedAccount, to: NumberedAccount): Promise<string> {
  const socket = await connectSocket(baseUrl, { token: from.token });
  const recipient = await connectSocket(baseUrl, { token: to.token });
  open.push(socket, recipient);
  const arrival = nextMessage(recipient);
  const ack = await sendMessage(socket, mmsPayload(from, to.number, await jpegWithExif(), 'see'));
  expect(ack.status).toBe(0);
  expect(await arrival).toMatchObject({ msgType: 'mms', media: ack.media });
  return ack.media;
}

async function download(app: FastifyInstance, link: string, token: string) {
  const response = await app.inject({ method: 'GET', url: link, headers: { [AUTH_HEADER]: token } });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.rawPayload };
}

/** Files under a folder, or none when it was never made. */
async function filesUnder(dir: string): Promise<string[]> {
  return readdir(dir, { recursive: true }).catch(() => []);
}

const mediaId = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe('MEDIA_STORE=database', () => {
  const t = useTestApp({ overrides: { mediaStore: 'database' }, listen: true });

  it('keeps a picture sent in a message in the database and serves it to both parties', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const link = await sendPicture(t.baseUrl, alice, bob);

    const mine = await download(t.app, link, alice.token);
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('image/jpeg');
    const theirs = await download(t.app, link, bob.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.equals(mine.body)).toBe(true);

    const blob = await t.app.db
      .selectFrom('media_blobs')
      .select(['bytes', 'size'])
      .where('key', '=', mediaId(link))
      .executeTakeFirstOrThrow();
    expect(Buffer.from(blob.bytes).equals(mine.body)).toBe(true);
    expect(Number(blob.size)).toBe(mine.body.byteLength);
    expect(await filesUnder(t.config.mediaDir)).toEqual([]);
  });
});

describe('two nodes on one database with MEDIA_STORE=database', () => {
  const nodeA = useTestApp({ overrides: { mediaStore: 'database' }, listen: true });
  let nodeB: FastifyInstance;
  let mediaDirB: string;

  beforeAll(async () => {
    // Its own media folder, as a node on another machine has: only the database is shared.
    mediaDirB = await mkdtemp(path.join(tmpdir(), 'switchboard-node-b-'));
    nodeB = await buildApp({ ...nodeA.config, mediaDir: mediaDirB });
  });
  afterAll(async () => {
    await nodeB?.close();
    if (mediaDirB !== undefined) await rm(mediaDirB, { recursive: true, force: true });
  });

  it('serves through one node a picture that arrived through the other', async () => {
    const alice = await accountWithNumber(nodeA.app);
    const bob = await accountWithNumber(nodeA.app);
    const link = await sendPicture(nodeA.baseUrl, alice, bob);
    const original = await download(nodeA.app, link, alice.token);
    expect(original.status).toBe(200);

    const elsewhere = await download(nodeB, link, bob.token);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.type).toBe('image/jpeg');
    expect(elsewhere.body.equals(original.body)).toBe(true);
    expect(await filesUnder(nodeA.config.mediaDir)).toEqual([]);
    expect(await filesUnder(mediaDirB)).toEqual([]);
  });
});

describe('MEDIA_STORE=s3 against an S3-compatible server', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const t = useTestApp({ overrides: () => ({ mediaStore: 's3', s3: s3.settings }), listen: true });

  it('uploads a picture sent in a message to the bucket and serves it back', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const link = await sendPicture(t.baseUrl, alice, bob);
    const theirs = await download(t.app, link, bob.token);
    expect(theirs.status).toBe(200);
    expect(theirs.type).toBe('image/jpeg');

    const object = await fetch(`${s3.settings.endpoint}/${s3.settings.bucket}/${mediaId(link)}`);
    expect(object.status).toBe(200);
    expect(Buffer.from(await object.arrayBuffer()).equals(theirs.body)).toBe(true);
    expect(await filesUnder(t.config.mediaDir)).toEqual([]);
  });
});
