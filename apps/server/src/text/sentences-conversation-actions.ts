import type { SentenceEntry } from './sentence-entry.ts';

/** Archiving, muting, marking unread and blocking a conversation refused. */
export const conversationActionSentences = {
  conversationOneChange: {
    en: 'Choose one change at a time: archive, mute or mark unread.',
    zh: '一次只能选择一项操作：归档、静音或标为未读。',
  },
  conversationGone: {
    en: 'This conversation has no messages any more. Reload the page.',
    zh: '此会话已没有消息，请刷新页面。',
  },
  blockOwnNumber: {
    en: 'You cannot block one of your own numbers from itself.',
    zh: '不能在自己的号码上屏蔽该号码本身。',
  },
} satisfies Record<string, SentenceEntry>;
