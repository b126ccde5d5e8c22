/** The segment of a new message being written (`/chats/new`). */
export const NEW_CHAT_SEGMENT = 'new';

/** The address of a conversation (`/chats/<own>-<other>`): the app's, a notification's, a shared link's. */
export function conversationPath(key: string): string {
  return `/chats/${key}`;
}
