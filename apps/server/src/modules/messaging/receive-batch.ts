import { createHash } from 'node:crypto';
import { MessageStatus } from '@switchboard/protocol';
import type { InboundMessage } from '../../adapters/carrier/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, MessageRow, PhoneNumberRow } from '../../db/types.ts';
import { orderedId } from '../../lib/ordered-id.ts';
import { recordVoicemailCall } from '../history/calls.repo.ts';
import { type MediaService, mediaLink } from '../media/media.service.ts';
import { type NumberService, splitFullNumber, textableCallingCodes } from '../numbers/numbers.service.ts';
import { blockedAmong, blockKeyOf, recordBlockedMessages } from './conversation-actions.repo.ts';
import { recordMessages } from './conversations.repo.ts';
import type { ItemOutcome } from './group-commit.ts';
import { insertMessagesIfNew } from './messages.repo.ts';
import { countSegments } from './segments.ts';

/** The recipient's smsId of an inbound message: stable per source message, so a redelivery is stored once. */
export function inboundSmsId(dedupeKey: string): string {
  return `in${createHash('sha256').update(dedupeKey).digest('base64url').slice(0, 30)}`;
}

/** What storing inbound messages needs from the rest of the app. */
export interface ReceiveBatchDeps {
  db: Db;
  numbers: Pick<NumberService, 'amongWithin'>;
  media: Pick<MediaService, 'grant'>;
}

/** The row of an inbound message for the owner of its number, or undefined when the number has none. */
function rowFor(message: InboundMessage, numbers: ReadonlyMap<string, PhoneNumberRow>, date: number) {
  const own = numbers.get(message.toNumber);
  if (own?.account_id == null) return undefined;
  const sender = numbers.get(message.fromNumber);
  const other =
    sender !== undefined && sender.account_id !== null
      ? { telCode: sender.tel_code, phone: sender.phone }
      : splitFullNumber(message.fromNumber, textableCallingCodes(own));
  const row: MessageRow = {
    id: orderedId(),
    account_id: own.account_id,
    sms_id: inboundSmsId(message.dedupeKey),
    own_full: own.full_number,
    own_tel_code: own.tel_code,
    own_number: own.phone,
    other_full: message.fromNumber,
    other_tel_code: other.telCode,
    other_number: other.phone,
    direction: 'in',
    type: message.type,
    text: message.text,
    media: message.mediaIds.map(mediaLink).join(','),
    status: MessageStatus.sent,
    date,
    segments: countSegments(message.text).segments,
    charge: 0,
    stt: null,
    stt_language: null,
    carrier_transcript: message.stt === undefined || message.stt === '' ? null : message.stt,
    highlight_target: null,
    highlight_text: null,
    carrier_status: 'none',
    carrier_id: null,
    dispatch_at: null,
    deleted_at: null,
  };
  return row;
}

/**
 * Stores a batch of inbound messages in one transaction: who owns each number is read inside it,
 * each message becomes a row for that account unless the account already has its smsId (a
 * redelivery, or the same message twice in the batch: stored once), and the rows, their
 * conversations, voicemail calls and media grants are written together. Resolves, per message in
 * order, its stored row (hidden, deleted_at set, when its sender is blocked), or undefined when its
 * number has no owner or it was stored before.
 */
export async function storeInbound(
  deps: ReceiveBatchDeps,
  messages: readonly InboundMessage[],
): Promise<ItemOutcome<MessageRow | undefined>[]> {
  const stored = await inTransaction(deps.db, async (trx) => {
    const numbers = await deps.numbers.amongWithin(
      trx,
      messages.flatMap((message) => [message.toNumber, message.fromNumber]),
    );
    const date = Date.now();
    const seen = new Set<string>();
    const rows = messages.map((message) => {
      const row = rowFor(message, numbers, date);
      if (row === undefined || seen.has(`${row.account_id}\n${row.sms_id}`)) return undefined;
      seen.add(`${row.account_id}\n${row.sms_id}`);
      return row;
    });
    // A message from a number the account blocked is stored hidden (its row shows in no list and
    // counts as no unread), and listed so an unblock shows it again.
    const blocked = await blockedAmong(
      trx,
      rows.filter((row) => row !== undefined),
    );
    for (const row of rows) if (row !== undefined && blocked.has(blockKeyOf(row))) row.deleted_at = date;
    const inserted = await insertMessagesIfNew(
      trx,
      rows.filter((row) => row !== undefined),
    );
    const kept = rows.map((row) => (row !== undefined && inserted.has(row.id) ? row : undefined));
    const keptRows = kept.filter((row) => row !== undefined);
    await recordMessages(trx, keptRows);
    await recordBlockedMessages(
      trx,
      keptRows.filter((row) => row.deleted_at !== null),
    );
    for (const [index, row] of kept.entries()) {
      if (row === undefined) continue;
      // A voicemail is also an inbound call of the call history, recorded with the message, once.
      if (row.type === 'voicemail') await recordVoicemailCall(trx, row);
      for (const mediaId of messages[index]!.mediaIds) await deps.media.grant(trx, mediaId, row.account_id);
    }
    return kept;
  });
  return stored.map((row) => ({ ok: true, value: row }));
}
