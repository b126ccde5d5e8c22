import { createHash, randomUUID } from 'node:crypto';
import { MessageStatus, SocketEvent } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { CarrierGateway, InboundMessage } from '../../adapters/carrier/index.ts';
import type { DispatchTiming } from '../../config/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, MessageRow } from '../../db/types.ts';
import type { Realtime } from '../../realtime/index.ts';
import { recordVoicemailCall } from '../history/calls.repo.ts';
import { type MediaService, mediaIdFromLink, mediaLink } from '../media/media.service.ts';
import { type NumberService, splitFullNumber, textableCallingCodes } from '../numbers/numbers.service.ts';
import {
  claimDispatch,
  failStaleDispatch,
  insertMessageIfNew,
  pendingDispatch,
  setCarrierResult,
} from './messages.repo.ts';
import { countSegments } from './segments.ts';
import { toReceivePayload } from './wire.ts';

/** Rows still pending after this long are given up. */
const GIVE_UP_AFTER_MS = 86_400_000;
const RETRY_BATCH = 50;

/** The recipient's smsId of an inbound message: stable per source message, so a redelivery is stored once. */
export function inboundSmsId(dedupeKey: string): string {
  return `in${createHash('sha256').update(dedupeKey).digest('base64url').slice(0, 30)}`;
}

/** What delivery needs from the rest of the app. */
export interface DeliveryDeps {
  db: Db;
  numbers: NumberService;
  media: MediaService;
  carrier: CarrierGateway;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** Lease and age of the retry (DISPATCH_LEASE_MS, DISPATCH_RETRY_AFTER_MS). */
  timing: Pick<DispatchTiming, 'leaseMs' | 'retryAfterMs'>;
}

/** Hands stored outbound messages to the carrier and stores inbound ones for their owners. */
export class DeliveryService {
  constructor(private readonly deps: DeliveryDeps) {
    deps.carrier.setInboundSink(async (message) => (await this.receive(message)) !== undefined);
  }

  /**
   * Stores an inbound message for the account owning its number and tells that account's sockets.
   * Undefined when the number has no owner or the message was already stored.
   */
  async receive(message: InboundMessage): Promise<MessageRow | undefined> {
    const { db, numbers, media, realtime } = this.deps;
    const own = await numbers.findAssigned(message.toNumber);
    if (own?.account_id == null) return undefined;
    const accountId = own.account_id;
    const sender = await numbers.findAssigned(message.fromNumber);
    const other = sender
      ? { telCode: sender.tel_code, phone: sender.phone }
      : splitFullNumber(message.fromNumber, textableCallingCodes(own));
    const row: MessageRow = {
      id: randomUUID(),
      account_id: accountId,
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
      date: Date.now(),
      segments: countSegments(message.text).segments,
      charge: 0,
      stt: null,
      carrier_transcript: message.stt === undefined || message.stt === '' ? null : message.stt,
      highlight_target: null,
      highlight_text: null,
      carrier_status: 'none',
      carrier_id: null,
      dispatch_at: null,
      deleted_at: null,
    };
    const stored = await inTransaction(db, async (trx) => {
      if (!(await insertMessageIfNew(trx, row))) return false;
      // A voicemail is also an inbound call of the call history, recorded with the message, once.
      if (row.type === 'voicemail') await recordVoicemailCall(trx, row);
      for (const mediaId of message.mediaIds) await media.grant(trx, mediaId, accountId);
      return true;
    });
    if (!stored) return undefined;
    realtime.toAccount(accountId).emit(SocketEvent.receiveMessage, toReceivePayload(row));
    return row;
  }

  /** Hands a stored outbound row to the carrier once; failures are logged and retried later. */
  async dispatch(row: MessageRow): Promise<void> {
    const { db, carrier, log } = this.deps;
    try {
      if (!(await claimDispatch(db, row.id, Date.now(), this.deps.timing.leaseMs))) return;
      const result = await carrier.send({
        messageId: row.id,
        senderAccountId: row.account_id,
        smsId: row.sms_id,
        fromNumber: row.own_full,
        toNumber: row.other_full,
        type: row.type === 'mms' ? 'mms' : 'sms',
        text: row.text,
        mediaIds: row.media
          .split(',')
          .map((link) => mediaIdFromLink(link))
          .filter((id): id is string => id !== undefined),
      });
      await setCarrierResult(db, row.id, result.status, result.carrierId);
    } catch (error) {
      log.warn(
        { err: error, messageId: row.id, carrier: carrier.name },
        'message hand-over failed; will retry',
      );
    }
  }

  /** Retries outbound rows left pending (a node stopped, the carrier failed); safe on several nodes. */
  async retryPending(): Promise<number> {
    const now = Date.now();
    const failed = await failStaleDispatch(this.deps.db, now - GIVE_UP_AFTER_MS);
    if (failed > 0) this.deps.log.warn({ failed }, 'gave up handing messages to the carrier');
    const rows = await pendingDispatch(
      this.deps.db,
      now - this.deps.timing.retryAfterMs,
      now - this.deps.timing.leaseMs,
      RETRY_BATCH,
    );
    for (const row of rows) await this.dispatch(row);
    return rows.length;
  }
}
