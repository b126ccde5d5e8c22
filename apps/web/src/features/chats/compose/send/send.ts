import {
  type ChatMessage,
  fullNumber,
  MessageStatus,
  retcodeInfo,
  type SendMessageAck,
  type SendMessagePayload,
  SocketEvent,
  sendMessageAckSchema,
  splitChatKey,
} from '@switchboard/protocol';
import i18next from 'i18next';
import { pushAlert } from '../../../../lib/alerts.ts';
import { apiLanguageCode } from '../../../../lib/api/client.ts';
import { queryKeys } from '../../../../lib/api/queries.ts';
import { chatsCache } from '../../../../lib/chatsCache.ts';
import { currentBrand } from '../../../../lib/runtime.ts';
import { onLogout } from '../../../../lib/session.ts';
import { useChats } from '../../state/chatStore.ts';
import { readChatList, updateChatList } from '../../sync/chatList.ts';
import { findConversation, withLatestMessage } from '../../sync/chatListData.ts';
import { readDialog, updateDialog } from '../../sync/dialog.ts';
import { findMessage, withMessage, withMessagePatch } from '../../sync/dialogData.ts';
import type { PreparedImage } from '../lib/image.ts';
import { newSmsId } from '../lib/smsId.ts';
import { useCompose } from '../state/composeStore.ts';
import { partiesOf, type SendTarget } from './target.ts';
import { ACK_TIMEOUT_MS, currentSendSocket } from './transport.ts';

interface Outgoing {
  target: SendTarget;
  payload: Omit<SendMessagePayload, 'platform' | 'languagecode'>;
  /** Object URL of a picture shown while it is pending; released once the server has it. */
  localUrl?: string;
}

/**
 * What a retry of a picture needs and the cache cannot hold (its bytes), by smsId, for messages
 * sent from this page and not yet confirmed.
 */
const outgoing = new Map<string, Outgoing>();
onLogout(() => outgoing.clear());

/** True while new-chat mode still shows the sender and recipient this message went between. */
function isStillComposing(target: SendTarget): boolean {
  const { composingNew, partner } = useChats.getState();
  const from = useCompose.getState().from;
  return (
    composingNew &&
    partner?.phone === target.other.full &&
    from !== null &&
    fullNumber(from.telCode, from.phone) === target.own.full
  );
}

/** Writes a message into the conversation's history and shows it as the conversation's latest. */
function writeMessage(target: SendTarget, message: ChatMessage, confirmed: boolean): void {
  const client = chatsCache();
  updateDialog(client, target.key, (history) => withMessage(history, message));
  updateChatList(client, (list) =>
    withLatestMessage(list, target.key, message, partiesOf(target), confirmed),
  );
}

function confirm(entry: Outgoing, ack: SendMessageAck): void {
  const { target } = entry;
  const current = findMessage(readDialog(chatsCache(), target.key), entry.payload.smsId);
  if (current) {
    const media = ack.media || current.media;
    const date = ack.date || current.date;
    // The server's time also moves the conversation to the top of the list.
    writeMessage(target, { ...current, status: MessageStatus.sent, date, media }, true);
  }
  outgoing.delete(entry.payload.smsId);
  if (entry.localUrl) URL.revokeObjectURL(entry.localUrl);
  if (target.newChat && isStillComposing(target)) useChats.getState().select(target.key, target.partner);
}

function fail(entry: Outgoing, ack: SendMessageAck | null): void {
  updateDialog(chatsCache(), entry.target.key, (history) =>
    withMessagePatch(history, entry.payload.smsId, { status: MessageStatus.failed }),
  );
  if (!ack) return;
  const reaction = retcodeInfo(ack.status)?.reaction;
  if (reaction === 'tollFree') useCompose.getState().openDialog({ kind: 'tollFree', message: ack.retmsg });
  else if (reaction === 'noCredit')
    useCompose.getState().openDialog({ kind: 'noCredit', message: ack.retmsg });
  else pushAlert({ text: ack.retmsg || i18next.t('compose:sendFailed') });
}

function settle(entry: Outgoing, error: Error | null, raw: unknown): void {
  const parsed = error ? null : sendMessageAckSchema.safeParse(raw);
  if (parsed?.success && parsed.data.status === MessageStatus.sent) confirm(entry, parsed.data);
  else {
    if (error) console.warn('sendMessage got no acknowledgement', error.message);
    else if (!parsed?.success) console.warn('sendMessage acknowledgement has an unexpected shape', raw);
    fail(entry, parsed?.success ? parsed.data : null);
  }
  // Every send costs credit, so the balance shown everywhere is refreshed after each ack.
  void chatsCache().invalidateQueries({ queryKey: queryKeys.balance });
}

function emit(entry: Outgoing): void {
  const socket = currentSendSocket();
  if (!socket) {
    fail(entry, null);
    return;
  }
  const payload: SendMessagePayload = {
    ...entry.payload,
    platform: currentBrand().id,
    languagecode: apiLanguageCode(),
  };
  socket
    .timeout(ACK_TIMEOUT_MS)
    .emit(SocketEvent.sendMessage, payload, (error, ack) => settle(entry, error, ack));
}

function start(entry: Outgoing, local: ChatMessage): string {
  outgoing.set(local.smsId, entry);
  writeMessage(entry.target, local, false);
  emit(entry);
  return local.smsId;
}

function pendingMessage(smsId: string, text: string, media: string, type: 'sms' | 'mms'): ChatMessage {
  return { smsId, date: Date.now(), text, media, direction: 'out', status: MessageStatus.sending, type };
}

/** Sends a text: shows it pending at once, then confirms or fails it on the ack. Returns its smsId. */
export function sendText(target: SendTarget, text: string): string {
  const smsId = newSmsId();
  const payload = {
    fromNumber: target.own.full,
    toNumber: target.other.full,
    text,
    msgType: 'sms',
    smsId,
  } as const;
  return start({ target, payload }, pendingMessage(smsId, text, '', 'sms'));
}

/** Sends a picture as binary (mms), shown pending from a local copy. Returns its smsId. */
export function sendImage(target: SendTarget, image: PreparedImage): string {
  const smsId = newSmsId();
  const localUrl = URL.createObjectURL(new Blob([image.bytes], { type: image.type }));
  const payload = {
    fromNumber: target.own.full,
    toNumber: target.other.full,
    text: '',
    msgType: 'mms',
    smsId,
    fileBuffer: image.bytes,
    fileType: image.type,
    fileName: image.name,
  } as const;
  return start({ target, payload, localUrl }, pendingMessage(smsId, '', localUrl, 'mms'));
}

/** The target of a conversation for resending a text from history. */
function historyTarget(key: string): SendTarget {
  const { own: ownFull, other: otherFull } = splitChatKey(key);
  const conversation = findConversation(readChatList(chatsCache()), key);
  return {
    key,
    own: { full: ownFull, telCode: conversation?.ownTelCode ?? '', number: conversation?.ownNumber ?? '' },
    other: {
      full: otherFull,
      telCode: conversation?.otherTelCode ?? '',
      number: conversation?.otherNumber ?? '',
    },
    partner: { noName: true, phone: otherFull, telCode: conversation?.otherTelCode ?? '', shortPhone: '' },
    newChat: false,
  };
}

/**
 * Sends a failed outgoing message again. One this page sent goes again with the same smsId (the
 * server never stores or charges it twice). A failed text from history was stored and then refused
 * or left undelivered by the carrier (and refunded): its smsId would only answer that failure again,
 * so its text goes as a new message and the failed one stays as it was. A picture is resent only
 * while this page still holds its bytes. Returns false when there is nothing to resend.
 */
export function resendMessage(key: string, smsId: string): boolean {
  const message = findMessage(readDialog(chatsCache(), key), smsId);
  if (message?.direction !== 'out' || message.status !== MessageStatus.failed) return false;
  const entry = outgoing.get(smsId);
  if (!entry) {
    if (message.type !== 'sms') return false;
    sendText(historyTarget(key), message.text);
    return true;
  }
  updateDialog(chatsCache(), key, (history) =>
    withMessagePatch(history, smsId, { status: MessageStatus.sending }),
  );
  emit(entry);
  return true;
}
