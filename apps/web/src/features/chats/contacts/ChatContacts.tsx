import Box from '@mui/material/Box';
import { useEffect } from 'react';
import {
  ContactDetailPanel,
  ContactFormDialog,
  ContactsPicker,
  useContactsSync,
} from '../../contacts/index.ts';
import { registerRecipientPicker } from '../compose/index.ts';
import { useChats } from '../state/chatStore.ts';
import { useContactActions } from './contactActions.ts';

/** Width of the contact detail side panel (px). */
export const CONTACT_PANEL_WIDTH = 320;

/**
 * Contacts on the chats screen (brands with the contacts tab): loads the address book, registers
 * the contacts picker for the To field, and hosts the add-contact dialog.
 */
export function ChatContacts() {
  useContactsSync();
  useEffect(() => {
    registerRecipientPicker(ContactsPicker);
    return () => registerRecipientPicker(null);
  }, []);
  const adding = useContactActions((state) => state.adding);
  const closeAdd = useContactActions((state) => state.closeAdd);
  return (
    <ContactFormDialog
      open={adding !== null}
      initial={adding ? { phones: [adding] } : undefined}
      onClose={closeAdd}
      onSaved={closeAdd}
    />
  );
}

/** The contact detail side panel the chat header opens; it closes when another chat opens. */
export function ChatContactPanel() {
  const detail = useContactActions((state) => state.detail);
  const closeDetail = useContactActions((state) => state.closeDetail);
  const selectedKey = useChats((state) => state.selectedKey);
  useEffect(() => {
    if (selectedKey !== undefined) closeDetail(); // on every change of the open chat
  }, [selectedKey, closeDetail]);
  if (!detail) return null;
  return (
    <Box
      component="aside"
      data-testid="chat-contact-panel"
      sx={{
        width: CONTACT_PANEL_WIDTH,
        flexShrink: 0,
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflow: 'auto',
      }}
    >
      <ContactDetailPanel number={detail} onClose={closeDetail} />
    </Box>
  );
}
