import { type BrandId, type ProfileGateData, Retcode, ReviewStatus } from '@switchboard/protocol';
import type { Executor, ReviewState } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { hasUseCases } from './profile.options.ts';
import { findContact, findProfile } from './profile.repo.ts';

/**
 * One state for the profile check of the client: a refusal wins (the user must act), then "not
 * filled", then "in review"; verified only when every part is.
 */
export function combinedStatus(states: readonly ReviewState[]): ReviewState {
  for (const state of [ReviewStatus.needsUpdate, ReviewStatus.notFilled, ReviewStatus.reviewing] as const) {
    if (states.includes(state)) return state;
  }
  return ReviewStatus.verified;
}

/**
 * Refuses (100023 with {result: {profileStatus, needSetPhone}}) unless the profile is verified (on
 * use-case brands the use case too) and the account has a verified phone; numbers call this first.
 */
export async function requireReviewedProfile(ex: Executor, accountId: string, brand: BrandId): Promise<void> {
  const [profile, contact] = await Promise.all([findProfile(ex, accountId), findContact(ex, accountId)]);
  const states: ReviewState[] =
    profile === undefined
      ? [ReviewStatus.notFilled]
      : hasUseCases(brand)
        ? [profile.profile_status, profile.use_case_status]
        : [profile.profile_status];
  const profileStatus = combinedStatus(states);
  const needSetPhone = contact?.phone == null || contact.phone === '';
  if (profileStatus === ReviewStatus.verified && !needSetPhone) return;
  const data: ProfileGateData = { result: { profileStatus, needSetPhone } };
  const why =
    profileStatus !== ReviewStatus.verified
      ? 'profile: must be verified before this (complete or update your profile)'
      : 'phone: a verified phone is required before this';
  throw new AppError(Retcode.PROFILE_INCOMPLETE, why, { data });
}
