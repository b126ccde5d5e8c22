import type { TabId } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { focusComposer, leaveComposer, startNewMessage, stepConversation } from '../features/chats/index.ts';
import { openSearch } from '../features/search/index.ts';
import { type Shortcut, shortcutFor } from './shortcuts.ts';

/**
 * The page's keyboard shortcuts (see SHORTCUT_HELP): one keydown listener on the document while the
 * shell is on screen. The chats ones act only while the chats tab is shown. A key is kept from the
 * browser (preventDefault) only when its shortcut did something.
 */
export function useShortcuts({ tab, onHelp }: { tab: TabId; onHelp: () => void }): void {
  const client = useQueryClient();
  // The listener stays the same for the shell's lifetime and reads the latest tab and callback here.
  const latest = useRef({ tab, onHelp });
  latest.current = { tab, onHelp };

  useEffect(() => {
    const run = (shortcut: Shortcut, target: EventTarget | null): boolean => {
      if (shortcut === 'help') {
        latest.current.onHelp();
        return true;
      }
      if (latest.current.tab !== 'chats') return false;
      switch (shortcut) {
        case 'search':
          openSearch();
          return true;
        case 'nextConversation':
          return stepConversation(client, 1);
        case 'previousConversation':
          return stepConversation(client, -1);
        case 'focusComposer':
          return focusComposer();
        case 'newMessage':
          return startNewMessage(client);
        case 'leaveComposer':
          if (target instanceof HTMLElement) leaveComposer(target);
          return true;
      }
    };
    // On the document, after the page's own handlers (a key they handled is defaultPrevented).
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (shortcut && run(shortcut, event.target)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [client]);
}
