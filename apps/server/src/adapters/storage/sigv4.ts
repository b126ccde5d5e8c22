import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for header-signed requests, as S3 and S3-compatible services verify it.

/** Who signs, and for which region and service. */
export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** "s3" for object stores. */
  service: string;
}

/** One request to sign; header names may be in any case. */
export interface RequestToSign {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (EMPTY_PAYLOAD_HASH when there is none). */
  payloadHash: string;
  now: Date;
}

/** SHA-256 of the given bytes or text, hex. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The payload hash of a request without a body. */
export const EMPTY_PAYLOAD_HASH = sha256Hex('');

/** URI-encodes as SigV4 wants: every byte but A-Z a-z 0-9 - . _ ~ (encodeURIComponent spares !'()* too). */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * The headers to send: the given ones (lower-cased) plus host, x-amz-date, x-amz-content-sha256
 * and authorization. Every header passed in is signed, so pass only what the request really carries.
 * The URL's path must already be encoded once (S3 signs it as sent, without encoding it again).
 */
export function signRequest(request: RequestToSign, key: SigningKey): Record<string, string> {
  const amzDate = request.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  headers.host = request.url.host;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = request.payloadHash;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.url.pathname || '/',
    canonicalQuery(request.url),
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${key.region}/${key.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, day), key.region), key.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return headers;
}
