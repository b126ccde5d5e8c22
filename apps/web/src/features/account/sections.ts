import type { BrandConfig } from '@switchboard/protocol';
import { useSession } from '../../lib/session.ts';

/** Sections of the account tab's left navigation, in the order shown; keys of goToTab('account', key). */
export const ACCOUNT_SECTIONS = [
  'profile',
  'security',
  'rates',
  'recharge',
  'paymentHistory',
  'billHistory',
  'smsHistory',
  'callHistory',
  'callSettings',
  'invite',
  'redeem',
  'numberManagement',
  'subscriptionHistory',
] as const;

/** One section of the account tab. */
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** What decides which sections a user sees. */
export interface SectionConditions {
  brand: Pick<BrandConfig, 'id'>;
  /** The front page: nobody signed in. */
  front: boolean;
  /** Login answer: the user may invite friends. */
  canInvite: boolean;
  /** Login answer: the user may enter an inviter's code. */
  canSetInviter: boolean;
}

const HIDDEN_FOR_JIEMA: readonly AccountSection[] = [
  'rates',
  'paymentHistory',
  'billHistory',
  'smsHistory',
  'callHistory',
  'callSettings',
];

/**
 * The sections shown (spec 001 section 2): jiema has no rates, call/SMS/payment histories or call
 * settings but its verification numbers (Number management) and their subscription history;
 * Recharge, Security and Call settings are hidden on the front page; Invite follows the login flag.
 * Redeem stays for every signed-in user: once a code can no longer be redeemed it shows why, so the
 * page never disappears under its own congratulation.
 */
export function visibleSections(conditions: SectionConditions): AccountSection[] {
  const jiema = conditions.brand.id === 'jiema';
  return ACCOUNT_SECTIONS.filter((section) => {
    if (jiema && HIDDEN_FOR_JIEMA.includes(section)) return false;
    if (section === 'subscriptionHistory' || section === 'numberManagement') return jiema;
    // Nobody is signed in on the front page: no password to change, no sessions to list.
    if (section === 'recharge' || section === 'security' || section === 'callSettings')
      return !conditions.front;
    if (section === 'invite') return conditions.canInvite;
    if (section === 'redeem') return !conditions.front || conditions.canSetInviter;
    return true;
  });
}

/** The login answer's invitation flags (kept across reloads by the session). */
export function useInviteFlags(): { canInvite: boolean; canSetInviter: boolean } {
  const canInvite = useSession((state) => state.canInvite);
  const canSetInviter = useSession((state) => state.canSetInviter);
  return { canInvite, canSetInviter };
}
