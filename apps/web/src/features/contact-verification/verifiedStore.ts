import { create } from 'zustand';

/**
 * What the verified modal is opened for: 'email' (set an email), 'emailFromProfile' (same, opened
 * from the profile), 'updateFromProfile' / 'update' (prove the current phone before changing it),
 * 'update2' (the new phone), 'updateForUnlockBonus' (set a phone, then go to redeem), 'charge'
 * (set a phone a recharge method needs).
 */
export type VerifiedMode =
  | 'email'
  | 'emailFromProfile'
  | 'updateFromProfile'
  | 'update'
  | 'update2'
  | 'updateForUnlockBonus'
  | 'charge';

interface VerifiedState {
  /** The open mode, or null when the modal is closed. */
  mode: VerifiedMode | null;
  /** Bumped on every open so a reopen in the same mode starts from a clean form. */
  session: number;
}

/** The verified modal's open state, shared by the host and whoever opens it. */
export const useVerifiedModal = create<VerifiedState>(() => ({ mode: null, session: 0 }));

/** Opens the verified modal in a mode (the host mounted in the shell renders it). */
export function openVerifiedModal(mode: VerifiedMode): void {
  useVerifiedModal.setState((state) => ({ mode, session: state.session + 1 }));
}

/** Closes the verified modal. */
export function closeVerifiedModal(): void {
  useVerifiedModal.setState({ mode: null });
}
