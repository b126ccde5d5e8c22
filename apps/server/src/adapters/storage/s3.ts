import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../../config/index.ts';
import { readS3ErrorBody } from './s3-error-body.ts';
import { assertStorageKey, type MediaStorage } from './types.ts';

const REQUEST_TIMEOUT_MS = 30_000;
/** Enough of an error body to read its code and message; the rest is dropped. */
const ERROR_BODY_LIMIT = 4096;

/** A request the bucket refused or could not answer; never carries credentials. */
export class S3StorageError extends Error {
  override name = 'S3StorageError';

  constructor(
    message: string,
    /** HTTP status, or 0 when the endpoint could not be reached. */
    readonly status: number,
    /** S3's error code (NoSuchBucket, AccessDenied, ...) when the answer had one. */
    readonly code: string | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The SigV4 signer for the bucket's region. Requests are not retried here: a failed upload or read
 * reaches the caller at once, which decides (a message send fails rather than hangs).
 */
export function s3Client(settings: S3Settings): AwsClient {
  return new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 0,
  });
}

const sha256Hex = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const EMPTY_PAYLOAD_HASH = sha256Hex('');

/**
 * Where an object lives: endpoint/bucket/key (path style) or bucket.endpoint-host/key (virtual host).
 * Bucket names and storage keys hold only URL-safe characters, so the path is the one SigV4 signs.
 */
export function objectUrl(settings: S3Settings, key: string): URL {
  const url = new URL(settings.endpoint);
  const prefix = url.pathname.replace(/\/+$/, '');
  if (settings.forcePathStyle) {
    url.pathname = `${prefix}/${encodeURIComponent(settings.bucket)}/${encodeURIComponent(key)}`;
  } else {
    url.hostname = `${settings.bucket}.${url.hostname}`;
    url.pathname = `${prefix}/${encodeURIComponent(key)}`;
  }
  url.hash = '';
  return url;
}

/**
 * Media in an S3-compatible bucket, shared by every node that points at it. Requests are signed
 * with SigV4 (aws4fetch) and sent with fetch; the secret key is used only to sign and is never sent
 * or logged.
 */
export class S3Storage implements MediaStorage {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = s3Client(settings);
  }

  /** Uploads the bytes; the bucket replaces nothing in practice since keys are never reused. */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    const response = await this.send('PUT', key, bytes);
    if (!response.ok) throw await this.failure('PUT', key, response);
    await response.body?.cancel();
  }

  /** The object's bytes, or undefined when the bucket has no such key. */
  async get(key: string): Promise<Buffer | undefined> {
    const response = await this.send('GET', key);
    if (response.ok) return Buffer.from(await response.arrayBuffer());
    const error = await this.failure('GET', key, response);
    // A missing bucket is also a 404, but it is a misconfiguration, not a missing picture.
    if (response.status === 404 && error.code !== 'NoSuchBucket') return undefined;
    throw error;
  }

  /** Deletes the object; S3 answers 204 for a missing key too, and some servers 404. */
  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const error = await this.failure('DELETE', key, response);
    if (response.status === 404 && error.code !== 'NoSuchBucket') return;
    throw error;
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array): Promise<Response> {
    assertStorageKey(key);
    const url = objectUrl(this.settings, key);
    // The payload's hash is signed, so the bucket refuses bytes changed on the way.
    const headers: Record<string, string> = {
      'x-amz-content-sha256': body === undefined ? EMPTY_PAYLOAD_HASH : sha256Hex(body),
    };
    if (body !== undefined) headers['content-type'] = 'application/octet-stream';
    // fetch's types take only ArrayBuffer-backed views; a copy is cheap at media sizes.
    const payload = body === undefined ? undefined : new Uint8Array(body);
    try {
      return await this.client.fetch(url, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new S3StorageError(
        `S3 ${method} of media key ${key} failed: cannot reach ${url.host}`,
        0,
        undefined,
        { cause },
      );
    }
  }

  private async failure(method: string, key: string, response: Response): Promise<S3StorageError> {
    const body = (await response.text().catch(() => '')).slice(0, ERROR_BODY_LIMIT);
    const { code, message } = readS3ErrorBody(body);
    const detail = [code, message].filter((part) => part !== undefined).join(': ');
    return new S3StorageError(
      `S3 ${method} of media key ${key} in bucket ${this.settings.bucket} failed: HTTP ${response.status}` +
        (detail === '' ? '' : ` ${detail}`),
      response.status,
      code,
    );
  }
}
