import { createHmac } from 'node:crypto';
import {
  type BrandId,
  INVITE_BASE_POINTS,
  INVITE_BONUS,
  INVITE_POINTS_PER_FRIEND,
  INVITE_POINTS_PER_UNIT,
  type InviteCodeData,
  type InviteInfo,
  type InviterData,
  MONEY_SCALE,
  Retcode,
  type UiLanguage,
} from '@switchboard/protocol';
import type { Db, Executor, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { findById } from '../accounts/accounts.repo.ts';
import type { AccountService } from '../accounts/accounts.service.ts';
import { LedgerKind } from '../history/ledger-kinds.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  bonusPaidTo,
  claimPhone,
  codeOf,
  insertCode,
  invitedCount,
  lockCode,
  ownerOfCode,
  phoneRewarded,
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

/** What redeeming or rewarding needs of an account: its phone and its inviter. */
interface Invitee {
  id: string;
  tel_code: string | null;
  phone: string | null;
  inviter_account_id: string | null;
}

const alreadyRedeemed = () =>
  new AppError(Retcode.INVITER_NOT_ALLOWED, 'inviteCode: you already redeemed an invite code', {
    say: say('inviteAlreadyRedeemed'),
  });
const noSuchCode = () =>
  new AppError(Retcode.INVITE_CODE_INVALID, 'inviteCode: no such code', { say: say('inviteNoSuchCode') });
const noneLeft = () =>
  new AppError(Retcode.INVITER_NOT_ALLOWED, 'inviteCode: this code has no invites left', {
    say: say('inviteNoneLeft'),
  });
const phoneAlreadyRewarded = () =>
  new AppError(Retcode.INVITER_NOT_ALLOWED, 'phone: this phone already brought a referral bonus', {
    say: say('invitePhoneRewarded'),
  });

/** Invite codes, the invite page, redeeming a friend's code and the bonuses. */
export class InviteService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
    private readonly ledger: LedgerService,
    /** Keys the phone hashes, so the stored hashes cannot be reversed by trying every number. */
    private readonly secret: string,
  ) {}

  /** The keyed hash a rewarded phone is remembered by. */
  private phoneHash(brand: string, telCode: string, phone: string): string {
    return createHmac('sha256', this.secret)
      .update(`invite-phone\n${brand}\n${telCode}${phone}`)
      .digest('hex');
  }

  /** True when the account's verified phone already brought a referral bonus in its brand. */
  private async phoneWasRewarded(brand: BrandId, account: Invitee): Promise<boolean> {
    if (account.phone === null || account.tel_code === null) return false;
    return phoneRewarded(this.db, brand, this.phoneHash(brand, account.tel_code, account.phone));
  }

  /** The account's code, created on first use; a collision with another account's code just draws again. */
  async codeFor(accountId: string, brand: BrandId): Promise<string> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const existing = await codeOf(this.db, accountId);
      if (existing !== undefined) return existing;
      await insertCode(this.db, { accountId, brand, code: randomInviteCode(), now: Date.now() });
    }
    throw new Error('could not draw a free invite code');
  }

  /** getInviteCode: the code with the page's rules, hint and earn tips in the request's language. */
  async codeData(accountId: string, brand: BrandId, language: UiLanguage): Promise<InviteCodeData> {
    return { inviteCode: await this.codeFor(accountId, brand), ...inviteTexts(brand, language) };
  }

  /** The invite page: code, texts, and how many friends came and may still come. */
  async info(accountId: string, brand: BrandId, language: UiLanguage): Promise<InviteInfo> {
    const data = await this.codeData(accountId, brand, language);
    const { invited, remaining } = await remainingOf(this.db, accountId);
    return { ...data, invitedCount: invited, remainingInvites: remaining };
  }

  /**
   * getInviter: whether the account may still redeem a code, whether it must verify a phone first,
   * and whether its phone was rewarded before. `phone` is the number the client shows as verified:
   * one that is not the account's own answers needSetPhone (the client is behind).
   */
  async inviter(accountId: string, brand: BrandId, phone?: string): Promise<InviterData> {
    const account = await this.accounts.findById(accountId);
    if (account === undefined) throw new AppError(Retcode.NOT_LOGGED_IN);
    const stale = phone !== undefined && phone !== '' && phone !== account.phone;
    const rewarded = await this.phoneWasRewarded(brand, account);
    return {
      canSetInviter: account.inviter_account_id === null && !rewarded,
      needSetPhone: account.phone === null || stale,
      hasInviter: account.inviter_account_id !== null,
      phoneRewarded: rewarded,
    };
  }

  /**
   * Redeems a friend's code: sets the inviter once and pays both bonuses in one transaction. The
   * conditional update, the per-invitee ledger reference and the phone's claim make a retry, a
   * double submit or a second account with the same phone pay once.
   */
  async redeem(accountId: string, brand: BrandId, code: string): Promise<{ balance: number }> {
    const account = await this.accounts.findById(accountId);
    if (account === undefined) throw new AppError(Retcode.NOT_LOGGED_IN);
    if (account.phone === null || account.tel_code === null)
      throw new AppError(Retcode.NEED_VERIFIED_PHONE, 'phone: verify a phone number first', {
        say: say('verifyPhoneFirst'),
      });
    if (account.inviter_account_id !== null) throw alreadyRedeemed();
    const inviterId = await ownerOfCode(this.db, brand, code);
    if (inviterId === undefined) throw noSuchCode();
    if (inviterId === accountId)
      throw new AppError(Retcode.INVITER_NOT_ALLOWED, 'inviteCode: this is your own code', {
        say: say('inviteOwnCode'),
      });
    const phoneHash = this.phoneHash(brand, account.tel_code, account.phone);

    await this.ledger.transaction(async (trx) => {
      await lockCode(trx, inviterId);
      if ((await remainingOf(trx, inviterId)).remaining <= 0) throw noneLeft();
      const now = Date.now();
      if (!(await setInviterOnce(trx, accountId, inviterId, now))) throw alreadyRedeemed();
      if (!(await claimPhone(trx, { brand, phoneHash, accountId, now }))) throw phoneAlreadyRewarded();
      await this.payBonuses(trx, accountId, inviterId);
    });
    return { balance: await this.ledger.balance(accountId) };
  }

  /** Both bonuses of one invitee, each paid once ever (the reference names the invitee). */
  private async payBonuses(trx: Trx, inviteeId: string, inviterId: string): Promise<void> {
    const reference = inviteReference(inviteeId);
    await this.ledger.creditWithin(trx, inviteeId, INVITE_BONUS, LedgerKind.inviteBonus, reference);
    const inviter = await findById(trx, inviterId);
    // A deleted inviter's balance was forfeited with its account; nothing is paid into a tombstone.
    if (inviter?.status === 'active')
      await this.ledger.creditWithin(trx, inviterId, INVITE_BONUS, LedgerKind.inviteBonus, reference);
  }

  /**
   * The inviter a sign-up names with a share link's code; refused (with the invite code as the
   * field) before the account is made, so the person can correct or clear the code.
   */
  async inviterForSignUp(brand: BrandId, code: string): Promise<string> {
    const inviterId = await ownerOfCode(this.db, brand, code);
    if (inviterId === undefined) throw noSuchCode();
    if ((await remainingOf(this.db, inviterId)).remaining <= 0) throw noneLeft();
    return inviterId;
  }

  /**
   * Sets the inviter of an account just signed up through a share link. The bonuses wait for the
   * friend's verified phone (rewardVerifiedPhone). False when the code ran out of invites meanwhile:
   * the account then stays free to redeem a code later.
   */
  async attachAtSignUp(accountId: string, inviterId: string): Promise<boolean> {
    return this.ledger.transaction(async (trx) => {
      await lockCode(trx, inviterId);
      if ((await remainingOf(trx, inviterId)).remaining <= 0) return false;
      return setInviterOnce(trx, accountId, inviterId, Date.now());
    });
  }

  /**
   * Called once a phone is saved on an account: an account invited at sign-up gets both bonuses now
   * (spec 001 section 9: the inviter's once the friend sets up a number), unless that phone already
   * brought one. Does nothing for an account without an inviter or already rewarded.
   */
  async rewardVerifiedPhone(accountId: string, brand: BrandId): Promise<void> {
    const account = await this.accounts.findById(accountId);
    if (account === undefined || account.inviter_account_id === null) return;
    if (account.phone === null || account.tel_code === null) return;
    if (await bonusPaidTo(this.db, accountId)) return;
    const inviterId = account.inviter_account_id;
    const phoneHash = this.phoneHash(brand, account.tel_code, account.phone);
    await this.ledger.transaction(async (trx) => {
      if (!(await claimPhone(trx, { brand, phoneHash, accountId, now: Date.now() }))) return;
      await this.payBonuses(trx, accountId, inviterId);
    });
  }
}
