import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectUrl, S3Storage, S3StorageError, s3Client } from '../src/adapters/storage/s3.ts';
import { readS3ErrorBody } from '../src/adapters/storage/s3-error-body.ts';
import { ConfigError, loadConfig, type S3Settings } from '../src/config/index.ts';
import { freePort } from './helpers/multinode.ts';
import { type LocalS3, startLocalS3 } from './helpers/s3.ts';

const key = () => randomBytes(24).toString('base64url');
const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

describe('SigV4 signer', () => {
  it('reproduces the "GET Object" example of the AWS Signature Version 4 documentation', async () => {
    const client = s3Client({
      endpoint: 'https://s3.amazonaws.com',
      region: 'us-east-1',
      bucket: 'examplebucket',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      forcePathStyle: false,
    });
    const signed = await client.sign('https://examplebucket.s3.amazonaws.com/test.txt', {
      method: 'GET',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH },
      // The example signs Range, which aws4fetch leaves out unless told to sign every header.
      aws: { datetime: '20130524T000000Z', allHeaders: true },
    });
    const headers = Object.fromEntries(signed.headers);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers).toMatchObject({
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      range: 'bytes=0-9',
    });
  });
});

describe('S3 error documents', () => {
  it('reads the code and message, decoding entities and trimming space', () => {
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error>\n  <Code> NoSuchBucket </Code>\n' +
      '  <Message>The bucket &quot;media&quot; &amp; its keys do not exist</Message>\n' +
      '  <BucketName>media</BucketName><RequestId>4442587FB7D0A2F9</RequestId>\n</Error>';
    expect(readS3ErrorBody(body)).toEqual({
      code: 'NoSuchBucket',
      message: 'The bucket "media" & its keys do not exist',
    });
  });

  it('reads a code in CDATA and an Error element with attributes', () => {
    expect(readS3ErrorBody('<Error xmlns="x"><Code><![CDATA[SlowDown]]></Code></Error>')).toEqual({
      code: 'SlowDown',
      message: undefined,
    });
  });

  it('gives nothing for pages that are not S3 error documents', () => {
    const none = { code: undefined, message: undefined };
    expect(readS3ErrorBody('')).toEqual(none);
    expect(readS3ErrorBody('<html><body>502 Bad Gateway</body></html>')).toEqual(none);
    expect(readS3ErrorBody('<Code>NoSuchBucket</Code>')).toEqual(none);
    expect(readS3ErrorBody('<Error><Code>not a code</Code></Error>').code).toBeUndefined();
    expect(readS3ErrorBody('<Error><Code><b>NoSuchBucket</b></Code></Error>').code).toBeUndefined();
  });

  it('keeps a long message to its first 300 characters', () => {
    const message = readS3ErrorBody(
      `<Error><Code>X</Code><Message>${'m'.repeat(1000)}</Message></Error>`,
    ).message;
    expect(message).toHaveLength(300);
  });
});

describe('object addresses', () => {
  const base: S3Settings = {
    endpoint: 'https://s3.eu-west-1.amazonaws.com',
    region: 'eu-west-1',
    bucket: 'media-bucket',
    accessKeyId: 'AKID',
    secretAccessKey: 'SECRET',
    forcePathStyle: true,
  };

  it('puts the bucket in the path, or in the host name for virtual-host style', () => {
    expect(objectUrl(base, 'Ab_-12').href).toBe('https://s3.eu-west-1.amazonaws.com/media-bucket/Ab_-12');
    expect(objectUrl({ ...base, forcePathStyle: false }, 'Ab_-12').href).toBe(
      'https://media-bucket.s3.eu-west-1.amazonaws.com/Ab_-12',
    );
  });

  it('keeps the port and a path prefix of the endpoint', () => {
    const proxied = { ...base, endpoint: 'http://minio.internal:9000/storage/' };
    expect(objectUrl(proxied, 'Ab_-12').href).toBe('http://minio.internal:9000/storage/media-bucket/Ab_-12');
    expect(objectUrl({ ...proxied, forcePathStyle: false }, 'Ab_-12').href).toBe(
      'http://media-bucket.minio.internal:9000/storage/Ab_-12',
    );
  });
});

describe('S3 store errors', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('says which request failed and why when the access key is refused, without the secret', async () => {
    const secret = 'do-not-print-this-secret-value';
    const store = new S3Storage({ ...s3.settings, accessKeyId: 'NOT-A-KEY', secretAccessKey: secret });
    const failure = await store.put(key(), Buffer.from('x')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(S3StorageError);
    const error = failure as S3StorageError;
    expect(error.status).toBe(403);
    expect(error.code).toBe('InvalidAccessKeyId');
    expect(error.message).toMatch(
      /^S3 PUT of media key \S+ in bucket media failed: HTTP 403 InvalidAccessKeyId/,
    );
    expect(JSON.stringify({ message: error.message, stack: error.stack })).not.toContain(secret);
    await expect(store.get(key())).rejects.toThrow(/HTTP 403/);
  });

  it('treats a missing bucket as an error, not as a missing picture', async () => {
    const store = new S3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(store.get(key())).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
    await expect(store.put(key(), Buffer.from('x'))).rejects.toThrow(/NoSuchBucket/);
  });

  it('names the endpoint it could not reach', async () => {
    const port = await freePort();
    const store = new S3Storage({ ...s3.settings, endpoint: `http://127.0.0.1:${port}` });
    await expect(store.get(key())).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(new RegExp(`cannot reach 127\\.0\\.0\\.1:${port}$`)),
    });
  });
});

describe('media store settings', () => {
  const s3Env = {
    DATA_DIR: '/tmp/switchboard-config-s3',
    APP_SECRET: 'a'.repeat(32),
    MEDIA_STORE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'media',
    S3_ACCESS_KEY_ID: 'AKID',
    S3_SECRET_ACCESS_KEY: 'very-secret-key',
  };

  it('keeps media on disk unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: s3Env.DATA_DIR, APP_SECRET: s3Env.APP_SECRET });
    expect(config.mediaStore).toBe('disk');
    expect(config.s3).toBeUndefined();
    expect(loadConfig({ ...s3Env, MEDIA_STORE: 'database' }).s3).toBeUndefined();
  });

  it('reads the bucket settings, with us-east-1 and path style by default', () => {
    expect(loadConfig(s3Env).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'media',
      accessKeyId: 'AKID',
      secretAccessKey: 'very-secret-key',
      forcePathStyle: true,
    });
    const custom = loadConfig({ ...s3Env, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3;
    expect(custom).toMatchObject({ region: 'eu-west-1', forcePathStyle: false });
  });

  it('refuses to start when MEDIA_STORE=s3 lacks a setting, naming every missing one', () => {
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3Env;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow('MEDIA_STORE=s3 needs S3_BUCKET, S3_SECRET_ACCESS_KEY');
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: ' ' })).toThrow('MEDIA_STORE=s3 needs S3_ENDPOINT');
    expect(() => loadConfig({ ...s3Env, MEDIA_STORE: 'nfs' })).toThrow(/MEDIA_STORE/);
  });

  it('refuses a bad endpoint or bucket without repeating a secret', () => {
    const withPassword = 'http://user:hunter2-password@127.0.0.1:9000';
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: withPassword })).toThrow(/^S3_ENDPOINT must be/);
    try {
      loadConfig({ ...s3Env, S3_ENDPOINT: withPassword });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'ftp://host' })).toThrow(/^S3_ENDPOINT must be/);
    expect(() => loadConfig({ ...s3Env, S3_BUCKET: 'Bad_Bucket' })).toThrow(/^S3_BUCKET/);
  });
});
