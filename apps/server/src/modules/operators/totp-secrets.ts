import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The prefix of a sealed secret; a later key or cipher would take the next version. */
const SEALED_PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** HKDF's salt and info: the key is APP_SECRET's, for this one use only. */
const HKDF_SALT = 'switchboard console';
const HKDF_INFO = 'operator totp secret v1';

/** A stored secret that does not open with this APP_SECRET (changed since it was sealed, or tampered). */
export class TotpSecretUnreadable extends Error {
  constructor() {
    super('the stored authenticator secret does not open with this APP_SECRET');
    this.name = 'TotpSecretUnreadable';
  }
}

/** True when a stored secret is sealed, false for a plain base32 one written before sealing. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

/**
 * Seals operators' authenticator secrets at rest: AES-256-GCM with a key derived by HKDF-SHA256 from
 * APP_SECRET, stored as "v1:" + base64 of iv|tag|ciphertext. A copy of the database alone no longer
 * gives anyone the codes. Plain secrets (stored before sealing existed) still open, so they keep
 * working until they are rewritten sealed.
 */
export class TotpSecretBox {
  readonly #key: Buffer;

  constructor(appSecret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', appSecret, HKDF_SALT, HKDF_INFO, 32));
  }

  /** The secret sealed for storage; each sealing has its own random iv. */
  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${SEALED_PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
  }

  /** The secret a stored value holds, sealed or plain; TotpSecretUnreadable when it does not open. */
  open(stored: string): string {
    if (!isSealed(stored)) return stored;
    const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64');
    if (bytes.length <= IV_BYTES + TAG_BYTES) throw new TotpSecretUnreadable();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new TotpSecretUnreadable();
    }
  }
}
