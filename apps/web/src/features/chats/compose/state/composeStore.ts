import type { VirtualPhone } from '@switchboard/protocol';
import { create } from 'zustand';
import { onLogout } from '../../../../lib/session.ts';

/** A dialog the composer opens: no credit, or a toll-free number that is not registered. */
export type ComposeDialog = { kind: 'noCredit'; message: string } | { kind: 'tollFree'; message: string };

/** A short red notice under the input ("too large", "upload failed", "too long", too many pictures). */
export type ComposeNotice = 'tooLarge' | 'uploadFailed' | 'tooLong' | 'tooManyPictures';

interface ComposeState {
  /** The sender chosen in new-chat mode. */
  from: VirtualPhone | null;
  /** True while the user is picking numbers (the From list or a recipient picker is open). */
  picking: boolean;
  /** Number of composer calls running (balance check, image preparation). */
  busy: number;
  /** The open dialog, if any. */
  dialog: ComposeDialog | null;
  /** The red notice shown for a few seconds, if any. */
  notice: ComposeNotice | null;
  setFrom: (from: VirtualPhone | null) => void;
  setPicking: (picking: boolean) => void;
  openDialog: (dialog: ComposeDialog) => void;
  closeDialog: () => void;
  showNotice: (notice: ComposeNotice | null) => void;
  reset: () => void;
}

const initial = { from: null, picking: false, busy: 0, dialog: null, notice: null } as const;

/** Composer-only state, beside the shared chats store. */
export const useCompose = create<ComposeState>((set) => ({
  ...initial,
  setFrom: (from) => set({ from }),
  setPicking: (picking) => set({ picking }),
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
  showNotice: (notice) => set({ notice }),
  reset: () => set(initial),
}));

onLogout(() => useCompose.getState().reset());

/** Runs work while the composer counts as busy (send and upload are disabled meanwhile). */
export async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
  useCompose.setState((state) => ({ busy: state.busy + 1 }));
  try {
    return await work();
  } finally {
    useCompose.setState((state) => ({ busy: Math.max(0, state.busy - 1) }));
  }
}
