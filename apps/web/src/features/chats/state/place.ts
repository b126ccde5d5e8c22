import { useChats } from './chatStore.ts';
import { openConversationByKey } from './jumpToMessage.ts';

/** Where the chats screen is: the list alone, a new message being written, or one conversation. */
export type ChatPlace = { kind: 'list' } | { kind: 'new' } | { kind: 'conversation'; key: string };

/** The chats screen's place now (the address bar shows it). */
export function currentChatPlace(): ChatPlace {
  const { composingNew, selectedKey } = useChats.getState();
  if (composingNew) return { kind: 'new' };
  return selectedKey === null ? { kind: 'list' } : { kind: 'conversation', key: selectedKey };
}

/** Calls `listener` whenever the chats screen may have moved to another place. */
export function onChatPlaceChange(listener: () => void): () => void {
  return useChats.subscribe((state, before) => {
    if (state.selectedKey !== before.selectedKey || state.composingNew !== before.composingNew) listener();
  });
}

/** Moves the chats screen to a place (an address typed, reloaded or reached with back and forward). */
export function showChatPlace(place: ChatPlace): void {
  const chats = useChats.getState();
  if (place.kind === 'new') {
    if (!chats.composingNew) chats.setComposingNew(true);
  } else if (place.kind === 'conversation') {
    if (chats.composingNew || chats.selectedKey !== place.key) openConversationByKey(place.key);
  } else if (chats.composingNew || chats.selectedKey !== null) {
    chats.select(null);
  }
}
