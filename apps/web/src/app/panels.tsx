import type { TabId } from '@switchboard/protocol';
import type { ComponentType } from 'react';
import { AccountPanel } from '../features/account/lazy.ts';
import { ChatsPanel } from '../features/chats/lazy.ts';
import { VerificationPanel } from '../features/code-numbers/lazy.ts';
// The contacts tab comes with the feature's index.ts: its lazy.ts holds the parts the chats screen loads.
import { ContactsPanel } from '../features/contacts/index.ts';
import { NumbersPanel } from '../features/numbers/lazy.ts';

/** One lazily loaded panel per tab, so the first load only carries the shell; a failed download is retried. */
export const tabPanels: Record<TabId, ComponentType> = {
  chats: ChatsPanel,
  verification: VerificationPanel,
  numbers: NumbersPanel,
  contacts: ContactsPanel,
  account: AccountPanel,
};
