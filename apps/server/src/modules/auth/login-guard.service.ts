import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/types.ts';
import {
  clearAccountFailures,
  countAccountFailures,
  countIpFailures,
  deleteFailure,
  deleteFailuresBefore,
  insertFailure,
} from './login-guard.repo.ts';

/** What the failure history demands of the next login. */
export interface GuardState {
  /** The next login must carry a correct captcha answer. */
  captchaRequired: boolean;
  /** Logins for this account are refused outright until failures age out. */
  locked: boolean;
}

/** Brute-force defence: failed logins counted per (brand, account) and per IP, in the database so nodes share them. */
export class LoginGuard {
  constructor(
    private readonly db: Db,
    private readonly rules: Config['loginGuard'],
  ) {}

  /** The current state for an account named at login and the caller's IP. */
  async state(brand: string, accountKey: string, ip: string): Promise<GuardState> {
    const since = Date.now() - this.rules.windowMs;
    const [accountFailures, ipFailures] = await Promise.all([
      countAccountFailures(this.db, brand, accountKey, since),
      countIpFailures(this.db, ip, since),
    ]);
    return this.judge(accountFailures, ipFailures);
  }

  /**
   * Counts an attempt as a failure before its password is checked, then reads the state: concurrent
   * guesses each see the others, so a burst cannot slip past the captcha or the lock. The state
   * excludes this attempt itself; withdraw() it when refused before the password check.
   */
  async reserve(brand: string, accountKey: string, ip: string): Promise<{ id: string; state: GuardState }> {
    const id = await insertFailure(this.db, { brand, accountKey, ip, now: Date.now() });
    const since = Date.now() - this.rules.windowMs;
    const [accountFailures, ipFailures] = await Promise.all([
      countAccountFailures(this.db, brand, accountKey, since),
      countIpFailures(this.db, ip, since),
    ]);
    return { id, state: this.judge(accountFailures - 1, ipFailures - 1) };
  }

  /** Withdraws a reserved attempt that was no password failure (refused captcha, lock, right password). */
  withdraw(id: string): Promise<void> {
    return deleteFailure(this.db, id);
  }

  private judge(accountFailures: number, ipFailures: number): GuardState {
    return {
      captchaRequired:
        accountFailures >= this.rules.captchaAfterAccountFailures ||
        ipFailures >= this.rules.captchaAfterIpFailures,
      locked: accountFailures > this.rules.lockAfterAccountFailures,
    };
  }

  /** Resets an account's count after a successful login; the IP's count stays, as it may be probing others. */
  clear(brand: string, accountKey: string): Promise<void> {
    return clearAccountFailures(this.db, brand, accountKey);
  }

  /** Deletes failures that can no longer count. */
  prune(): Promise<number> {
    return deleteFailuresBefore(this.db, Date.now() - this.rules.windowMs);
  }
}

/** The key failures are counted under: the lower-cased email, or +code and digits. */
export function accountKeyOf(login: { account: string; telCode?: string | undefined }): string {
  return login.telCode === undefined
    ? login.account.trim().toLowerCase()
    : `+${login.telCode} ${login.account}`;
}
