import { create } from 'zustand';

/** The verification dialogs (spec 001 section 2); one is open at a time. */
export type VerificationDialogKind =
  | 'subscribe'
  | 'done'
  | 'noNumber'
  | 'sendSuccess'
  | 'agreement'
  | 'subscribeReminder'
  | 'running'
  | 'insufficient'
  | 'release';

/** What an open dialog shows and does on its confirm button. */
export interface VerificationDialogOptions {
  /** Extra text from the server (e.g. the subscription tip or a hint). */
  detail?: string;
  /** Runs on the confirm button; the dialog closes first. */
  onConfirm?: () => void;
}

interface DialogState extends VerificationDialogOptions {
  kind: VerificationDialogKind | null;
}

/** The open verification dialog, shared by the jiema page and the multi-brand section. */
export const useVerificationDialog = create<DialogState>(() => ({ kind: null }));

/** Opens one of the verification dialogs (replacing any open one). */
export function openVerificationDialog(
  kind: VerificationDialogKind,
  options: VerificationDialogOptions = {},
): void {
  useVerificationDialog.setState({ kind, detail: options.detail, onConfirm: options.onConfirm }, true);
}

/** Closes the open verification dialog. */
export function closeVerificationDialog(): void {
  useVerificationDialog.setState({ kind: null }, true);
}
