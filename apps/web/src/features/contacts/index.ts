/** Public surface of the contacts feature, used by chats, the picker and import/export. */
export { ConfirmDeleteDialog, deleteContactsWithNotice } from './common/ConfirmDeleteDialog.tsx';
export { ContactAvatar } from './common/ContactAvatar.tsx';
export { ContactNotice, showContactNotice } from './common/notice.tsx';
export type { ContactDetailPanelProps } from './detail/ContactDetailPanel.tsx';
export { ContactDetailPanel } from './detail/ContactDetailPanel.tsx';
export type { ContactFormDialogProps } from './form/ContactFormDialog.tsx';
export { ContactFormDialog } from './form/ContactFormDialog.tsx';
export { avatarColor, avatarInitial } from './lib/format.ts';
export type { ContactListRow } from './lib/order.ts';
export { contactSortKey, groupContacts, groupLetter, OTHER_GROUP, sortContacts } from './lib/order.ts';
export { matchesContactSearch } from './lib/search.ts';
export { ContactsPicker } from './picker/ContactsPicker.tsx';
export { contactsQuery, syncContacts, syncContactsIfLoaded } from './state/contactsQuery.ts';
export type { Contact, ContactPhoneView } from './state/contactsStore.ts';
export { findContactByNumber, useContacts } from './state/contactsStore.ts';
export { useContactsSync } from './sync/useContactsSync.ts';
export { ContactsTransferMenu } from './transfer/ContactsTransferMenu.tsx';
