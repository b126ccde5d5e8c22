import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx';

/** The chats tab, downloaded when it is first shown. */
export const ChatsPanel = lazyWithRetry(() => import('./ChatsPanel.tsx').then((module) => module.default));

/** The chats' background work (incoming messages, unread counters, notifications), downloaded after the shell. */
export const loadChatsBackground = () => import('./sync/background.ts');
