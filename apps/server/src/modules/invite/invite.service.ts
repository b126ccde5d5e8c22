import {
  type BrandId,
  INVITE_BASE_POINTS,
  INVITE_BONUS,
  INVITE_POINTS_PER_FRIEND,
  INVITE_POINTS_PER_UNIT,
  type InviteInfo,
  type InviterData,
  MONEY_SCALE,
  Retcode,
  type UiLanguage,
} from '@switchboard/protocol';
import type { Db, Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { AccountService } from '../accounts/accounts.service.ts';
import { LedgerKind } from '../history/ledger-kinds.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  codeOf,
  insertCode,
  invitedCount,
  lockCode,
  ownerOfCode,
  randomInviteCode,
  rechargedTotal,
  setInviterOnce,
} from './invite.repo.ts';
import { inviteTexts } from './invite.texts.ts';

/**
 * Friends an account may invite in all. Reading of spec 001 section 9: an account starts with
 * INVITE_BASE_POINTS (100) points; each whole unit it recharged (paid orders, gifts excluded) earns
 * INVITE_POINTS_PER_UNIT (10) points; every INVITE_POINTS_PER_FRIEND (10) points allow one friend.
 * So the start allows 100 / 10 = 10 friends (INVITE_BASE_FRIENDS) and a 5-unit top-up adds 5.
 */
export function inviteAllowance(recharged: number): number {
  const units = Math.floor(recharged / MONEY_SCALE);
  return Math.floor((INVITE_BASE_POINTS + units * INVITE_POINTS_PER_UNIT) / INVITE_POINTS_PER_FRIEND);
}

/** The ledger reference of one redemption: both bonuses name the invitee, so each is paid once ever. */
export function inviteReference(inviteeId: string): string {
  return `invite:${inviteeId}`;
}

async function remainingOf(ex: Executor, accountId: string): Promise<{ invited: number; remaining: number }> {
  const invited = await invitedCount(ex, accountId);
  const allowed = inviteAllowance(await rechargedTotal(ex, accountId));
  return { invited, remaining: Math.max(0, allowed - invited) };
}

/** Invite codes, the invite page and redeeming a friend's code. */
export class InviteService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
    private readonly ledger: LedgerService,
  ) {}

  /** The account's code, created on first use; a collision with another account's code just draws again. */
  async codeFor(accountId: string, brand: BrandId): Promise<string> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const existing = await codeOf(this.db, accountId);
      if (existing !== undefined) return existing;
      await insertCode(this.db, { accountId, brand, code: randomInviteCode(), now: Date.now() });
    }
    throw new Error('could not draw a free invite code');
  }

  /** The invite page: code, texts, and how many friends came and may still come. */
  async info(accountId: string, brand: BrandId, language: UiLanguage): Promise<InviteInfo> {
    const inviteCode = await this.codeFor(accountId, brand);
    const { invited, remaining } = await remainingOf(this.db, accountId);
    return {
      inviteCode,
      ...inviteTexts(brand, language),
      invitedCount: invited,
      remainingInvites: remaining,
    };
  }

  /** Whether the account may still redeem a code, and whether it must verify a phone first. */
  async inviter(accountId: string): Promise<InviterData> {
    const account = await this.accounts.findById(accountId);
    if (account === undefined) throw new AppError(Retcode.NOT_LOGGED_IN);
    return { canSetInviter: account.inviter_account_id === null, needSetPhone: account.phone === null };
  }

  /**
   * Redeems a friend's code: sets the inviter once and pays both bonuses in one transaction. The
   * conditional update and the per-invitee ledger reference make a retry or a double submit pay once.
   */
  async redeem(accountId: string, brand: BrandId, code: string): Promise<{ balance: number }> {
    const account = await this.accounts.findById(accountId);
    if (account === undefined) throw new AppError(Retcode.NOT_LOGGED_IN);
    if (account.phone === null)
      throw new AppError(Retcode.NEED_VERIFIED_PHONE, 'phone: verify a phone number first', {
        say: say('verifyPhoneFirst'),
      });
    if (account.inviter_account_id !== null)
      throw new AppError(Retcode.INVITER_NOT_ALLOWED, 'inviteCode: you already redeemed an invite code', {
        say: say('inviteAlreadyRedeemed'),
      });
    const inviterId = await ownerOfCode(this.db, brand, code);
    if (inviterId === undefined)
      throw new AppError(Retcode.INVITE_CODE_INVALID, 'inviteCode: no such code', {
        say: say('inviteNoSuchCode'),
      });
    if (inviterId === accountId)
      throw new AppError(Retcode.INVITER_NOT_ALLOWED, 'inviteCode: this is your own code', {
        say: say('inviteOwnCode'),
      });

    await this.ledger.transaction(async (trx) => {
      await lockCode(trx, inviterId);
      if ((await remainingOf(trx, inviterId)).remaining <= 0)
        throw new AppError(Retcode.INVITER_NOT_ALLOWED, 'inviteCode: this code has no invites left', {
          say: say('inviteNoneLeft'),
        });
      if (!(await setInviterOnce(trx, accountId, inviterId, Date.now())))
        throw new AppError(Retcode.INVITER_NOT_ALLOWED, 'inviteCode: you already redeemed an invite code', {
          say: say('inviteAlreadyRedeemed'),
        });
      const reference = inviteReference(accountId);
      await this.ledger.creditWithin(trx, accountId, INVITE_BONUS, LedgerKind.inviteBonus, reference);
      await this.ledger.creditWithin(trx, inviterId, INVITE_BONUS, LedgerKind.inviteBonus, reference);
    });
    return { balance: await this.ledger.balance(accountId) };
  }
}
