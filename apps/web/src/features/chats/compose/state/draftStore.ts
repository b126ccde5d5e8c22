import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onLogout } from '../../../../lib/session.ts';

/** Where a tab keeps its unsent texts: its own session storage, so two tabs never overwrite each other's. */
const DRAFTS_STORAGE_KEY = 'sb.chats.drafts';

interface DraftState {
  /** Unsent text per conversation key (absent when empty). */
  drafts: Record<string, string>;
  setDraft: (key: string, text: string) => void;
}

/**
 * Unsent text of each conversation, as Google Voice keeps it: switching to another conversation,
 * the composer being mounted again (a reconnect, the first send of a new chat) or a reload of the tab
 * brings back what was typed there, and never carries it into another conversation. Signing out
 * forgets every draft.
 */
export const useDrafts = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      setDraft: (key, text) =>
        set((state) => {
          if ((state.drafts[key] ?? '') === text) return state;
          const { [key]: _previous, ...others } = state.drafts;
          return { drafts: text === '' ? others : { ...others, [key]: text } };
        }),
    }),
    { name: DRAFTS_STORAGE_KEY, storage: createJSONStorage(() => sessionStorage) },
  ),
);

onLogout(() => useDrafts.setState({ drafts: {} }));
