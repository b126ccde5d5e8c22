import {
  EMAIL_CODE_LENGTH,
  type PasswordResetRequestedData,
  PHONE_CODE_LENGTH,
  type RequestPasswordResetBody,
  type ResetPasswordBody,
  Retcode,
  type SessionData,
} from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { updatePasswordHash } from '../accounts/accounts.repo.ts';
import { type AccountService, invitationFlags } from '../accounts/accounts.service.ts';
import { assertPasswordAllowed } from '../accounts/password-policy.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { phoneTarget } from '../contact-verification/code-target.ts';
import type { CodeService } from '../contact-verification/codes.service.ts';
import { endSessionSockets, type SessionSockets } from '../security/security.service.ts';
import { revokeOtherSessions } from '../sessions/sessions.repo.ts';
import type { SessionOrigin, SessionService } from '../sessions/sessions.service.ts';
import { assertActive } from './auth.service.ts';
import { accountKeyOf, type LoginGuard } from './login-guard.service.ts';

/** What a password reset needs. */
export interface PasswordResetDeps {
  db: Db;
  accounts: AccountService;
  codes: CodeService;
  sessions: SessionService;
  guard: LoginGuard;
  sockets: SessionSockets;
}

/**
 * "Forgot password": a code to the email or phone the account signs in with, then a new password
 * with that code. The reset ends every session of the account, and signs the person in anew.
 */
export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  /** Sends the reset code; an account nobody signs in with on this brand is said to be unknown. */
  async request(body: RequestPasswordResetBody, ip: string): Promise<PasswordResetRequestedData> {
    const { accounts, codes } = this.deps;
    const row = await accounts.findByLogin(body.platform, body);
    // Whether an account exists is no secret here: preLogin answers it to anyone, as the spec asks.
    if (row === undefined || row.status === 'deleted') {
      throw new AppError(Retcode.NOT_FOUND, 'account: no account of this brand signs in with it', {
        say: say('resetNoAccount'),
      });
    }
    const who = { accountId: row.id, brand: body.platform, ip };
    if (body.telCode === undefined) {
      const email = row.email ?? body.account;
      const sent = await codes.sendResetCode(
        who,
        { channel: 'email', target: email, address: email },
        body.captchaId,
      );
      return { ...sent, channel: 'email', codeLength: EMAIL_CODE_LENGTH };
    }
    const target = phoneTarget(body.telCode, body.account);
    const address = `${body.telCode}${body.account}`;
    const sent = await codes.sendResetCode(who, { channel: 'sms', target, address }, body.captchaId);
    return { ...sent, channel: 'sms', codeLength: PHONE_CODE_LENGTH };
  }

  /**
   * Sets the new password with a reset code (spent once), ends every session of the account and its
   * sockets on every node, lifts the failed-login guard, and signs in.
   */
  async reset(body: ResetPasswordBody, origin: SessionOrigin): Promise<SessionData> {
    const { accounts, codes, db, guard, sessions } = this.deps;
    // Checked before the code is spent, so a refused password does not cost the code.
    assertPasswordAllowed(body.newPassword, 'newPassword');
    const accountId = await codes.spendResetCode(body.verifyid, body.activationcode);
    const row = await accounts.findById(accountId);
    if (row === undefined || row.brand !== body.platform || row.status === 'deleted') {
      throw new AppError(
        Retcode.WRONG_CREDENTIALS,
        'activationcode: the account is gone or of another brand',
        {
          say: say('resetCodeWrong'),
        },
      );
    }
    const passwordHash = await hashPassword(body.newPassword);
    const ended = await inTransaction(db, async (trx) => {
      const now = Date.now();
      await updatePasswordHash(trx, accountId, passwordHash, now);
      return revokeOtherSessions(trx, { accountId, keepSessionId: undefined, reason: 'password reset', now });
    });
    endSessionSockets(this.deps.sockets, ended);
    if (row.email !== null) await guard.clear(row.brand, accountKeyOf({ account: row.email }));
    if (row.phone !== null && row.tel_code !== null) {
      await guard.clear(row.brand, accountKeyOf({ account: row.phone, telCode: row.tel_code }));
    }
    assertActive(row);
    const token = await sessions.create(row.id, origin);
    return { token, ...invitationFlags(row) };
  }
}
