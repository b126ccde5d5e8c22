import type { TabId } from '@switchboard/protocol';
import { create } from 'zustand';
import { goToTab } from '../../../lib/navigation.ts';

/** Where closing a payment overlay should return: the mobile-plan page (and its page) that sent the user to top up. */
export interface PayBackLink {
  tab: TabId;
  section: string;
  /** The frame's page when the user left, so the frame reopens there ('' when unknown). */
  page: string;
}

interface PayBackState {
  link: PayBackLink | null;
}

/**
 * The pay-back link (spec 001 section 2, Recharge): set when the mobile-plan frame asks for a top-up;
 * the payments feature reads it when an overlay closes and calls followPayBack().
 */
export const payBack = create<PayBackState>(() => ({ link: null }));

/** Remembers where to come back to after paying. */
export function setPayBack(link: PayBackLink): void {
  payBack.setState({ link });
}

/** Goes back to the remembered page and forgets it; false when there was none. */
export function followPayBack(): boolean {
  const { link } = payBack.getState();
  if (!link) return false;
  payBack.setState({ link: null });
  goToTab(link.tab, link.section);
  return true;
}

/** The frame page last reported by the frame (pageChange and friends), so coming back reopens it. */
export const useFramePage = create<{ page: string }>(() => ({ page: '' }));
