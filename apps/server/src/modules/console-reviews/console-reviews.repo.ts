import type { Executor, KycImageRow, ProfileRow } from '../../db/types.ts';

// What the operator console reads and writes for the review queues. The decisions on profiles and
// identity proofs reuse their own modules' conditional updates (decideProfile, decideKyc).

/** The account a queue item belongs to. */
interface Owner {
  brand: string;
  email: string | null;
}

/** A profile with a profile or a use case waiting, with its account and verified phone. */
export type WaitingProfile = ProfileRow & Owner & { tel_code: string | null; phone: string | null };

/** Profiles with a profile or a use case waiting for review, oldest submission first. */
export function waitingProfiles(
  ex: Executor,
  brand: string | undefined,
  limit: number,
): Promise<WaitingProfile[]> {
  return ex
    .selectFrom('profiles')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .selectAll('profiles')
    .select(['accounts.brand', 'accounts.email', 'accounts.tel_code', 'accounts.phone'])
    .where((eb) => eb.or([eb('profile_status', '=', 1), eb('use_case_status', '=', 1)]))
    .where('accounts.status', '!=', 'deleted')
    .$if(brand !== undefined, (query) => query.where('accounts.brand', '=', brand ?? ''))
    .orderBy('profiles.submitted_at')
    .orderBy('profiles.account_id')
    .limit(limit)
    .execute();
}

/** Identity proofs waiting for review, with their account, oldest submission first. */
export function waitingIdentityProofs(
  ex: Executor,
  brand: string | undefined,
  limit: number,
): Promise<({ account_id: string; submitted_at: number } & Owner)[]> {
  return ex
    .selectFrom('kyc')
    .innerJoin('accounts', 'accounts.id', 'kyc.account_id')
    .select(['kyc.account_id', 'kyc.submitted_at', 'accounts.brand', 'accounts.email'])
    .where('kyc.status', '=', 1)
    .where('accounts.status', '!=', 'deleted')
    .$if(brand !== undefined, (query) => query.where('accounts.brand', '=', brand ?? ''))
    .orderBy('kyc.submitted_at')
    .orderBy('kyc.account_id')
    .limit(limit)
    .execute();
}

/** The profiles of these accounts (those that have one). */
export function profilesOf(ex: Executor, accountIds: readonly string[]): Promise<ProfileRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return ex
    .selectFrom('profiles')
    .selectAll()
    .where('account_id', 'in', [...accountIds])
    .execute();
}

/** The identity images of these accounts, by account, slot then position. */
export function identityImagesOf(ex: Executor, accountIds: readonly string[]): Promise<KycImageRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return ex
    .selectFrom('kyc_images')
    .selectAll()
    .where('account_id', 'in', [...accountIds])
    .orderBy('account_id')
    .orderBy('slot')
    .orderBy('position')
    .execute();
}

/** One identity image by id, whoever owns it (reviewers only reach this). */
export function identityImageById(ex: Executor, id: string): Promise<KycImageRow | undefined> {
  return ex.selectFrom('kyc_images').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Toll-free numbers waiting for their registration: owned, not yet able to send and never refused
 * (a refusal leaves its reason), oldest assignment first.
 */
export function waitingTollFree(
  ex: Executor,
  brand: string | undefined,
  limit: number,
): Promise<
  ({ account_id: string; full_number: string; country: string; assigned_at: number | null } & Owner)[]
> {
  return ex
    .selectFrom('phone_numbers')
    .innerJoin('accounts', 'accounts.id', 'phone_numbers.account_id')
    .select([
      'phone_numbers.account_id as account_id',
      'phone_numbers.full_number',
      'phone_numbers.country',
      'phone_numbers.assigned_at',
      'accounts.brand',
      'accounts.email',
    ])
    .$narrowType<{ account_id: string }>()
    .where('phone_numbers.toll_free', '=', 1)
    .where('phone_numbers.messaging_enabled', '=', 0)
    .where('phone_numbers.toll_free_review_reason', '=', '')
    .where('accounts.status', '!=', 'deleted')
    .$if(brand !== undefined, (query) => query.where('accounts.brand', '=', brand ?? ''))
    .orderBy('phone_numbers.assigned_at')
    .orderBy('phone_numbers.full_number')
    .limit(limit)
    .execute();
}

/**
 * Decides the registration of a toll-free number of this account only while it waits (see
 * waitingTollFree): messaging on, or off with the reason. False when it no longer waits.
 */
export async function decideWaitingTollFree(
  ex: Executor,
  change: { accountId: string; number: string; approved: boolean; reason: string },
): Promise<boolean> {
  const result = await ex
    .updateTable('phone_numbers')
    .set({
      messaging_enabled: change.approved ? 1 : 0,
      toll_free_review_reason: change.approved ? '' : change.reason,
    })
    .where('full_number', '=', change.number)
    .where('account_id', '=', change.accountId)
    .where('toll_free', '=', 1)
    .where('messaging_enabled', '=', 0)
    .where('toll_free_review_reason', '=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The account a decision is about: brand, email and status; undefined when there is none. */
export function reviewedAccount(
  ex: Executor,
  accountId: string,
): Promise<{ brand: string; email: string | null; status: string } | undefined> {
  return ex
    .selectFrom('accounts')
    .select(['brand', 'email', 'status'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** The language of the account's most recent sign-in; undefined when it never signed in. */
export async function latestSessionLanguage(ex: Executor, accountId: string): Promise<string | undefined> {
  const row = await ex
    .selectFrom('sessions')
    .select('language')
    .where('account_id', '=', accountId)
    .orderBy('refreshed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.language;
}
