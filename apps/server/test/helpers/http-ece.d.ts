declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** Decrypts an encrypted content-coding body (RFC 8188; Web Push: RFC 8291). */
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
}
