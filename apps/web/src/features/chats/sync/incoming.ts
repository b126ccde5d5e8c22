import type { ChatMessage, ReceiveMessagePayload } from '@switchboard/protocol';
import { chatKey } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { currentTab, goToTab } from '../../../lib/navigation.ts';
import { useRuntime } from '../../../lib/runtime.ts';
import { contactNameFor } from '../contacts/contactNames.ts';
import { partyName } from '../format/party.ts';
import { previewText } from '../format/preview.ts';
import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';
import { readChatList, updateChatList } from './chatList.ts';
import { type ConversationParties, findConversation, withLatestMessage } from './chatListData.ts';
import { openConversation } from './conversations.ts';
import { readDialog, updateDialog } from './dialog.ts';
import { findMessage, withMessage } from './dialogData.ts';
import { scheduleNotification } from './notify.ts';
import { countUnread, markSeenOnArrival, shouldCountUnread, type UnreadContext } from './unread.ts';

/** A received message as the cache keeps it: its conversation key, the message and both parties. */
export interface Incoming {
  key: string;
  message: ChatMessage;
  parties: ConversationParties;
}

/** Maps a `receiveMessage` payload to the conversation it belongs to (own side first). */
export function toIncoming(payload: ReceiveMessagePayload): Incoming {
  const inbound = payload.direction === 'in';
  const own = inbound
    ? { full: payload.toNumber, telCode: payload.toTelCode, phone: payload.toPhone }
    : { full: payload.fromNumber, telCode: payload.fromTelCode, phone: payload.fromPhone };
  const other = inbound
    ? { full: payload.fromNumber, telCode: payload.fromTelCode, phone: payload.fromPhone }
    : { full: payload.toNumber, telCode: payload.toTelCode, phone: payload.toPhone };
  const message: ChatMessage = {
    smsId: payload.smsId,
    date: payload.time,
    text: payload.text,
    media: payload.media,
    direction: payload.direction,
    status: payload.status,
    type: payload.msgType,
    ...(payload.stt ? { stt: payload.stt } : {}),
    ...(payload.highlightTarget ? { highlightTarget: payload.highlightTarget } : {}),
    ...(payload.highlightText ? { highlightText: payload.highlightText } : {}),
  };
  return {
    key: chatKey(own.full, other.full),
    message,
    parties: {
      ownFullNumber: own.full,
      ownTelCode: own.telCode,
      ownNumber: own.phone,
      otherFullNumber: other.full,
      otherTelCode: other.telCode,
      otherNumber: other.phone,
    },
  };
}

/** The unread context as the page is right now. */
export function currentUnreadContext(): UnreadContext {
  return {
    chatsTabOpen: currentTab() === 'chats',
    windowFocused: typeof document !== 'undefined' && document.hasFocus(),
    nearBottom: useChatView.getState().nearBottom,
    selectedKey: useChats.getState().selectedKey,
  };
}

/** What a notification shows of a new incoming message. */
export interface Arrival {
  key: string;
  message: Pick<ChatMessage, 'text' | 'media' | 'type'>;
  parties: Pick<ConversationParties, 'otherFullNumber' | 'otherTelCode'>;
}

/**
 * Shows the desktop notification of a new incoming message when the window is not focused (never
 * for verification codes nor a muted conversation); clicking it opens the conversation.
 */
export function notifyArrival(
  client: QueryClient,
  { key, message, parties }: Arrival,
  windowFocused: boolean,
): void {
  if (windowFocused || message.type === 'verificationCode') return;
  // A muted conversation still counts its unread messages, silently.
  if (findConversation(readChatList(client), key)?.muted) return;
  const t = i18next.getFixedT(null, 'chats');
  const body =
    message.type === 'voicemail'
      ? t('notification.voicemail')
      : message.text || (message.media ? t('notification.picture') : previewText(message, t));
  scheduleNotification({
    title:
      contactNameFor(parties.otherFullNumber) ??
      partyName(parties.otherFullNumber, parties.otherTelCode, useRuntime.getState().language),
    body,
    tag: key,
    onClick: () => {
      goToTab('chats');
      openConversation(key, findConversation(readChatList(client), key));
    },
  });
}

/** True when the cache already holds this message (a push delivered twice, or one caught up already). */
function alreadyHeld(client: QueryClient, { key, message }: Incoming): boolean {
  return (
    findConversation(readChatList(client), key)?.smsId === message.smsId ||
    findMessage(readDialog(client, key), message.smsId) !== undefined
  );
}

/**
 * Handles one `receiveMessage` (already validated): writes it into the cache (its conversation moves
 * to the top, its history gains it) and, for a new incoming message, counts it unread by the spec's
 * rule or, when the reader is looking at it, marks it read on the server; then notifies.
 */
export function handleReceiveMessage(
  client: QueryClient,
  payload: ReceiveMessagePayload,
  context: () => UnreadContext = currentUnreadContext,
): void {
  const incoming = toIncoming(payload);
  const { key, message, parties } = incoming;
  const repeated = alreadyHeld(client, incoming);
  updateChatList(client, (list) => withLatestMessage(list, key, message, parties, true));
  updateDialog(client, key, (history) => withMessage(history, message));
  if (message.direction !== 'in' || repeated) return;
  const now = context();
  if (shouldCountUnread(key, now)) countUnread(client, key);
  else markSeenOnArrival(client, key, message.date);
  notifyArrival(client, incoming, now.windowFocused);
}
