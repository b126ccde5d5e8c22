import type { BrandConfig, ProfileData, ProfileGateData, UpdateProfileData } from '@switchboard/protocol';
import { ReviewStatus } from '@switchboard/protocol';

/** How the profile review status is shown: its label key and colour. */
export type StatusTone = 'verified' | 'reviewing' | 'needsUpdate' | 'notFilled';

/** The combined account-profile status: use-case brands are verified only when both reviews are. */
export function profileTone(
  brand: BrandConfig,
  profile: Pick<ProfileData, 'profileStatus' | 'useCaseStatus'>,
): StatusTone {
  const statuses = brand.features.useCaseProfile
    ? [profile.profileStatus, profile.useCaseStatus]
    : [profile.profileStatus];
  if (statuses.some((status) => status === ReviewStatus.needsUpdate)) return 'needsUpdate';
  if (statuses.every((status) => status === ReviewStatus.verified)) return 'verified';
  if (statuses.some((status) => status === ReviewStatus.reviewing)) return 'reviewing';
  return 'notFilled';
}

/** The identity-proof status as a tone (-1 nothing, 1 reviewing, 100 needs update, 2 verified). */
export function kycTone(status: number): StatusTone {
  if (status === ReviewStatus.verified) return 'verified';
  if (status === ReviewStatus.reviewing) return 'reviewing';
  if (status === ReviewStatus.needsUpdate) return 'needsUpdate';
  return 'notFilled';
}

/** MUI colour of a tone: refused is red, reviewing amber, verified green. */
export function toneColor(
  tone: StatusTone,
): 'error.main' | 'warning.main' | 'success.main' | 'text.secondary' {
  if (tone === 'needsUpdate') return 'error.main';
  if (tone === 'reviewing') return 'warning.main';
  if (tone === 'verified') return 'success.main';
  return 'text.secondary';
}

/** True when the KYC button only lets the user look (reviewing or verified): "Check Profile". */
export function kycIsCheckOnly(status: number): boolean {
  return status === ReviewStatus.reviewing || status === ReviewStatus.verified;
}

/** True when identity images can be added or deleted (nothing submitted, or refused). */
export function kycEditable(status: number): boolean {
  return status === ReviewStatus.notFilled || status === ReviewStatus.needsUpdate;
}

/** States of the profile-status modal shown after an update or by the gate. */
export type ProfileStatusState = 'refused' | 'review' | 'done' | 'pending' | 'pendingUseCase';

/** The modal state after updateProfile answered (spec 001 section 4). */
export function statusAfterUpdate(result: UpdateProfileData): ProfileStatusState {
  if (
    result.profileStatus === ReviewStatus.needsUpdate ||
    result.useCaseStatus === ReviewStatus.needsUpdate
  ) {
    return 'refused';
  }
  if (result.profileStatus === ReviewStatus.reviewing) return 'pending';
  if (result.useCaseStatus === ReviewStatus.reviewing) return 'pendingUseCase';
  if (result.profileStatus === ReviewStatus.verified) return 'done';
  return 'pending';
}

/**
 * The status modal's state for the profile as it stands (the status row's Check status): refused
 * while any part needs an update, review while one waits, done once verified; null before anything
 * was submitted (the Update Profile button is the way then).
 */
export function currentStatusState(
  brand: BrandConfig,
  profile: Pick<ProfileData, 'profileStatus' | 'useCaseStatus'>,
): ProfileStatusState | null {
  const tone = profileTone(brand, profile);
  if (tone === 'needsUpdate') return 'refused';
  if (tone === 'reviewing') return 'review';
  if (tone === 'verified') return 'done';
  return null;
}

/** What the profile gate shows for a 100023 answer. */
export type GateAction = 'verifyPhone' | 'askUpdate' | 'review' | 'refused' | 'none';

/** The gate's reaction (000 section 4): a missing phone first, then the profile review state. */
export function gateAction(result: ProfileGateData['result']): GateAction {
  if (result.needSetPhone) return 'verifyPhone';
  const status: number = result.profileStatus;
  if (status === ReviewStatus.notFilled || status === 0) return 'askUpdate';
  if (status === ReviewStatus.reviewing) return 'review';
  if (status === ReviewStatus.needsUpdate) return 'refused';
  return 'none';
}
