import type { Insertable } from 'kysely';
import type { Executor, ProfileRow, ProfilesTable, ReviewState } from '../../db/types.ts';

/** The stored profile of an account, if it was ever submitted. */
export function findProfile(ex: Executor, accountId: string): Promise<ProfileRow | undefined> {
  return ex.selectFrom('profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** Writes the whole profile row, creating it on the first submission (an upsert, so a concurrent first save cannot collide). */
export async function saveProfile(ex: Executor, row: Insertable<ProfilesTable>): Promise<void> {
  const { account_id: _id, ...rest } = row;
  await ex
    .insertInto('profiles')
    .values(row)
    .onConflict((oc) => oc.column('account_id').doUpdateSet(rest))
    .execute();
}

/** What a review decides on in the profile row: the state and the reason kept beside it. */
export const PROFILE_REVIEW_COLUMNS = {
  profile: { state: 'profile_status', reason: 'profile_review_reason' },
  useCase: { state: 'use_case_status', reason: 'use_case_review_reason' },
} as const;

/**
 * Sets one review state and its reason ('' for an approval), only while it is still being
 * reviewed; returns whether a row changed.
 */
export async function decideProfile(
  ex: Executor,
  accountId: string,
  subject: keyof typeof PROFILE_REVIEW_COLUMNS,
  decision: { state: ReviewState; reason: string },
  now: number,
): Promise<boolean> {
  const column = PROFILE_REVIEW_COLUMNS[subject];
  const result = await ex
    .updateTable('profiles')
    .set({ [column.state]: decision.state, [column.reason]: decision.reason, updated_at: now })
    .where('account_id', '=', accountId)
    .where(column.state, '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Phone, calling code and email of an account. */
export function findContact(
  ex: Executor,
  accountId: string,
): Promise<{ phone: string | null; tel_code: string | null; email: string | null } | undefined> {
  return ex
    .selectFrom('accounts')
    .select(['phone', 'tel_code', 'email'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}
