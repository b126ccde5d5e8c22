import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx';

// The contacts parts the chats screen shows, each downloaded on first use: they carry pinyin sorting
// and libphonenumber. Only the chats screen imports this module, so these downloads start from its
// code and what they share with it (the virtual list, menus) stays in its chunk; the contacts tab,
// which the shell's panels import, is in index.ts.

/** The contacts picker the To field opens. */
export const ContactsPicker = lazyWithRetry(() =>
  import('./picker/ContactsPicker.tsx').then((module) => module.ContactsPicker),
);

/** The add/edit contact dialog. */
export const ContactFormDialog = lazyWithRetry(() =>
  import('./form/ContactFormDialog.tsx').then((module) => module.ContactFormDialog),
);

/** The contact detail side panel. */
export const ContactDetailPanel = lazyWithRetry(() =>
  import('./detail/ContactDetailPanel.tsx').then((module) => module.ContactDetailPanel),
);

/**
 * The address book's own name matcher (pinyin and initials too), downloaded on first use with the
 * pinyin dictionary it carries.
 */
export const loadContactMatcher = () =>
  import('./lib/search.ts').then((module) => module.matchesContactSearch);
