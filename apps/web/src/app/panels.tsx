import type { TabId } from '@switchboard/protocol';
import { type ComponentType, lazy } from 'react';

/** One lazily loaded panel per tab, so the first load only carries the shell. */
export const tabPanels: Record<TabId, ComponentType> = {
  chats: lazy(() => import('../features/chats/ChatsPanel.tsx')),
  verification: lazy(() => import('../features/verification/VerificationPanel.tsx')),
  numbers: lazy(() => import('../features/numbers/NumbersPanel.tsx')),
  contacts: lazy(() => import('../features/contacts/ContactsPanel.tsx')),
  account: lazy(() => import('../features/account/AccountPanel.tsx')),
};
