import { create } from 'zustand';
import type { GateAction, ProfileStatusState } from './status.ts';

interface ProfileDialogsState {
  /** The update-profile modal is open. */
  update: boolean;
  /** The profile-status modal's state, or null when closed. */
  status: ProfileStatusState | null;
  /** The gate's prompt (ask-to-update, review or refused notice), or null. */
  gate: Exclude<GateAction, 'verifyPhone' | 'none'> | null;
  /** The identity upload dialog is open. */
  identity: boolean;
}

/**
 * Open state of the profile dialogs, outside React so the API client's 100023 reaction and any
 * screen can open them; the host mounted by the shell renders them.
 */
export const useProfileDialogs = create<ProfileDialogsState>(() => ({
  update: false,
  status: null,
  gate: null,
  identity: false,
}));

/** Opens the update-profile modal (closing any prompt that led to it). */
export function openUpdateProfile(): void {
  useProfileDialogs.setState({ update: true, gate: null, status: null });
}

/** Closes the update-profile modal. */
export function closeUpdateProfile(): void {
  useProfileDialogs.setState({ update: false });
}

/** Shows the profile-status modal in a state. */
export function openProfileStatus(status: ProfileStatusState): void {
  useProfileDialogs.setState({ status });
}

/** Closes the profile-status modal. */
export function closeProfileStatus(): void {
  useProfileDialogs.setState({ status: null });
}

/** Shows one of the gate's prompts. */
export function openGatePrompt(gate: ProfileDialogsState['gate']): void {
  useProfileDialogs.setState({ gate });
}

/** Opens or closes the identity upload dialog. */
export function setIdentityOpen(identity: boolean): void {
  useProfileDialogs.setState({ identity });
}
