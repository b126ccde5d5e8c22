import type { ChatListItem, ChatMessage, ReceiveMessagePayload } from '@switchboard/protocol';
import type { MessageRow } from '../../db/types.ts';
import type { ConversationRow } from './conversations.repo.ts';

/** A conversation's latest message, unread count and flags as the chat list shows them. */
export function toChatListItem(row: ConversationRow): ChatListItem {
  const markedUnread = Number(row.marked_unread) === 1;
  return {
    ownFullNumber: row.own_full,
    ownTelCode: row.own_tel_code,
    ownNumber: row.own_number,
    otherFullNumber: row.other_full,
    otherTelCode: row.other_tel_code,
    otherNumber: row.other_number,
    date: Number(row.date),
    text: row.text,
    media: row.media,
    type: row.type,
    smsId: row.sms_id,
    direction: row.direction,
    // Marked unread shows as at least one unread message until the conversation is read.
    unread: Math.max(Number(row.unread), markedUnread ? 1 : 0),
    archived: Number(row.archived) === 1,
    muted: Number(row.muted) === 1,
    markedUnread,
    // An exists() answer: true on PostgreSQL, 1 on SQLite.
    blocked: row.blocked === true || Number(row.blocked) === 1,
  };
}

/** The transcript to show: one made on request, else the carrier's, which needs no asking. */
function transcriptOf(row: MessageRow): string | null {
  if (row.stt !== null && row.stt !== '') return row.stt;
  return row.carrier_transcript === null || row.carrier_transcript === '' ? null : row.carrier_transcript;
}

function extras(row: MessageRow): Pick<ChatMessage, 'stt' | 'highlightTarget' | 'highlightText'> {
  const stt = transcriptOf(row);
  return {
    ...(stt === null ? {} : { stt }),
    ...(row.highlight_target === null ? {} : { highlightTarget: row.highlight_target }),
    ...(row.highlight_text === null ? {} : { highlightText: row.highlight_text }),
  };
}

/** One message of a dialog page. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    smsId: row.sms_id,
    date: Number(row.date),
    text: row.text,
    media: row.media,
    direction: row.direction,
    status: row.status,
    type: row.type,
    ...extras(row),
  };
}

/** The receiveMessage event of a stored row, from the point of view of the row's account. */
export function toReceivePayload(row: MessageRow): ReceiveMessagePayload {
  const incoming = row.direction === 'in';
  const own = { full: row.own_full, phone: row.own_number, telCode: row.own_tel_code };
  const other = { full: row.other_full, phone: row.other_number, telCode: row.other_tel_code };
  const from = incoming ? other : own;
  const to = incoming ? own : other;
  return {
    direction: row.direction,
    fromNumber: from.full,
    toNumber: to.full,
    fromPhone: from.phone,
    toPhone: to.phone,
    fromTelCode: from.telCode,
    toTelCode: to.telCode,
    msgType: row.type,
    text: row.text,
    media: row.media,
    smsId: row.sms_id,
    time: Number(row.date),
    status: row.status,
    retmsg: '',
    ...extras(row),
  };
}
