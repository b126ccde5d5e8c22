/**
 * Public surface of the chats feature for other features: open a conversation with a number.
 * (The chats screen and its background work are downloaded through lazy.ts.)
 */
export { openChatWith } from './state/openChat.ts';
