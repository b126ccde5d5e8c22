import {
  type BrandId,
  type BuyVipData,
  Retcode,
  VIP_PERIOD_DAYS,
  VIP_PRICE,
  type VipInfo,
} from '@switchboard/protocol';
import type { Db, Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { brandOf } from '../../lib/brands.ts';
import { money, say } from '../../text/sentence.ts';
import { LedgerKind, vipReference } from '../history/ledger-kinds.ts';
import { DuplicateLedgerEntryError, type LedgerService } from '../ledger/ledger.service.ts';
import { membershipEnd, moveMembershipEnd } from './vip.repo.ts';

const DAY_MS = 86_400_000;

/** The membership as the profile and the VIP calls show it: 1 while its end is still ahead. */
export function vipState(end: number | undefined, now: number): Pick<VipInfo, 'vipStatus' | 'expireDate'> {
  if (end === undefined) return { vipStatus: 0, expireDate: null };
  return { vipStatus: end > now ? 1 : 0, expireDate: end };
}

/** The VIP state of an account on a brand; brands without VIP never have one. */
export async function vipStateOf(
  ex: Executor,
  accountId: string,
  brand: BrandId,
  now = Date.now(),
): Promise<Pick<VipInfo, 'vipStatus' | 'expireDate'>> {
  if (!brandOf(brand).features.vip) return { vipStatus: 0, expireDate: null };
  return vipState(await membershipEnd(ex, accountId), now);
}

const notOffered = () =>
  new AppError(Retcode.NOT_FOUND, 'platform: this brand has no VIP membership', {
    say: say('vipNotOffered'),
  });
const changedMeanwhile = () =>
  new AppError(Retcode.INVALID_PARAMETER, 'expireDate: the membership changed since it was shown', {
    say: say('vipChanged'),
  });

/**
 * VIP membership (wetalk): a period bought from the balance. The charge and the new end commit in
 * one transaction; the purchase names the end the buyer saw, so a double click or a second tab
 * buys one period, not two.
 */
export class VipService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
  ) {}

  /** getVipInfo: the membership and the price of one more period. */
  async info(accountId: string, brand: BrandId, now = Date.now()): Promise<VipInfo> {
    if (!brandOf(brand).features.vip) throw notOffered();
    const state = vipState(await membershipEnd(this.db, accountId), now);
    return { ...state, price: VIP_PRICE, days: VIP_PERIOD_DAYS };
  }

  /**
   * buyVip: charges one period and moves the end by VIP_PERIOD_DAYS, from the running end or from
   * now. Refused with INSUFFICIENT_BALANCE (nothing written) when the balance does not cover it.
   */
  async buy(accountId: string, brand: BrandId, seen: number | null, now = Date.now()): Promise<BuyVipData> {
    if (!brandOf(brand).features.vip) throw notOffered();
    const current = (await membershipEnd(this.db, accountId)) ?? null;
    if (current !== seen) throw changedMeanwhile();
    const start = Math.max(now, current ?? 0);
    const end = start + VIP_PERIOD_DAYS * DAY_MS;
    let paid: boolean;
    try {
      paid = await this.ledger.debit(
        accountId,
        VIP_PRICE,
        LedgerKind.vipMembership,
        vipReference(start, VIP_PERIOD_DAYS),
        async (trx) => {
          if (!(await moveMembershipEnd(trx, accountId, seen, end, now))) throw changedMeanwhile();
        },
      );
    } catch (error) {
      // The same period was just bought by a request that saw the same end.
      if (error instanceof DuplicateLedgerEntryError) throw changedMeanwhile();
      throw error;
    }
    if (!paid)
      throw new AppError(Retcode.INSUFFICIENT_BALANCE, `balance: does not cover ${VIP_PRICE}`, {
        say: say('vipNoCredit', { amount: money(VIP_PRICE, brand) }),
      });
    return {
      ...vipState(end, now),
      price: VIP_PRICE,
      days: VIP_PERIOD_DAYS,
      balance: await this.ledger.balance(accountId),
    };
  }
}
