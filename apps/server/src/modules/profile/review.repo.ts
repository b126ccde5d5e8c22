import type { Executor } from '../../db/types.ts';

/** The account an operator names by brand and email. */
export function accountByEmail(
  ex: Executor,
  brand: string,
  email: string,
): Promise<{ id: string; brand: string } | undefined> {
  return ex
    .selectFrom('accounts')
    .select(['id', 'brand'])
    .where('brand', '=', brand)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Profiles with a profile or a use case waiting for review, with their account. */
export function profilesInReview(ex: Executor) {
  return ex
    .selectFrom('profiles')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .select(['accounts.brand', 'accounts.email', 'profile_status', 'use_case_status', 'submitted_at'])
    .where((eb) => eb.or([eb('profile_status', '=', 1), eb('use_case_status', '=', 1)]))
    .execute();
}

/** Identity proofs waiting for review, with their account. */
export function kycInReview(ex: Executor) {
  return ex
    .selectFrom('kyc')
    .innerJoin('accounts', 'accounts.id', 'kyc.account_id')
    .select(['accounts.brand', 'accounts.email', 'kyc.submitted_at'])
    .where('kyc.status', '=', 1)
    .execute();
}
