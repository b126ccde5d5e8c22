import {
  type BrandId,
  type LoginBody,
  type PreLoginBody,
  type RegisterBody,
  Retcode,
  type SessionData,
} from '@switchboard/protocol';
import type { ShortLivedStore } from '../../adapters/short-lived/types.ts';
import type { AccountRow } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { type AccountService, invitationFlags } from '../accounts/accounts.service.ts';
import { verifyAgainstDummy, verifyPassword } from '../accounts/passwords.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { SessionOrigin, SessionService } from '../sessions/sessions.service.ts';
import { accountKeyOf, type LoginGuard } from './login-guard.service.ts';

const HOUR_MS = 3_600_000;

/** Sign-ups one address may make in an hour before a captcha is needed, counted in the short-lived store. */
export interface RegisterGate {
  store: ShortLivedStore;
  captchaAfter: number;
}

/** What sign-up needs of the invite feature: the inviter a share link's code names, and setting it. */
export interface SignUpInvites {
  /** The holder of the code; refuses an unknown code or one without invites left. */
  inviterForSignUp(brand: BrandId, code: string): Promise<string>;
  /** Sets the new account's inviter; false when the code ran out of invites meanwhile. */
  attachAtSignUp(accountId: string, inviterId: string): Promise<boolean>;
}

/** Refuses a blocked account with its own code. */
export function assertActive(row: AccountRow): void {
  if (row.status === 'suspended') throw new AppError(Retcode.ACCOUNT_SUSPENDED);
  if (row.status === 'deleted') throw new AppError(Retcode.ACCOUNT_DELETED);
}

/** preLogin, register and login: the flows that turn credentials into sessions. */
export class AuthService {
  constructor(
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaService,
    private readonly guard: LoginGuard,
    private readonly registerGate: RegisterGate,
    private readonly invites?: SignUpInvites,
  ) {}

  /** Whether the account exists on the brand and whether its next login needs a captcha. */
  async preLogin(body: PreLoginBody, ip: string): Promise<{ registered: boolean; captchaRequired: boolean }> {
    const [row, state] = await Promise.all([
      this.accounts.findByLogin(body.platform, body),
      this.guard.state(body.platform, accountKeyOf(body), ip),
    ]);
    return { registered: row !== undefined, captchaRequired: state.captchaRequired || state.locked };
  }

  /**
   * Creates an account and signs it in; a captcha, when the client sends one, must be right, and is
   * required once the address made its hourly share of sign-ups (mass account creation).
   */
  async register(body: RegisterBody, origin: SessionOrigin): Promise<SessionData> {
    // Every attempt counts, counted before anything else, so a burst of parallel sign-ups cannot slip past.
    const { count } = await this.registerGate.store.hit(`register-ip|${origin.ip}`, HOUR_MS);
    if (count > this.registerGate.captchaAfter) {
      await this.checkCaptcha(body.captchaId, body.inputCaptcha);
    } else if (body.captchaId !== undefined || body.inputCaptcha !== undefined) {
      await this.checkCaptcha(body.captchaId, body.inputCaptcha);
    }
    // A share link's code is checked before the account exists, so a wrong one can be corrected.
    const inviterId =
      body.inviteCode === undefined || this.invites === undefined
        ? undefined
        : await this.invites.inviterForSignUp(body.platform, body.inviteCode);
    const row = await this.accounts.register(body.platform, body.email, body.password);
    const invited = inviterId !== undefined && (await this.invites?.attachAtSignUp(row.id, inviterId));
    const token = await this.sessions.create(row.id, origin);
    const flags = invitationFlags(row);
    return { token, ...flags, canSetInviter: flags.canSetInviter && !invited };
  }

  /**
   * Signs in. Unknown accounts and wrong passwords answer alike and cost the same time; repeated
   * failures demand a captcha and, beyond the lock threshold, are refused regardless.
   */
  async login(body: LoginBody, origin: SessionOrigin): Promise<SessionData> {
    const accountKey = accountKeyOf(body);
    // Reserved as a failure up front so concurrent guesses count against each other.
    const { id: attempt, state } = await this.guard.reserve(body.platform, accountKey, origin.ip);
    try {
      if (state.locked) throw new AppError(Retcode.TOO_MANY_REQUESTS);
      if (state.captchaRequired) await this.checkCaptcha(body.captchaId, body.inputCaptcha);
    } catch (error) {
      await this.guard.withdraw(attempt);
      throw error;
    }

    const row = await this.accounts.findByLogin(body.platform, body);
    const valid =
      row === undefined
        ? await verifyAgainstDummy(body.password)
        : await verifyPassword(row.password_hash, body.password);
    // The reserved row stays as the recorded failure.
    if (row === undefined || !valid) throw new AppError(Retcode.WRONG_CREDENTIALS);
    // Status is revealed only to someone who knows the password; that is no password failure.
    await this.guard.withdraw(attempt);
    assertActive(row);
    await this.guard.clear(body.platform, accountKey);
    const token = await this.sessions.create(row.id, origin);
    return { token, ...invitationFlags(row) };
  }

  private async checkCaptcha(captchaId: string | undefined, input: string | undefined): Promise<void> {
    if (captchaId === undefined || input === undefined || input === '') {
      throw new AppError(Retcode.CAPTCHA_REQUIRED);
    }
    if (!(await this.captcha.consume(captchaId, input))) throw new AppError(Retcode.CAPTCHA_WRONG);
  }
}
