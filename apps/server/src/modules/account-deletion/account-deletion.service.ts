import { fullNumber, Retcode, type UiLanguage } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from '../../adapters/storage/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { findById } from '../accounts/accounts.repo.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { accountKeyOf } from '../auth/login-guard.service.ts';
import { insertEntry, lockBalanceRow, subtractIfCovered } from '../ledger/ledger.repo.ts';
import { QUARANTINE_MS } from '../numbers/subscriptions.service.ts';
import type { SessionSockets } from '../security/security.service.ts';
import type { AuthContext } from '../sessions/sessions.service.ts';
import {
  anonymiseLedger,
  cancelOrders,
  deleteSessions,
  endVerificationNumbers,
  entombAccount,
  eraseContacts,
  eraseInviteCode,
  eraseLoginFailures,
  eraseMessages,
  eraseOutbox,
  eraseProfile,
  releaseNumbers,
} from './account-deletion.repo.ts';

/** Ledger kind of the balance a deleted account gave up; one entry per account, ever. */
export const FORFEIT_KIND = 'forfeit';
/** Reference of that entry. */
export const FORFEIT_REFERENCE = 'account-deletion';
/** Stored instead of the password hash: no password verifies against it (it is no argon2 hash). */
const UNUSABLE_HASH = '!deleted';

/** What a deletion did, for the log and the tests. */
export interface AccountDeletion {
  /** Balance given up, ten-thousandths (0 when there was none). */
  forfeited: number;
  /** Full numbers handed back to the inventory (in quarantine). */
  releasedNumbers: string[];
  /** Pending payment orders cancelled. */
  cancelledOrders: number;
}

/** What the service needs besides the database. */
export interface AccountDeletionDeps {
  db: Db;
  /** Where identity images and message media are stored; their bytes go after the commit. */
  storage: MediaStorage;
  /** Ends the sockets of each ended session on every node (the realtime server). */
  sockets: SessionSockets;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

const uiLanguage = (stored: string): UiLanguage => (stored === 'zh-CN' ? 'zh-CN' : 'en');

/**
 * Deleting an account for good. One transaction releases its numbers, closes its verification
 * locks, cancels its pending orders, erases its personal data and sessions, forfeits its balance
 * and turns the account row into a tombstone; the ledger stays for accounting, anonymised. After
 * the commit every socket of the account is ended with ACCOUNT_DELETED and the stored files of its
 * identity images and media are deleted.
 */
export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /** Deletes the caller's account once `password` is its password (WRONG_CREDENTIALS otherwise). */
  async deleteAccount(auth: AuthContext, password: string): Promise<AccountDeletion> {
    const account = await findById(this.deps.db, auth.accountId);
    if (account === undefined || account.status === 'deleted') throw new AppError(Retcode.TOKEN_INVALID);
    if (!(await verifyPassword(account.password_hash, password))) {
      throw new AppError(Retcode.WRONG_CREDENTIALS, 'password: does not match', {
        say: say('currentPasswordWrong'),
      });
    }
    // The password changed (or another deletion won) since it was checked: nothing is done.
    const changed = () =>
      new AppError(Retcode.WRONG_CREDENTIALS, 'password: changed meanwhile', {
        say: say('currentPasswordWrong'),
      });
    return this.erase(auth.accountId, account.password_hash, changed);
  }

  /**
   * The same deletion on an operator's word, without the user's password; `record` runs in the
   * deletion's transaction with what it did (the operator's audit entry), so both commit or neither.
   * `gone` is thrown when the account does not exist or is deleted already.
   */
  async deleteByOperator(
    accountId: string,
    record: (trx: Trx, outcome: AccountDeletion) => Promise<void>,
    gone: () => AppError,
  ): Promise<AccountDeletion> {
    const account = await findById(this.deps.db, accountId);
    if (account === undefined || account.status === 'deleted') throw gone();
    return this.erase(accountId, account.password_hash, gone, record);
  }

  /**
   * Erases the account in one transaction if it still has `passwordHash` and is not deleted (else
   * `changed` is thrown and nothing is done), then ends its sockets and deletes its files.
   */
  private async erase(
    accountId: string,
    passwordHash: string,
    changed: () => AppError,
    record?: (trx: Trx, outcome: AccountDeletion) => Promise<void>,
  ): Promise<AccountDeletion> {
    const now = Date.now();
    const done = await inTransaction(this.deps.db, async (trx) => {
      // The balance row's lock first: debits, credits and verification locks of the account wait
      // for this transaction, so none lands between the forfeit and the tombstone.
      const balance = (await lockBalanceRow(trx, accountId)) ?? 0;
      const facts = await entombAccount(trx, {
        accountId,
        passwordHash,
        unusableHash: UNUSABLE_HASH,
        now,
      });
      if (facts === undefined) throw changed();
      const sessions = await deleteSessions(trx, accountId);
      const releasedNumbers = await releaseNumbers(trx, accountId, now, now + QUARANTINE_MS);
      await endVerificationNumbers(trx, accountId, now);
      const cancelledOrders = await cancelOrders(trx, accountId);
      const mediaKeys = await eraseMessages(trx, accountId);
      await eraseContacts(trx, accountId);
      const imageKeys = await eraseProfile(trx, accountId);
      await eraseInviteCode(trx, accountId);
      const phone =
        facts.telCode !== null && facts.phone !== null
          ? {
              key: accountKeyOf({ account: facts.phone, telCode: facts.telCode }),
              full: fullNumber(facts.telCode, facts.phone),
            }
          : undefined;
      const email = facts.email?.toLowerCase();
      await eraseLoginFailures(trx, facts.brand, [
        ...(email === undefined ? [] : [accountKeyOf({ account: email })]),
        ...(phone === undefined ? [] : [phone.key]),
      ]);
      await eraseOutbox(trx, [
        ...(email === undefined ? [] : [email]),
        ...(phone === undefined ? [] : [phone.full]),
      ]);
      if (balance > 0) {
        if ((await subtractIfCovered(trx, accountId, balance, now)) !== 0)
          throw new Error('the locked balance moved inside its own transaction');
        await insertEntry(trx, {
          accountId,
          amount: -balance,
          kind: FORFEIT_KIND,
          reference: FORFEIT_REFERENCE,
          now,
          balanceAfter: 0,
        });
      }
      await anonymiseLedger(trx, accountId, FORFEIT_KIND);
      const outcome = { forfeited: Math.max(balance, 0), releasedNumbers, cancelledOrders };
      await record?.(trx, outcome);
      return { sessions, files: [...imageKeys, ...mediaKeys], outcome };
    });

    for (const session of done.sessions) {
      this.deps.sockets.endSession(session.id, Retcode.ACCOUNT_DELETED, uiLanguage(session.language));
    }
    await this.deleteFiles(done.files);
    this.deps.log.info(
      {
        accountId,
        forfeited: done.outcome.forfeited,
        releasedNumbers: done.outcome.releasedNumbers.length,
        cancelledOrders: done.outcome.cancelledOrders,
        endedSessions: done.sessions.length,
      },
      'account deleted',
    );
    return done.outcome;
  }

  /** Deletes stored files whose records are gone; one that fails is logged (its record is gone already). */
  private async deleteFiles(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.deps.storage.delete(key)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0)
      this.deps.log.warn({ failed, of: keys.length }, 'files of a deleted account could not be deleted');
  }
}
