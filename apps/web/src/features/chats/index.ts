/**
 * Public surface of the chats feature for other features: open a conversation with a number, by
 * its key or at a message (search), the cached conversation list, and what the shell's keyboard
 * shortcuts do on the chats screen.
 * (The chats screen and its background work are downloaded through lazy.ts.)
 */
export { openConversationByKey, openMessage, useCachedConversations } from './state/jumpToMessage.ts';
export {
  focusComposer,
  isComposerInput,
  leaveComposer,
  startNewMessage,
  stepConversation,
} from './state/keyboard.ts';
export { openChatWith } from './state/openChat.ts';
export { type ChatPlace, currentChatPlace, onChatPlaceChange, showChatPlace } from './state/place.ts';
