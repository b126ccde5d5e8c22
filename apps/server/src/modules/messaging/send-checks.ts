import { MAX_MMS_BYTES, Retcode, type SendMessagePayload } from '@switchboard/protocol';
import type { MessageRow, PhoneNumberRow } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { megabytes, type Sentence, say } from '../../text/sentence.ts';
import { splitFullNumber, textableCallingCodes } from '../numbers/numbers.service.ts';
import type { RateRow } from '../rates/rates.service.ts';
import { countSegments } from './segments.ts';

const cannotSend = (detail: string, sentence: Sentence = say('cannotSendTo')) =>
  new AppError(Retcode.CANNOT_SEND_TO_NUMBER, detail, { say: sentence });

/** What deciding a send needs, read as of the moment it is decided. */
export interface SendFacts {
  /** The inventory row of fromNumber, if any (the account's or not). */
  from: PhoneNumberRow | undefined;
  /** The inventory row of toNumber, if any. */
  to: PhoneNumberRow | undefined;
  /** The rate of the sending number's rate key (undefined: not priced, or no sending number). */
  rate: RateRow | undefined;
}

/** A send that passed every check but the balance: what it costs and who the other party is. */
export interface PricedSend {
  own: PhoneNumberRow;
  other: { telCode: string; phone: string };
  segments: number;
  cost: number;
}

/** The sending number when it is the account's own, else undefined. */
export function ownNumber(accountId: string, facts: Pick<SendFacts, 'from'>): PhoneNumberRow | undefined {
  return facts.from?.account_id === accountId ? facts.from : undefined;
}

/**
 * Checks a send against the account's number, what that number may text, the price list and the
 * payload, in this order, and prices it; throws the AppError of the first check that fails. The
 * balance is checked by the caller, which knows what else the account spends at the same time.
 */
export function priceSend(accountId: string, payload: SendMessagePayload, facts: SendFacts): PricedSend {
  const own = ownNumber(accountId, facts);
  if (own === undefined) throw cannotSend('fromNumber: is not one of your numbers', say('fromNotYours'));
  if (own.messaging_enabled !== 1) {
    if (own.toll_free === 1) throw new AppError(Retcode.TOLL_FREE_NOT_REGISTERED);
    throw cannotSend('fromNumber: this number cannot send messages', say('numberCannotText'));
  }
  const other = recipientOf(own, payload.toNumber, facts.to);
  const rate = facts.rate;
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
  return { own, other, segments, cost };
}

/** Refuses a send the balance does not cover (an empty balance refuses even a free one). */
export function assertCovered(balance: number, cost: number): void {
  if (balance <= 0 || balance < cost) throw new AppError(Retcode.INSUFFICIENT_BALANCE);
}

/**
 * Checks the recipient against what the own number can text and names its parts: those of its
 * inventory row when an account owns it, else as read from the digits.
 */
function recipientOf(
  own: PhoneNumberRow,
  toNumber: string,
  service: PhoneNumberRow | undefined,
): { telCode: string; phone: string } {
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
  return service !== undefined && service.account_id !== null
    ? { telCode: service.tel_code, phone: service.phone }
    : splitFullNumber(toNumber, [code]);
}

/** An earlier row with the same smsId must be the same outbound message; anything else is a clash. */
export function sameMessage(row: MessageRow, payload: SendMessagePayload): MessageRow {
  if (row.direction !== 'out' || row.own_full !== payload.fromNumber || row.other_full !== payload.toNumber) {
    throw new AppError(Retcode.INVALID_PARAMETER, 'smsId: already used by another message', {
      say: say('messageIdReused'),
    });
  }
  return row;
}
