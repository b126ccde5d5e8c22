import Box from '@mui/material/Box';
import { Suspense, useEffect, useState } from 'react';
import type { RecipientPickerProps } from '../../../components/recipientPicker.ts';
import { useContactsSync } from '../../contacts/index.ts';
// The picker, the form and the detail panel carry pinyin sorting and libphonenumber; the chats
// screen loads them on first use (or when the browser is idle), not before its first paint.
import { ContactDetailPanel, ContactFormDialog, ContactsPicker } from '../../contacts/lazy.ts';
import { registerRecipientPicker } from '../compose/index.ts';
import { useChats } from '../state/chatStore.ts';
import { useContactActions } from './contactActions.ts';

/**
 * Stands in while the picker loads: nothing to show, but leaving the To field still closes it, as
 * the picker would; otherwise the composer would stay in picking mode and Enter would not send.
 */
export function PickerLoading({ anchorEl, onClose }: RecipientPickerProps) {
  useEffect(() => {
    const onFocusOut = () => onClose();
    anchorEl.addEventListener('focusout', onFocusOut);
    return () => anchorEl.removeEventListener('focusout', onFocusOut);
  }, [anchorEl, onClose]);
  return null;
}

/** The contacts picker behind its own boundary, so loading it never suspends the compose screen. */
function RecipientPicker(props: RecipientPickerProps) {
  return (
    <Suspense fallback={<PickerLoading {...props} />}>
      <ContactsPicker {...props} />
    </Suspense>
  );
}

/** Fetches the picker while the browser is idle, so the To field rarely waits for it. */
function usePrefetchPicker() {
  useEffect(() => {
    const prefetch = () => void ContactsPicker.preload();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch, { timeout: 5_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 2_000);
    return () => clearTimeout(timer);
  }, []);
}

/** Width of the contact detail side panel (px). */
export const CONTACT_PANEL_WIDTH = 320;

/**
 * Contacts on the chats screen (brands with the contacts tab): loads the address book, registers
 * the contacts picker for the To field, and hosts the add-contact dialog.
 */
export function ChatContacts() {
  useContactsSync();
  usePrefetchPicker();
  useEffect(() => {
    registerRecipientPicker(RecipientPicker);
    return () => registerRecipientPicker(null);
  }, []);
  const adding = useContactActions((state) => state.adding);
  const closeAdd = useContactActions((state) => state.closeAdd);
  const [formNeeded, setFormNeeded] = useState(false);
  // Once opened, the dialog stays mounted so that closing it plays its exit transition.
  if (adding !== null && !formNeeded) setFormNeeded(true);
  if (!formNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ContactFormDialog
        open={adding !== null}
        initial={adding ? { phones: [adding] } : undefined}
        onClose={closeAdd}
        onSaved={closeAdd}
      />
    </Suspense>
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
      <Suspense fallback={null}>
        <ContactDetailPanel number={detail} onClose={closeDetail} />
      </Suspense>
    </Box>
  );
}
