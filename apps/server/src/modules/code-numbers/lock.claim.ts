import { randomUUID } from 'node:crypto';
import { CODE_COUNTDOWN_SECONDS, CodeNumberType, Retcode } from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { lockBalanceRow } from '../ledger/ledger.repo.ts';
import type { CodeApp, CodeAppList } from './app-catalogue.ts';
import type { CodeCountryInfo } from './catalog.ts';
import { freePoolNumbers, type PoolNumberRow } from './pool.repo.ts';
import { dropStaleHold, holdNumber, insertRental, openLocks, type RentalRow } from './rentals.repo.ts';
import type { CodeRequester } from './requester.ts';

/** Slack after the 180 s countdown so the client's last polls still find the lock open. */
export const LOCK_SLACK_MS = 20_000;
/** Candidates tried when others take the same numbers at the same moment. */
const CLAIM_ATTEMPTS = 8;

/** The end of a lock opened at `now`: the countdown and its slack. */
export function lockEnd(now: number): number {
  return now + CODE_COUNTDOWN_SECONDS * 1000 + LOCK_SLACK_MS;
}

/**
 * What claiming a pool number needs: the database, the locks one account may have waiting at once,
 * and the apps' fees read before the transaction.
 */
export interface ClaimDeps {
  db: Db;
  maxOpenLocks: number;
  apps: CodeAppList;
}

/**
 * Locks a free pool number of the country for the app, trying other candidates when someone else
 * takes one first; NO_NUMBER_AVAILABLE when none is left.
 */
export async function claimFreeNumber(
  deps: ClaimDeps,
  who: CodeRequester,
  app: CodeApp,
  country: CodeCountryInfo,
  numberType: number,
): Promise<{ rental: RentalRow; pool: PoolNumberRow }> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const now = Date.now();
    const candidates = shuffle(
      await freePoolNumbers(deps.db, {
        country: country.code,
        app: app.id,
        accountId: who.accountId,
        now,
        limit: CLAIM_ATTEMPTS,
      }),
    );
    if (candidates.length === 0) break;
    for (const pool of candidates) {
      const rental = await claim(deps, who, app, pool, numberType);
      if (rental !== undefined) return { rental, pool };
    }
  }
  throw new AppError(Retcode.NO_NUMBER_AVAILABLE, `code: no free ${country.code} number for ${app.id}`, {
    say: say('noFreeNumber'),
  });
}

/**
 * Takes the hold and creates the rental in one transaction; undefined when someone else took it.
 * Refuses when the account already has its most open locks, or when its balance, less one code for
 * each open lock, does not cover one more code: one account must not be able to hold a whole pool.
 */
function claim(
  deps: ClaimDeps,
  who: CodeRequester,
  app: CodeApp,
  pool: PoolNumberRow,
  numberType: number,
): Promise<RentalRow | undefined> {
  const { accountId } = who;
  return inTransaction(deps.db, async (trx) => {
    // Taken first, the balance row's write lock makes the account's concurrent claims wait for each
    // other, so the open locks counted below include every one committed before this insert.
    const balance = (await lockBalanceRow(trx, accountId)) ?? 0;
    const now = Date.now();
    const open = await openLocks(trx, accountId, now);
    if (open.length >= deps.maxOpenLocks)
      throw new AppError(
        Retcode.TOO_MANY_OPEN_LOCKS,
        `lock: ${open.length} locks already wait for a code (most ${deps.maxOpenLocks})`,
        { say: say('tooManyOpenNumbers') },
      );
    // An open lock of an app whose fees were removed since reserves nothing.
    const codeRate = (appId: string, country: string) =>
      deps.apps.storedFee(appId, country) === undefined
        ? 0
        : deps.apps.fee(appId, country, who.brand).codeRate;
    const reserved = open.reduce((sum, lock) => sum + codeRate(lock.app, lock.country), 0);
    if (balance - reserved < deps.apps.fee(app, pool.country, who.brand).codeRate)
      throw new AppError(
        Retcode.INSUFFICIENT_BALANCE,
        `balance: ${balance} less ${reserved} reserved for ${open.length} open locks does not cover one more code`,
        { say: say('balanceOneMoreCode') },
      );
    await dropStaleHold(trx, pool.id, app.id, now);
    const rentalId = randomUUID();
    const lockUntil = lockEnd(now);
    const held = await holdNumber(trx, {
      number_id: pool.id,
      app: app.id,
      rental_id: rentalId,
      account_id: accountId,
      held_until: lockUntil,
    });
    if (!held) return undefined;
    const row: RentalRow = {
      id: rentalId,
      account_id: accountId,
      app: app.id,
      number_id: pool.id,
      full_number: pool.full_number,
      country: pool.country,
      number_type: numberType === CodeNumberType.oneTime ? CodeNumberType.oneTime : CodeNumberType.keepable,
      status: 'locked',
      locked_at: now,
      lock_until: lockUntil,
      code_received_at: null,
      expires_at: null,
      next_payment_at: null,
      created_at: now,
      updated_at: now,
    };
    await insertRental(trx, row);
    return row;
  });
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
