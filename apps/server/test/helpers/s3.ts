import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../../src/config/index.ts';

/** The part of s3rver's API the tests use (the package ships no types). */
interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** An S3-compatible server on a free loopback port, storing under a temp dir. */
export interface LocalS3 {
  /** Path-style settings for its one bucket, with the only keys it accepts. */
  settings: S3Settings;
  close(): Promise<void>;
}

/** Starts s3rver with one bucket; s3rver knows the access key S3RVER and refuses any other. */
export async function startLocalS3(bucket = 'media'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'switchboard-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
