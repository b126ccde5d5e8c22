import { create } from 'zustand';

interface SearchDialogState {
  open: boolean;
}

/** UI state: whether the search dialog is open. */
export const useSearchDialog = create<SearchDialogState>(() => ({ open: false }));

/** Opens the search dialog (Ctrl+K / Cmd+K, the chats list's search button). */
export function openSearch(): void {
  useSearchDialog.setState({ open: true });
}

/** Closes the search dialog. */
export function closeSearch(): void {
  useSearchDialog.setState({ open: false });
}
