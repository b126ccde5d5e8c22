import { create } from 'zustand';

/** Which conversations the list shows, and whether the blocked-numbers dialog is open. */
interface ListViewState {
  /** True shows the archived conversations instead of the others. */
  showArchived: boolean;
  /** The blocked-numbers dialog is open. */
  blockedOpen: boolean;
  setShowArchived: (showArchived: boolean) => void;
  setBlockedOpen: (blockedOpen: boolean) => void;
}

/** UI state of the conversation list's views. */
export const useListView = create<ListViewState>((set) => ({
  showArchived: false,
  blockedOpen: false,
  setShowArchived: (showArchived) => set({ showArchived }),
  setBlockedOpen: (blockedOpen) => set({ blockedOpen }),
}));
