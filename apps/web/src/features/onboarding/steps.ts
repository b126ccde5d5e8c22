import type { BrandConfig, TabId } from '@switchboard/protocol';

/** What stands between a new user and the brand's main service. */
export type StepId = 'phone' | 'profile' | 'balance';

/** Where a step stands: done, for the user to do, with the operators, or refused with a reason to act on. */
export type StepState = 'done' | 'todo' | 'waiting' | 'refused';

/** The profile review as the profile feature reads it (use-case brands combine both reviews). */
export type ProfileTone = 'verified' | 'reviewing' | 'needsUpdate' | 'notFilled';

/** The account as far as the guide needs it; undefined while still loading. */
export interface AccountFacts {
  hasPhone: boolean | undefined;
  profile: ProfileTone | undefined;
  balance: number | undefined;
}

/** Where the guide's main button leads: renting a number, or jiema's verification numbers. */
export function guideGoal(brand: BrandConfig): Extract<TabId, 'numbers' | 'verification'> {
  return brand.tabs.includes('numbers') ? 'numbers' : 'verification';
}

/**
 * The gates of the goal, in the order the server checks them: renting a number needs a verified
 * phone and an approved profile (100023 otherwise) and the plan's price in the balance (400001); a
 * verification number needs only the code's fee.
 */
export function guideSteps(brand: BrandConfig): readonly StepId[] {
  return guideGoal(brand) === 'numbers' ? ['phone', 'profile', 'balance'] : ['balance'];
}

/** A step's state from the account's facts; undefined while they load. */
export function stepState(step: StepId, facts: AccountFacts): StepState | undefined {
  if (step === 'phone') return facts.hasPhone === undefined ? undefined : facts.hasPhone ? 'done' : 'todo';
  if (step === 'balance')
    return facts.balance === undefined ? undefined : facts.balance > 0 ? 'done' : 'todo';
  switch (facts.profile) {
    case undefined:
      return undefined;
    case 'verified':
      return 'done';
    case 'reviewing':
      return 'waiting';
    case 'needsUpdate':
      return 'refused';
    default:
      return 'todo';
  }
}
