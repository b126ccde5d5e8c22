import type { Executor, KycImageRow, KycImagesTable, ReviewState } from '../../db/types.ts';

/** The identity review state of an account, if it ever submitted images. */
export async function findKycStatus(ex: Executor, accountId: string): Promise<ReviewState | undefined> {
  return (await findKycReview(ex, accountId))?.status;
}

/** The identity review state and the operator's reason kept with it, if images were ever submitted. */
export function findKycReview(
  ex: Executor,
  accountId: string,
): Promise<{ status: ReviewState; review_reason: string } | undefined> {
  return ex
    .selectFrom('kyc')
    .select(['status', 'review_reason'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * Sets state 1 after a submission, only from an editable state (none, -1 or 100); false when a
 * concurrent submission got there first, so the caller rolls back instead of writing twice.
 */
export async function submitKyc(ex: Executor, accountId: string, now: number): Promise<boolean> {
  const inserted = await ex
    .insertInto('kyc')
    .values({ account_id: accountId, status: 1, submitted_at: now, updated_at: now })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const updated = await ex
    .updateTable('kyc')
    // A new submission leaves the last refusal's reason behind.
    .set({ status: 1, review_reason: '', submitted_at: now, updated_at: now })
    .where('account_id', '=', accountId)
    .where('status', 'in', [-1, 100])
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Sets the state and its reason ('' for an approval) only while it is being reviewed; returns whether a row changed. */
export async function decideKyc(
  ex: Executor,
  accountId: string,
  decision: { state: ReviewState; reason: string },
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('kyc')
    .set({ status: decision.state, review_reason: decision.reason, updated_at: now })
    .where('account_id', '=', accountId)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The account's current images, by slot then position. */
export function listImages(ex: Executor, accountId: string): Promise<KycImageRow[]> {
  return ex
    .selectFrom('kyc_images')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('slot')
    .orderBy('position')
    .execute();
}

/** One image of its owner, or undefined for anyone else. */
export function findOwnImage(ex: Executor, id: string, accountId: string): Promise<KycImageRow | undefined> {
  return ex
    .selectFrom('kyc_images')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Removes images that are no longer referenced. */
export async function deleteImages(ex: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await ex.deleteFrom('kyc_images').where('id', 'in', ids).execute();
}

/** Moves a kept image to its new position. */
export async function moveImage(ex: Executor, id: string, position: number): Promise<void> {
  await ex.updateTable('kyc_images').set({ position }).where('id', '=', id).execute();
}

/** Records a new image. */
export async function insertImage(ex: Executor, row: KycImagesTable): Promise<void> {
  await ex.insertInto('kyc_images').values(row).execute();
}
