import type { Kysely } from 'kysely';

/**
 * The operator's reason for a refusal, kept beside the state it explains: the profile's and the use
 * case's on the profile, the identity proof's on its review row, a toll-free registration's on the
 * number. '' when the operator gave none or the decision was an approval.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const reason = (table: string, column: string) =>
    db.schema
      .alterTable(table)
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  await reason('profiles', 'profile_review_reason');
  await reason('profiles', 'use_case_review_reason');
  await reason('kyc', 'review_reason');
  await reason('phone_numbers', 'toll_free_review_reason');
}

/** Drops the reasons. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('phone_numbers').dropColumn('toll_free_review_reason').execute();
  await db.schema.alterTable('kyc').dropColumn('review_reason').execute();
  await db.schema.alterTable('profiles').dropColumn('use_case_review_reason').execute();
  await db.schema.alterTable('profiles').dropColumn('profile_review_reason').execute();
}
