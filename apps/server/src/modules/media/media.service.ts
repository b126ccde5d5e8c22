import { randomBytes } from 'node:crypto';
import { API_BASE, ApiPath } from '@switchboard/protocol';
import type { MediaStorage } from '../../adapters/storage/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Executor, MediaFileRow } from '../../db/types.ts';
import { checkAudio, type ProcessedFile, reencodeImage } from './media.files.ts';
import { findAccessible, insertAccess, insertMedia } from './media.repo.ts';

/** Media ids: 24 random bytes, base64url; the unguessable part of a link. */
const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** A processed file already written to storage, waiting for its database record. */
export interface StagedMedia extends ProcessedFile {
  id: string;
  /** Its link as messages carry it: `/web/media/<id>`. */
  link: string;
}

/** The link of a media id. */
export function mediaLink(id: string): string {
  return `${API_BASE}${ApiPath.media}/${id}`;
}

/** The media id a link names (relative or absolute), or undefined when it names none. */
export function mediaIdFromLink(link: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(link, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  const prefix = `${API_BASE}${ApiPath.media}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const id = pathname.slice(prefix.length);
  return isMediaId(id) ? id : undefined;
}

/** True for strings shaped like a media id. */
export function isMediaId(id: string): boolean {
  return MEDIA_ID_PATTERN.test(id);
}

/** Pictures and voicemail audio: processing, storage and who may read them. */
export class MediaService {
  constructor(
    private readonly db: Db,
    private readonly storage: MediaStorage,
  ) {}

  /** Re-encodes a picture and writes it to storage; record it (or discard it) afterwards. */
  async stageImage(bytes: Uint8Array, field: string): Promise<StagedMedia> {
    return this.stage(await reencodeImage(bytes, field));
  }

  /** Checks a recording and writes it to storage; record it (or discard it) afterwards. */
  async stageAudio(bytes: Uint8Array, field: string): Promise<StagedMedia> {
    return this.stage(await checkAudio(bytes, field));
  }

  private async stage(file: ProcessedFile): Promise<StagedMedia> {
    const id = randomBytes(24).toString('base64url');
    await this.storage.put(id, file.bytes);
    return { ...file, id, link: mediaLink(id) };
  }

  /** Writes the record of staged media for its owner, inside the caller's transaction. */
  async record(ex: Executor, staged: StagedMedia, ownerAccountId: string): Promise<void> {
    const row: MediaFileRow = {
      id: staged.id,
      owner_account_id: ownerAccountId,
      kind: staged.kind,
      mime: staged.mime,
      size: staged.bytes.byteLength,
      storage_key: staged.id,
      created_at: Date.now(),
    };
    await insertMedia(ex, row);
  }

  /** Writes the record of staged media for its owner in a transaction of its own. */
  recordAlone(staged: StagedMedia, ownerAccountId: string): Promise<void> {
    return inTransaction(this.db, (trx) => this.record(trx, staged, ownerAccountId));
  }

  /** Removes staged bytes whose record was never written. */
  async discard(staged: StagedMedia): Promise<void> {
    await this.storage.delete(staged.id);
  }

  /** Lets the other party of a conversation read a media file. */
  grant(ex: Executor, mediaId: string, accountId: string): Promise<void> {
    return insertAccess(ex, mediaId, accountId, Date.now());
  }

  /** The media record if this account may read it. */
  findReadable(mediaId: string, accountId: string): Promise<MediaFileRow | undefined> {
    if (!isMediaId(mediaId)) return Promise.resolve(undefined);
    return findAccessible(this.db, mediaId, accountId);
  }

  /** The bytes and type of a media file this account may read, or undefined (never say why). */
  async read(mediaId: string, accountId: string): Promise<{ row: MediaFileRow; bytes: Buffer } | undefined> {
    const row = await this.findReadable(mediaId, accountId);
    if (row === undefined) return undefined;
    const bytes = await this.storage.get(row.storage_key);
    return bytes === undefined ? undefined : { row, bytes };
  }
}
