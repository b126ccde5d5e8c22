import {
  type ChatMessage,
  fullNumber,
  MessageStatus,
  retcodeInfo,
  type SendMessageAck,
  type SendMessagePayload,
  SocketEvent,
  sendMessageAckSchema,
} from '@switchboard/protocol';
import i18next from 'i18next';
import { pushAlert } from '../../../../lib/alerts.ts';
import { apiLanguageCode } from '../../../../lib/api/client.ts';
import { currentBrand } from '../../../../lib/runtime.ts';
import { onLogout } from '../../../../lib/session.ts';
import { useChats } from '../../state/chatStore.ts';
import type { PreparedImage } from '../lib/image.ts';
import { newSmsId } from '../lib/smsId.ts';
import { useCompose } from '../state/composeStore.ts';
import { previewFor, type SendTarget } from './target.ts';
import { ACK_TIMEOUT_MS, currentSendSocket } from './transport.ts';

interface Outgoing {
  target: SendTarget;
  payload: Omit<SendMessagePayload, 'platform' | 'languagecode'>;
  /** Object URL of a picture shown while it is pending; released once the server has it. */
  localUrl?: string;
}

/** Messages sent and not yet confirmed, by smsId: what a retry resends. */
const outgoing = new Map<string, Outgoing>();
const settledListeners = new Set<() => void>();
onLogout(() => outgoing.clear());

/** Runs a listener after every acknowledgement (e.g. to refresh the balance); returns its remover. */
export function onSendSettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

function findMessage(key: string, smsId: string): ChatMessage | undefined {
  return useChats.getState().messages[key]?.find((item) => item.smsId === smsId);
}

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

function confirm(entry: Outgoing, ack: SendMessageAck): void {
  const { target } = entry;
  const chats = useChats.getState();
  const current = findMessage(target.key, entry.payload.smsId);
  if (current) {
    // upsertMessage (not patchMessage) also refreshes the preview, which moves the conversation to the top.
    chats.upsertMessage(
      target.key,
      {
        ...current,
        status: MessageStatus.sent,
        date: ack.date || current.date,
        media: ack.media || current.media,
      },
      previewFor(target),
    );
  }
  outgoing.delete(entry.payload.smsId);
  if (entry.localUrl) URL.revokeObjectURL(entry.localUrl);
  if (target.newChat && isStillComposing(target)) useChats.getState().select(target.key, target.partner);
}

function fail(entry: Outgoing, ack: SendMessageAck | null): void {
  useChats.getState().patchMessage(entry.target.key, entry.payload.smsId, { status: MessageStatus.failed });
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
  for (const listener of settledListeners) listener();
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
  useChats.getState().upsertMessage(entry.target.key, local, previewFor(entry.target));
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

/**
 * Sends a failed outgoing message again with the same smsId (the server never stores or charges it
 * twice). A text from history can always be resent; a picture only while this page still holds its
 * bytes. Returns false when there is nothing to resend.
 */
export function resendMessage(key: string, smsId: string): boolean {
  const message = findMessage(key, smsId);
  if (message?.direction !== 'out' || message.status !== MessageStatus.failed) return false;
  let entry = outgoing.get(smsId);
  if (!entry && message.type === 'sms') {
    const [ownFull = '', otherFull = ''] = key.split('-');
    const conversation = useChats.getState().conversations[key];
    const target: SendTarget = {
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
    const payload = {
      fromNumber: ownFull,
      toNumber: otherFull,
      text: message.text,
      msgType: 'sms',
      smsId,
    } as const;
    entry = { target, payload };
    outgoing.set(smsId, entry);
  }
  if (!entry) return false;
  useChats.getState().patchMessage(key, smsId, { status: MessageStatus.sending });
  emit(entry);
  return true;
}
