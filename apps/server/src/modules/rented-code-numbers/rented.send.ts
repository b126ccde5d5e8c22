import { Retcode } from '@switchboard/protocol';
import { recordOutbox } from '../../adapters/mail/outbox.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { orderedId } from '../../lib/ordered-id.ts';
import { type Sentence, say } from '../../text/sentence.ts';
import { LedgerKind } from '../history/ledger-kinds.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { countSegments } from '../messaging/segments.ts';
import type { RateService } from '../rates/rates.service.ts';
import { rentalInUse, rentalOf } from './rented.repo.ts';

/** What sending from a verification number needs. */
export interface CodeSendDeps {
  db: Db;
  ledger: LedgerService;
  rates: RateService;
}

/**
 * The ledger reference of a text sent from a verification number. It is charged as kind 'sms' so
 * the bill history shows it as an SMS like any other; the prefix keeps it apart from chat messages.
 */
export function codeSendReference(accountId: string, id: string): string {
  return `codesend:${accountId}:${id}`;
}

const cannotSend = (detail: string, sentence: Sentence = say('cannotSendTo')) =>
  new AppError(Retcode.CANNOT_SEND_TO_NUMBER, detail, { say: sentence });

/**
 * Sends a text from the user's live verification number (active or subscribed) for the app, priced
 * like an SMS from that number's country (per segment, the messaging rates). Pool numbers are not
 * numbers of the chat inventory, so the carrier gateway (which works on stored chat messages)
 * does not fit: the text goes to the outbox as channel 'sms', in the same transaction as its debit.
 * Toll-free numbers answer TOLL_FREE_NOT_REGISTERED, the spec's "toll-free not supported".
 */
export async function sendFromCodeNumber(
  deps: CodeSendDeps,
  accountId: string,
  body: { from: string; to: string; app: string; text: string },
  now = Date.now(),
): Promise<{ charge: number }> {
  const rental = await rentalOf(deps.db, accountId, body.app, body.from);
  const live =
    rental !== undefined &&
    (rental.status === 'subscribed' ||
      (rental.status === 'active' && rental.expires_at !== null && rental.expires_at > now));
  if (rental?.status === 'locked') {
    throw cannotSend('from: has not received its first code yet', say('sendBeforeFirstCode'));
  }
  if (rental === undefined || !live)
    throw cannotSend('from: is not one of your numbers for this app', say('numberNotYoursNow'));
  if (rental.toll_free === 1)
    throw new AppError(Retcode.TOLL_FREE_NOT_REGISTERED, 'from: toll-free numbers cannot send messages', {
      say: say('tollFreeCannotSend'),
    });
  if (body.to === body.from) throw cannotSend('to: cannot be the sending number', say('sendToSelf'));
  const rate = await deps.rates.rateFor(rental.country);
  if (rate === undefined) throw cannotSend(`from: messages from ${rental.country} numbers are not available`);
  const charge = countSegments(body.text).segments * rate.smsSegment;
  const id = orderedId();
  const charged = await deps.ledger.debit(
    accountId,
    charge,
    LedgerKind.sms,
    codeSendReference(accountId, id),
    async (trx) => {
      if (!(await rentalInUse(trx, rental.id)))
        throw cannotSend('from: is no longer yours', say('numberNotYoursNow'));
      await recordOutbox(trx, {
        channel: 'sms',
        to: body.to,
        subject: '',
        text: body.text,
      });
    },
  );
  if (!charged) throw new AppError(Retcode.INSUFFICIENT_BALANCE);
  return { charge };
}
