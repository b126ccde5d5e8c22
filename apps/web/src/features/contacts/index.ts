import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx';

/**
 * Public API of the contacts feature: its tab, and the address book chats read and keep loaded and
 * the account events refresh. The parts the chats screen shows come through lazy.ts.
 */
export { syncContactsIfLoaded } from './state/contactsQuery.ts';
export type { Contact } from './state/contactsStore.ts';
export { useContacts } from './state/contactsStore.ts';
export { useContactsSync } from './sync/useContactsSync.ts';

/** The contacts tab, downloaded when it is first shown (it carries pinyin sorting and libphonenumber). */
export const ContactsPanel = lazyWithRetry(() =>
  import('./ContactsPanel.tsx').then((module) => module.default),
);
