import type { Executor, MediaFileRow } from '../../db/types.ts';

/** Stores a media record and lets its owner read it. */
export async function insertMedia(ex: Executor, row: MediaFileRow): Promise<void> {
  await ex.insertInto('media_files').values(row).execute();
  await insertAccess(ex, row.id, row.owner_account_id, row.created_at);
}

/** Lets an account read a media file; granting twice is harmless. */
export async function insertAccess(
  ex: Executor,
  mediaId: string,
  accountId: string,
  now: number,
): Promise<void> {
  await ex
    .insertInto('media_access')
    .values({ media_id: mediaId, account_id: accountId, created_at: now })
    .onConflict((oc) => oc.columns(['media_id', 'account_id']).doNothing())
    .execute();
}

/** The media file if this account may read it. */
export function findAccessible(
  ex: Executor,
  mediaId: string,
  accountId: string,
): Promise<MediaFileRow | undefined> {
  return ex
    .selectFrom('media_files')
    .innerJoin('media_access', 'media_access.media_id', 'media_files.id')
    .selectAll('media_files')
    .where('media_files.id', '=', mediaId)
    .where('media_access.account_id', '=', accountId)
    .executeTakeFirst();
}
