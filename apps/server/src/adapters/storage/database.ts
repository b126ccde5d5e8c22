import type { Db } from '../../db/types.ts';
import { assertStorageKey, type MediaStorage } from './types.ts';

/**
 * Media in the media_blobs table of the app's own database: with PostgreSQL every node sees the
 * same bytes with no other component to run. Suits pictures and short recordings (MMS limits keep
 * them small); a large archive belongs in an object store instead.
 */
export class DatabaseStorage implements MediaStorage {
  constructor(private readonly db: Db) {}

  /** Inserts a row; a key already stored is an error, since keys are never reused. */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    assertStorageKey(key);
    // Both drivers bind a Buffer as a blob (bytea on PostgreSQL); a plain Uint8Array they may not.
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await this.db
      .insertInto('media_blobs')
      .values({ key, bytes: buffer, size: buffer.byteLength, created_at: Date.now() })
      .execute();
  }

  /** The stored bytes, or undefined. */
  async get(key: string): Promise<Buffer | undefined> {
    assertStorageKey(key);
    const row = await this.db
      .selectFrom('media_blobs')
      .select('bytes')
      .where('key', '=', key)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes);
  }

  /** Deletes the row if present. */
  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.db.deleteFrom('media_blobs').where('key', '=', key).execute();
  }
}
