import { randomUUID } from 'node:crypto';
import { type AccountInfo, type BrandId, Retcode } from '@switchboard/protocol';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AccountRow, AccountStatus, Db, Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  findByEmail,
  findById,
  findByPhone,
  insertAccount,
  noAccounts,
  statusesOf,
  updateStatus,
} from './accounts.repo.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { hashPassword } from './passwords.ts';

/** How a user names their account at login: an email, or national digits with a calling code. */
export interface AccountLogin {
  account: string;
  telCode?: string | undefined;
}

/** The retcode every request of an account in this status is refused with; undefined while active. */
export function refusalOfStatus(status: AccountStatus): number | undefined {
  if (status === 'suspended') return Retcode.ACCOUNT_SUSPENDED;
  if (status === 'deleted') return Retcode.ACCOUNT_DELETED;
  return undefined;
}

/** Why an account with this status (undefined: no such account) may not act; undefined while active. */
function inactive(status: AccountStatus | undefined): AppError | undefined {
  if (status === undefined) return new AppError(Retcode.ACCOUNT_DELETED, 'the account no longer exists');
  const refusal = refusalOfStatus(status);
  return refusal === undefined ? undefined : new AppError(refusal, `the account is ${status}`);
}

/** Accounts: one per brand and email (or phone). */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly events: Pick<AccountEvents, 'endAccount'>,
  ) {}

  /** Creates an account with its zero balance; ACCOUNT_EXISTS when the brand already has the email. */
  async register(brand: BrandId, email: string, password: string): Promise<AccountRow> {
    assertPasswordAllowed(password, 'password');
    if ((await findByEmail(this.db, brand, email)) !== undefined) throw new AppError(Retcode.ACCOUNT_EXISTS);
    const passwordHash = await hashPassword(password);
    const now = Date.now();
    const row: AccountRow = {
      id: randomUUID(),
      brand,
      email,
      tel_code: null,
      phone: null,
      password_hash: passwordHash,
      status: 'active',
      inviter_account_id: null,
      forward_status: 0,
      voicemail_status: 1,
      created_at: now,
      updated_at: now,
    };
    try {
      await inTransaction(this.db, async (trx) => {
        await insertAccount(trx, row);
        await this.ledger.open(trx, row.id);
      });
    } catch (error) {
      // Two registrations raced past the check above; the constraint decides.
      if (isUniqueViolation(error)) throw new AppError(Retcode.ACCOUNT_EXISTS, undefined, { cause: error });
      throw error;
    }
    return row;
  }

  /** Finds the account a login names on a brand. */
  findByLogin(brand: BrandId, login: AccountLogin): Promise<AccountRow | undefined> {
    if (login.telCode === undefined) return findByEmail(this.db, brand, login.account.toLowerCase());
    return findByPhone(this.db, brand, login.telCode, login.account);
  }

  /** An account by id. */
  findById(id: string): Promise<AccountRow | undefined> {
    return findById(this.db, id);
  }

  /** The getAccountInfo answer for an account. */
  async info(id: string): Promise<AccountInfo> {
    const row = await findById(this.db, id);
    if (row === undefined) throw new AppError(Retcode.TOKEN_INVALID);
    return { phone: row.phone ?? '', telCode: row.tel_code ?? '', email: row.email ?? '' };
  }

  /**
   * Suspends, deletes or reactivates an account. Suspending or deleting also ends its open sockets
   * on every node at once with the same retcode HTTP now answers; its sessions stay, so requests
   * keep getting that retcode rather than a bare sign-in error, and a reactivation restores them.
   */
  async setStatus(id: string, status: AccountStatus): Promise<boolean> {
    const changed = await updateStatus(this.db, id, status, Date.now());
    const refusal = refusalOfStatus(status);
    if (changed && refusal !== undefined) await this.events.endAccount(id, refusal);
    return changed;
  }

  /** Throws the status's retcode unless the account is active (a socket outlives the handshake's check). */
  async assertActive(id: string): Promise<void> {
    const refusal = inactive((await findById(this.db, id))?.status);
    if (refusal !== undefined) throw refusal;
  }

  /**
   * assertActive for several accounts in one read, inside the caller's transaction: the retcode of
   * each account that must be refused (a missing one as deleted); an active account is absent.
   */
  async refusalsAmong(ex: Executor, ids: readonly string[]): Promise<Map<string, AppError>> {
    const statuses = await statusesOf(ex, ids);
    const refusals = new Map<string, AppError>();
    for (const id of ids) {
      const refusal = inactive(statuses.get(id));
      if (refusal !== undefined) refusals.set(id, refusal);
    }
    return refusals;
  }

  /** True before the first account exists. */
  isEmpty(): Promise<boolean> {
    return noAccounts(this.db);
  }
}

/** The invitation flags login and register return. */
export function invitationFlags(row: AccountRow): { canInvite: boolean; canSetInviter: boolean } {
  return { canInvite: true, canSetInviter: row.inviter_account_id === null };
}
