import type { ChatListItem, ChatMessage, ReceiveMessagePayload } from '@switchboard/protocol';
import { chatKey, receiveMessagePayloadSchema } from '@switchboard/protocol';
import i18next from 'i18next';
import { currentTab, goToTab } from '../../../lib/navigation.ts';
import { useRuntime } from '../../../lib/runtime.ts';
import { contactNameFor } from '../contacts/contactNames.ts';
import { partyName } from '../format/party.ts';
import { previewText } from '../format/preview.ts';
import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';
import { bumpChatRefreshTime } from './chatList.ts';
import { openConversation } from './conversations.ts';
import { persistDialog } from './dialog.ts';
import { scheduleNotification } from './notify.ts';
import { countIncoming, type UnreadContext } from './unread.ts';

/** A received message as the store keeps it: its conversation key, the message and the list preview. */
export interface Incoming {
  key: string;
  message: ChatMessage;
  preview: Omit<ChatListItem, 'text'>;
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
    preview: {
      ownFullNumber: own.full,
      ownTelCode: own.telCode,
      ownNumber: own.phone,
      otherFullNumber: other.full,
      otherTelCode: other.telCode,
      otherNumber: other.phone,
      date: message.date,
      media: message.media,
      type: message.type,
      smsId: message.smsId,
      direction: message.direction,
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

function notify({ key, message, preview }: Incoming): void {
  const t = i18next.getFixedT(null, 'chats');
  const body =
    message.type === 'voicemail'
      ? t('notification.voicemail')
      : message.text || (message.media ? t('notification.picture') : previewText(message, t));
  scheduleNotification({
    title:
      contactNameFor(preview.otherFullNumber) ??
      partyName(preview.otherFullNumber, preview.otherTelCode, useRuntime.getState().language),
    body,
    tag: key,
    onClick: () => {
      goToTab('chats');
      openConversation(key);
    },
  });
}

/**
 * Handles one `receiveMessage`: stores it (moving its conversation to the top), counts it unread by
 * the spec's rule and, when the window is not focused, notifies (never for verification codes).
 */
export function handleReceiveMessage(
  raw: unknown,
  context: () => UnreadContext = currentUnreadContext,
): void {
  const parsed = receiveMessagePayloadSchema.safeParse(raw);
  if (!parsed.success) {
    console.warn('ignored a malformed receiveMessage', parsed.error);
    return;
  }
  const incoming = toIncoming(parsed.data);
  const { key, message, preview } = incoming;
  useChats.getState().upsertMessage(key, message, preview);
  persistDialog(key);
  bumpChatRefreshTime(message.date);
  if (message.direction !== 'in') return;
  const now = context();
  countIncoming(key, now);
  if (!now.windowFocused && message.type !== 'verificationCode') notify(incoming);
}
