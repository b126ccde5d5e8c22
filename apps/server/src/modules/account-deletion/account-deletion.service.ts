import { fullNumber, Retcode, type UiLanguage } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from '../../adapters/storage/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
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
    const now = Date.now();
    const done = await inTransaction(this.deps.db, async (trx) => {
      // The balance row's lock first: debits, credits and verification locks of the account wait
      // for this transaction, so none lands between the forfeit and the tombstone.
      const balance = (await lockBalanceRow(trx, auth.accountId)) ?? 0;
      const facts = await entombAccount(trx, {
        accountId: auth.accountId,
        passwordHash: account.password_hash,
        unusableHash: UNUSABLE_HASH,
        now,
      });
      // The password changed (or another deletion won) since it was checked: nothing is done.
      if (facts === undefined)
        throw new AppError(Retcode.WRONG_CREDENTIALS, 'password: changed meanwhile', {
          say: say('currentPasswordWrong'),
        });
      const sessions = await deleteSessions(trx, auth.accountId);
      const releasedNumbers = await releaseNumbers(trx, auth.accountId, now, now + QUARANTINE_MS);
      await endVerificationNumbers(trx, auth.accountId, now);
      const cancelledOrders = await cancelOrders(trx, auth.accountId);
      const mediaKeys = await eraseMessages(trx, auth.accountId);
      await eraseContacts(trx, auth.accountId);
      const imageKeys = await eraseProfile(trx, auth.accountId);
      await eraseInviteCode(trx, auth.accountId);
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
        if ((await subtractIfCovered(trx, auth.accountId, balance, now)) !== 0)
          throw new Error('the locked balance moved inside its own transaction');
        await insertEntry(trx, {
          accountId: auth.accountId,
          amount: -balance,
          kind: FORFEIT_KIND,
          reference: FORFEIT_REFERENCE,
          now,
          balanceAfter: 0,
        });
      }
      await anonymiseLedger(trx, auth.accountId, FORFEIT_KIND);
      return {
        sessions,
        files: [...imageKeys, ...mediaKeys],
        outcome: { forfeited: Math.max(balance, 0), releasedNumbers, cancelledOrders },
      };
    });

    for (const session of done.sessions) {
      this.deps.sockets.endSession(session.id, Retcode.ACCOUNT_DELETED, uiLanguage(session.language));
    }
    await this.deleteFiles(done.files);
    this.deps.log.info(
      {
        accountId: auth.accountId,
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
