import { randomInt } from 'node:crypto';
import {
  type BrandId,
  CODE_NUMBER_TTL_MS,
  CODE_POLL_MAX,
  type CodeSms,
  type CodeSmsPollData,
  codeIn,
  Retcode,
  SocketEvent,
} from '@switchboard/protocol';
import type { Db, Executor, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { brandOf } from '../../lib/brands.ts';
import { orderedId } from '../../lib/ordered-id.ts';
import type { AccountEvents, HeldEvents } from '../../realtime/account-events.ts';
import { say } from '../../text/sentence.ts';
import { brandOfAccount } from '../accounts/accounts.repo.ts';
import { LedgerKind } from '../history/ledger-kinds.ts';
import { DuplicateLedgerEntryError, type LedgerService } from '../ledger/ledger.service.ts';
import { codeAppCatalogue } from './app-catalogue.ts';
import { codeTexts } from './code-numbers.texts.ts';
import { closeLock } from './lock.service.ts';
import { insertCodeMessage, lockHasCharge, lockMessages } from './messages.repo.ts';
import { poolNumberByFull } from './pool.repo.ts';
import {
  currentHolder,
  latestRental,
  type RentalRow,
  recordCodeReceived,
  rentalLockState,
} from './rentals.repo.ts';

/** The ledger reference of a code's charge: one charge per rental and lock, ever. */
export function codeSmsReference(rentalId: string, lockedAt: number): string {
  return `code:${rentalId}:${lockedAt}`;
}

/** A text an app (by its English name) would send, with a made-up six-digit code. */
export function madeUpText(name: string): string {
  return `${name}: your code is ${String(randomInt(0, 1_000_000)).padStart(6, '0')}. Do not share it.`;
}

/** What the sink stored. */
export interface ReceivedCode {
  smsId: string;
  rentalId: string;
  code: string;
  charge: number;
}

/**
 * Texts arriving on pool numbers and the holder's polling. The first code of a lock is charged
 * codeRate in the same transaction as the message and the rental turning active. When the balance
 * does not cover it the message is kept with its code hidden ('' and a note instead of the text)
 * and the rental stays locked, so the lock ends uncharged and the user never saw a code unpaid.
 * Every stored message is pushed to the holder's sockets (codeReceived) once it committed, so the
 * client fetches it at once instead of at its next poll.
 */
export class CodeReceiveService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly events: AccountEvents,
  ) {}

  /** Stores a text sent by an app to a pool number; 100003 when nobody holds it for the app. */
  async receive(fullNumber: string, appId: string, text?: string): Promise<ReceivedCode> {
    const now = Date.now();
    const pool = await poolNumberByFull(this.db, fullNumber);
    const rental = pool === undefined ? undefined : await currentHolder(this.db, pool.id, appId, now);
    if (pool === undefined || rental === undefined)
      throw new AppError(Retcode.NOT_FOUND, `number: nobody holds ${fullNumber} for ${appId}`);
    const apps = await codeAppCatalogue(this.db).load();
    const body = text ?? madeUpText(apps.name(appId, 'en'));
    const code = codeIn(body);
    const message = { rental, body, code, now };
    if (code === '' || (await this.lockCharged(rental))) return this.storeFree(message);
    const brand = await this.brandOf(rental.account_id);
    const { codeRate } = apps.fee(rental.app, rental.country, brand);
    const reference = codeSmsReference(rental.id, rental.locked_at);
    let stored: ReceivedCode | undefined;
    try {
      const paid = await this.ledger.debit(
        rental.account_id,
        codeRate,
        LedgerKind.codeSms,
        reference,
        async (trx, events) => {
          stored = await this.store(trx, message, codeRate);
          await activate(trx, rental, now, events);
          announceCode(events, rental, stored);
        },
      );
      if (paid && stored !== undefined) return stored;
      // The note is stored, so it is written in the brand's own language (jiema: Chinese).
      const note = codeTexts(brandOf(brand).defaultLanguage).unpaid;
      return this.storeFree({ ...message, body: note, code: '' });
    } catch (error) {
      // A concurrent text of the same lock was charged first: this one is free.
      if (error instanceof DuplicateLedgerEntryError) return this.storeFree(message);
      throw error;
    }
  }

  /** Stores an uncharged message (one statement, committed when it returns), then tells the holder. */
  private async storeFree(message: {
    rental: RentalRow;
    body: string;
    code: string;
    now: number;
  }): Promise<ReceivedCode> {
    const stored = await this.store(this.db, message, 0);
    this.events.publish(message.rental.account_id, SocketEvent.codeReceived, {
      number: message.rental.full_number,
      smsId: stored.smsId,
    });
    return stored;
  }

  /** The holder's poll: messages of the current lock, newest first; ends the lock at the limit. */
  async poll(accountId: string, appId: string, fullNumber: string, count: number): Promise<CodeSmsPollData> {
    const rental = await latestRental(this.db, { accountId, app: appId, fullNumber });
    if (rental === undefined)
      throw new AppError(Retcode.NOT_FOUND, `number: ${fullNumber} is not held by you for ${appId}`, {
        say: say('numberNotYoursNow'),
      });
    const now = Date.now();
    const over = rental.status === 'released' || rental.status === 'expired';
    const limit = count >= CODE_POLL_MAX || now > rental.lock_until;
    if (limit && !over) await closeLock(this.ledger, rental, now);
    const rows = await lockMessages(this.db, rental.id, rental.locked_at);
    const list = rows.map(
      (row): CodeSms => ({
        text: row.text,
        date: row.received_at,
        charge: row.charge,
        smsId: row.id,
        code: row.code,
      }),
    );
    return { list, done: over || limit };
  }

  /** True while this lock of the rental is still open (not released, not re-locked, not past its end). */
  async isCurrentLock(rentalId: string, lockedAt: number): Promise<boolean> {
    const row = await rentalLockState(this.db, rentalId);
    if (row === undefined || row.locked_at !== lockedAt) return false;
    return row.status !== 'released' && row.status !== 'expired' && row.lock_until > Date.now();
  }

  private lockCharged(rental: RentalRow): Promise<boolean> {
    return lockHasCharge(this.db, rental.id, rental.locked_at);
  }

  private async brandOf(accountId: string): Promise<BrandId> {
    return ((await brandOfAccount(this.db, accountId)) ?? 'pingme') as BrandId;
  }

  private async store(
    ex: Executor,
    message: { rental: RentalRow; body: string; code: string; now: number },
    charge: number,
  ): Promise<ReceivedCode> {
    const { rental, body, code, now } = message;
    const id = orderedId();
    await insertCodeMessage(ex, {
      id,
      rental_id: rental.id,
      account_id: rental.account_id,
      app: rental.app,
      full_number: rental.full_number,
      sender: rental.app,
      text: body,
      code,
      charge,
      received_at: now,
    });
    return { smsId: id, rentalId: rental.id, code, charge };
  }
}

/** Tells the holder, after commit, that a code message was stored on the number. */
function announceCode(events: HeldEvents, rental: RentalRow, stored: ReceivedCode): void {
  events.emit(rental.account_id, SocketEvent.codeReceived, {
    number: rental.full_number,
    smsId: stored.smsId,
  });
}

/**
 * A paid code: the user keeps the number for the app a month (a subscribed one stays on its rent),
 * which the account's sockets hear of with the charge.
 */
async function activate(trx: Trx, rental: RentalRow, now: number, events: HeldEvents): Promise<void> {
  const expiresAt = rental.status === 'subscribed' ? rental.expires_at : now + CODE_NUMBER_TTL_MS;
  await recordCodeReceived(trx, rental.id, {
    status: rental.status === 'subscribed' ? 'subscribed' : 'active',
    expiresAt,
    heldUntil: Math.max(expiresAt ?? 0, rental.next_payment_at ?? 0, rental.lock_until),
    now,
  });
  // A subscribed number stays on its rent; a kept one starts its month again.
  if (rental.status === 'subscribed') return;
  events.emit(rental.account_id, SocketEvent.numbersChanged, {
    change: rental.status === 'locked' ? 'subscribed' : 'renewed',
    number: rental.full_number,
    kind: 'verification',
  });
}
