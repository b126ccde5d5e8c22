/**
 * Public surface of the chats feature for other features: open a conversation with a number.
 * (The chats screen itself is loaded by the shell's panels.)
 */
export type { ChatPartner } from './state/chatStore.ts';
export { openChatWith } from './state/openChat.ts';
