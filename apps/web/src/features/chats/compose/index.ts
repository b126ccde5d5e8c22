/**
 * The chats composer: the input area, the new-chat To/From header, and the dialogs sending opens.
 * In new-chat mode the chosen sender lives in this folder's store (useCompose.from); when sender
 * and recipient name a conversation that exists, selectedKey is set to it while composingNew stays
 * true, so its messages show. A confirmed first send opens the conversation with select().
 */
export { ChatComposer } from './ChatComposer.tsx';
export { ChatDialogs } from './ChatDialogs.tsx';
export { NewChatHeader } from './NewChatHeader.tsx';
export { registerRecipientPicker } from './recipientPicker.ts';
export { resendMessage } from './send/send.ts';
