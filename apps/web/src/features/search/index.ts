/**
 * Public API of the search feature: the dialog's host the shell renders, and opening it (the
 * shortcut and the chats list's search button). The dialog itself is downloaded through lazy.ts.
 */
export { SearchDialogHost } from './SearchDialogHost.tsx';
export { openSearch } from './searchStore.ts';
