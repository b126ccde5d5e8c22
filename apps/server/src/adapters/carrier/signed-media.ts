import { createHmac, timingSafeEqual } from 'node:crypto';

/** A picture of an outbound message, readable by whoever holds a link to it until it expires. */
export interface MediaGrant {
  mediaId: string;
  /** The sender, who may read the picture; the bytes are read as them. */
  accountId: string;
  /** Epoch milliseconds after which the link answers nothing. */
  expiresAt: number;
}

/** Separates the uses of APP_SECRET, so a signature made for one purpose never passes for another. */
const PURPOSE = 'carrier-media-link:v1';

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest();
}

/** The link token of a grant: its fields, then an HMAC of them under APP_SECRET (both base64url). */
export function signMediaGrant(secret: string, grant: MediaGrant): string {
  const payload = Buffer.from(JSON.stringify([grant.mediaId, grant.accountId, grant.expiresAt])).toString(
    'base64url',
  );
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

/** The grant of a token whose signature holds and which has not expired; undefined otherwise. */
export function readMediaGrant(secret: string, token: string, now: number): MediaGrant | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0) return undefined;
  const expected = signatureOf(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(fields) || fields.length !== 3) return undefined;
  const [mediaId, accountId, expiresAt] = fields as unknown[];
  if (typeof mediaId !== 'string' || typeof accountId !== 'string' || typeof expiresAt !== 'number')
    return undefined;
  return expiresAt > now ? { mediaId, accountId, expiresAt } : undefined;
}
