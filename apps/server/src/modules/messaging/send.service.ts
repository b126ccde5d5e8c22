import { randomUUID } from 'node:crypto';
import { MAX_MMS_BYTES, MessageStatus, Retcode, type SendMessagePayload } from '@switchboard/protocol';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, MessageRow, PhoneNumberRow, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { megabytes, type Sentence, say } from '../../text/sentence.ts';
import type { AccountService } from '../accounts/accounts.service.ts';
import { DuplicateLedgerEntryError, type LedgerService } from '../ledger/ledger.service.ts';
import type { MediaService, StagedMedia } from '../media/media.service.ts';
import {
  type NumberService,
  rateKeyOf,
  splitFullNumber,
  textableCallingCodes,
} from '../numbers/numbers.service.ts';
import type { RateService } from '../rates/rates.service.ts';
import { findBySmsId, insertMessage } from './messages.repo.ts';
import { advanceReadMarker } from './read-markers.repo.ts';
import { countSegments } from './segments.ts';

/** A stored outbound message; `fresh` is false when an earlier send with the same smsId stored it. */
export interface SendOutcome {
  row: MessageRow;
  fresh: boolean;
  /** The conversation's read marker when this send moved it (a user who replies has read it). */
  readAt?: number;
}

/** What sending needs from the rest of the app. */
export interface SendDeps {
  db: Db;
  accounts: Pick<AccountService, 'assertActive'>;
  ledger: LedgerService;
  numbers: NumberService;
  rates: RateService;
  media: MediaService;
}

const cannotSend = (detail: string, sentence: Sentence = say('cannotSendTo')) =>
  new AppError(Retcode.CANNOT_SEND_TO_NUMBER, detail, { say: sentence });

/** The ledger reference of a message: one debit per account and smsId, ever. */
export function messageReference(accountId: string, smsId: string): string {
  return `sms:${accountId}:${smsId}`;
}

/**
 * Sends from an account's number: checks, prices, stores and debits in one transaction. A message is
 * stored before anyone is told about it, and an smsId is stored and charged at most once.
 */
export class SendService {
  constructor(private readonly deps: SendDeps) {}

  /** Stores and charges the message, or throws an AppError with the ack's retcode. */
  async send(accountId: string, payload: SendMessagePayload): Promise<SendOutcome> {
    const { ledger, numbers, rates } = this.deps;
    // A socket authenticated before a suspension may still be open; it must not send or be charged.
    await this.deps.accounts.assertActive(accountId);
    const earlier = await findBySmsId(this.deps.db, accountId, payload.smsId);
    if (earlier !== undefined) return { row: sameMessage(earlier, payload), fresh: false };

    const own = await numbers.findOwned(accountId, payload.fromNumber);
    if (own === undefined) throw cannotSend('fromNumber: is not one of your numbers', say('fromNotYours'));
    if (own.messaging_enabled !== 1) {
      if (own.toll_free === 1) throw new AppError(Retcode.TOLL_FREE_NOT_REGISTERED);
      throw cannotSend('fromNumber: this number cannot send messages', say('numberCannotText'));
    }
    const other = await this.recipient(own, payload.toNumber);
    const rate = await rates.rateFor(rateKeyOf(own));
    if (rate === undefined)
      throw cannotSend(`fromNumber: messages from ${own.country} numbers are not available`);

    const mms = payload.msgType === 'mms';
    if (!mms && payload.text.trim() === '')
      throw new AppError(Retcode.INVALID_PARAMETER, 'text: is empty', { say: say('messageEmpty') });
    if (mms) {
      if (rate.mms === null)
        throw cannotSend(
          'msgType: pictures (MMS) can only be sent from US and Canadian numbers',
          say('mmsOnlyNorthAmerica'),
        );
      const bytes = payload.fileBuffer?.byteLength ?? 0;
      if (bytes === 0)
        throw new AppError(Retcode.INVALID_PARAMETER, 'fileBuffer: is required for mms', {
          say: say('pictureRequired'),
        });
      if (bytes > MAX_MMS_BYTES) {
        throw new AppError(Retcode.INVALID_PARAMETER, `fileBuffer: must be at most ${MAX_MMS_BYTES} bytes`, {
          say: say('pictureTooLarge', { size: megabytes(MAX_MMS_BYTES) }),
        });
      }
    }
    const segments = mms ? 1 : countSegments(payload.text).segments;
    const cost = mms ? (rate.mms ?? 0) : segments * rate.smsSegment;
    const balance = await ledger.balance(accountId);
    if (balance <= 0 || balance < cost) throw new AppError(Retcode.INSUFFICIENT_BALANCE);

    const staged =
      mms && payload.fileBuffer
        ? await this.deps.media.stageImage(payload.fileBuffer, 'fileBuffer')
        : undefined;
    const row: MessageRow = {
      id: randomUUID(),
      account_id: accountId,
      sms_id: payload.smsId,
      own_full: own.full_number,
      own_tel_code: own.tel_code,
      own_number: own.phone,
      other_full: payload.toNumber,
      other_tel_code: other.telCode,
      other_number: other.phone,
      direction: 'out',
      type: payload.msgType,
      text: payload.text,
      media: staged?.link ?? '',
      status: MessageStatus.sent,
      date: Date.now(),
      segments,
      charge: cost,
      stt: null,
      carrier_transcript: null,
      highlight_target: null,
      highlight_text: null,
      carrier_status: 'pending',
      carrier_id: null,
      dispatch_at: null,
      deleted_at: null,
    };
    let readAt: number | undefined;
    try {
      const stored = await this.store(row, staged, (marker) => {
        readAt = marker;
      });
      if (!stored) throw new AppError(Retcode.INSUFFICIENT_BALANCE);
    } catch (error) {
      if (staged !== undefined) await this.deps.media.discard(staged).catch(() => {});
      // A concurrent send with the same smsId won: answer with what it stored.
      if (error instanceof DuplicateLedgerEntryError || isUniqueViolation(error)) {
        const original = await findBySmsId(this.deps.db, accountId, payload.smsId);
        if (original !== undefined) return { row: sameMessage(original, payload), fresh: false };
      }
      throw error;
    }
    return readAt === undefined ? { row, fresh: true } : { row, fresh: true, readAt };
  }

  /**
   * Debit, media record, message row and the conversation's read marker (read up to this message)
   * in one transaction; false when the balance does not cover it. `markedRead` hears where the
   * marker moved to, if it moved.
   */
  private store(
    row: MessageRow,
    staged: StagedMedia | undefined,
    markedRead: (readAt: number) => void,
  ): Promise<boolean> {
    const effect = async (trx: Trx) => {
      if (staged !== undefined) await this.deps.media.record(trx, staged, row.account_id);
      await insertMessage(trx, row);
      const key = { accountId: row.account_id, ownFull: row.own_full, otherFull: row.other_full };
      const moved = await advanceReadMarker(trx, key, Number(row.date), Number(row.date));
      if (moved !== undefined) markedRead(moved);
    };
    if (row.charge > 0) {
      return this.deps.ledger.debit(
        row.account_id,
        row.charge,
        row.type,
        messageReference(row.account_id, row.sms_id),
        effect,
      );
    }
    return inTransaction(this.deps.db, async (trx) => {
      await effect(trx);
      return true;
    });
  }

  /** Checks the recipient against what the own number can text and names its parts. */
  private async recipient(
    own: PhoneNumberRow,
    toNumber: string,
  ): Promise<{ telCode: string; phone: string }> {
    if (toNumber === own.full_number) throw cannotSend('toNumber: is the sending number', say('sendToSelf'));
    const codes = textableCallingCodes(own);
    const code = codes.find((candidate) => toNumber.startsWith(candidate));
    if (code === undefined) {
      throw cannotSend(
        `toNumber: this number can only text numbers starting with +${codes.join(', +')}`,
        say('sendOnlyTo', { prefixes: `+${codes.join(', +')}` }),
      );
    }
    if (code === '1' && toNumber.length !== 11)
      throw cannotSend('toNumber: a +1 number has 10 digits after the 1', say('plusOneDigits'));
    const service = await this.deps.numbers.findAssigned(toNumber);
    return service ? { telCode: service.tel_code, phone: service.phone } : splitFullNumber(toNumber, [code]);
  }
}

/** An earlier row with the same smsId must be the same outbound message; anything else is a clash. */
function sameMessage(row: MessageRow, payload: SendMessagePayload): MessageRow {
  if (row.direction !== 'out' || row.own_full !== payload.fromNumber || row.other_full !== payload.toNumber) {
    throw new AppError(Retcode.INVALID_PARAMETER, 'smsId: already used by another message', {
      say: say('messageIdReused'),
    });
  }
  return row;
}
