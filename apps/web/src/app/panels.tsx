import type { TabId } from '@switchboard/protocol';
import type { ComponentType } from 'react';
import { lazyWithRetry } from '../lib/lazyWithRetry.tsx';

/** One lazily loaded panel per tab, so the first load only carries the shell; a failed download is retried. */
export const tabPanels: Record<TabId, ComponentType> = {
  chats: lazyWithRetry(() => import('../features/chats/ChatsPanel.tsx').then((module) => module.default)),
  verification: lazyWithRetry(() =>
    import('../features/verification/VerificationPanel.tsx').then((module) => module.default),
  ),
  numbers: lazyWithRetry(() =>
    import('../features/numbers/NumbersPanel.tsx').then((module) => module.default),
  ),
  contacts: lazyWithRetry(() =>
    import('../features/contacts/ContactsPanel.tsx').then((module) => module.default),
  ),
  account: lazyWithRetry(() =>
    import('../features/account/AccountPanel.tsx').then((module) => module.default),
  ),
};
