import { randomUUID } from 'node:crypto';
import {
  addMonths,
  type BrandId,
  formatLineNumber,
  fullNumber,
  Retcode,
  SocketEvent,
  SubscriptionType,
  type UiLanguage,
} from '@switchboard/protocol';
import type { Db, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { HeldEvents } from '../../realtime/account-events.ts';
import { money, say } from '../../text/sentence.ts';
import { LedgerKind, subscriptionReference } from '../history/ledger-kinds.ts';
import type { LedgerEffect, LedgerService } from '../ledger/ledger.service.ts';
import { requireReviewedProfile } from '../profile/profile.gate.ts';
import type { CatalogPlan } from './numbers.catalog.ts';
import { kindOf, offeredCodes } from './numbers.kinds.ts';
import { planName } from './numbers.plan-texts.ts';
import { claimNumber, numberByFull } from './numbers.repo.ts';
import { numberTexts } from './numbers.texts.ts';
import type { PlanCatalog, PlanCatalogService } from './plan-catalog.ts';
import {
  insertReleaseEvent,
  insertSubscription,
  LIVE_STATUSES,
  liveSubscription,
  ownSubscription,
  restorableSubscriptions,
  type SubscriptionRow,
  unassignNumber,
  updateSubscriptionIf,
} from './subscriptions.repo.ts';

/** How long a released number is held for its last owner (not offered to anyone, restorable by them). */
export const QUARANTINE_MS = 30 * 86_400_000;

/** Subscription type of a purchase or a restore in the ledger reference (SUBSCRIPTION_TYPES). */
export const PURCHASE_TYPE = SubscriptionType.subscribed;

/**
 * The plan restoring a released subscription charges: its own plan at its price now (a restore
 * continues the subscription, like a renewal), or the brand's first plan on sale for its country
 * when that plan is no longer in the catalogue; undefined when nothing is sold for it.
 */
export function restorePlan(
  catalog: PlanCatalog,
  sub: Pick<SubscriptionRow, 'plan_id' | 'country_code'>,
  brand: BrandId,
): CatalogPlan | undefined {
  return catalog.plan(brand, sub.plan_id) ?? catalog.offered(brand, sub.country_code)[0];
}

/** What subVirtualPhone asks for. */
export interface SubscribeRequest {
  planId: string;
  telCode: string;
  phone: string;
  code: string;
  type: string;
}

/**
 * Renting, restoring and releasing numbers; every charge commits with its effect or not at all, and
 * the account's sockets hear of the change (and the balance) once it committed.
 */
export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly plans: PlanCatalogService,
  ) {}

  /** Charges the plan's period rent with `effect` in one transaction; 400001 when the balance is short. */
  private async charge(
    accountId: string,
    brand: BrandId,
    plan: CatalogPlan,
    full: string,
    telCode: string,
    type: number,
    at: number,
    subscriptionId: string,
    effect: LedgerEffect,
  ): Promise<void> {
    // The subscription id makes the history's historyId exact (it re-subscribes with it).
    const reference = subscriptionReference({
      number: full,
      countryCode: telCode,
      type,
      planId: plan.planId,
      resDate: at,
      subscriptionId,
    });
    const paid = await this.ledger.debit(
      accountId,
      plan.planRent,
      LedgerKind.numberPurchase,
      reference,
      effect,
    );
    if (!paid)
      throw new AppError(
        Retcode.INSUFFICIENT_BALANCE,
        `balance: ${plan.planRent} needed for plan ${plan.planId}`,
        {
          say: say('balanceNeeded', { amount: money(plan.planRent, brand) }),
        },
      );
  }

  /** subVirtualPhone: profile gate, then claim, charge and subscription in one transaction. */
  async subscribe(
    accountId: string,
    brand: BrandId,
    request: SubscribeRequest,
    language: UiLanguage,
  ): Promise<string> {
    await requireReviewedProfile(this.db, accountId, brand);
    const full = fullNumber(request.telCode, request.phone);
    const number = await numberByFull(this.db, full);
    const kind = number === undefined ? undefined : kindOf(number);
    const offered = kind !== undefined && offeredCodes(brand).includes(kind.code);
    if (number === undefined || !offered || kind?.code !== request.code || kind.type !== request.type)
      throw new AppError(
        Retcode.NUMBER_UNAVAILABLE,
        `phone: +${full} is not a ${request.code} ${request.type} number on offer`,
        { say: say('numberTaken', { number: formatLineNumber(full) }) },
      );
    const catalog = await this.plans.catalog();
    const plan = catalog.offered(brand, kind.code).find((candidate) => candidate.planId === request.planId);
    if (plan === undefined)
      throw new AppError(
        Retcode.INVALID_PARAMETER,
        `planId: ${request.planId} is not a plan for ${request.code} numbers`,
        { say: say('planNotForNumber') },
      );
    const now = Date.now();
    let sub: SubscriptionRow | undefined;
    const id = randomUUID();
    await this.charge(
      accountId,
      brand,
      plan,
      full,
      number.tel_code,
      PURCHASE_TYPE,
      now,
      id,
      async (trx, events) => {
        if (!(await claimNumber(trx, number.id, accountId, now)))
          throw new AppError(Retcode.NUMBER_UNAVAILABLE, `phone: +${full} was taken or is not on offer`, {
            say: say('numberTaken', { number: formatLineNumber(full) }),
          });
        sub = await insertSubscription(trx, accountId, number, plan, now, id);
        events.emit(accountId, SocketEvent.numbersChanged, {
          change: 'subscribed',
          number: full,
          kind: 'phone',
        });
      },
    );
    return numberTexts.subscribed(full, planName(plan, language), sub?.next_payment_at ?? now, language);
  }

  /** reSubVirtualPhone: restores a released number still in its quarantine, charging a new period. */
  async resubscribe(
    accountId: string,
    brand: BrandId,
    historyId: string,
    language: UiLanguage,
  ): Promise<string> {
    const sub = await ownSubscription(this.db, accountId, historyId);
    if (sub === undefined)
      throw new AppError(Retcode.NOT_FOUND, `historyId: ${historyId} is not one of your subscriptions`, {
        say: say('notFoundReload'),
      });
    if ((LIVE_STATUSES as readonly string[]).includes(sub.status))
      throw new AppError(Retcode.INVALID_PARAMETER, `historyId: +${sub.full_number} is still subscribed`, {
        say: say('numberStillSubscribed', { number: formatLineNumber(sub.full_number) }),
      });
    const now = Date.now();
    const number = await numberByFull(this.db, sub.full_number);
    const restorable = (await restorableSubscriptions(this.db, accountId, [sub.id], now)).has(sub.id);
    if (!restorable || number === undefined)
      throw new AppError(Retcode.NUMBER_EXPIRED, `historyId: +${sub.full_number} can no longer be restored`, {
        say: say('numberNotRestorable', { number: formatLineNumber(sub.full_number) }),
      });
    await requireReviewedProfile(this.db, accountId, brand);
    const plan = restorePlan(await this.plans.catalog(), sub, brand);
    if (plan === undefined)
      throw new AppError(Retcode.NUMBER_EXPIRED, `planId: ${sub.plan_id} is no longer sold`, {
        say: say('planNotSold'),
      });
    const next = addMonths(now, plan.months);
    await this.charge(
      accountId,
      brand,
      plan,
      sub.full_number,
      sub.tel_code,
      PURCHASE_TYPE,
      now,
      sub.id,
      async (trx, events) => {
        const claimed = await claimNumber(trx, number.id, accountId, now, true);
        const reactivated =
          claimed &&
          (await updateSubscriptionIf(trx, sub.id, ['released'], {
            status: 'active',
            plan_id: plan.planId,
            period_start: now,
            next_payment_at: next,
            grace_until: null,
            pending_plan_id: null,
            pending_effective_at: null,
            released_at: null,
            updated_at: now,
          }));
        if (!reactivated)
          throw new AppError(
            Retcode.NUMBER_EXPIRED,
            `historyId: +${sub.full_number} can no longer be restored`,
            { say: say('numberNotRestorable', { number: formatLineNumber(sub.full_number) }) },
          );
        events.emit(accountId, SocketEvent.numbersChanged, {
          change: 'restored',
          number: sub.full_number,
          kind: 'phone',
        });
      },
    );
    return numberTexts.restored(sub.full_number, planName(plan, language), next, language);
  }

  /** unSubVirtualPhone: releases the number into quarantine; call settings stay as they are. */
  async unsubscribe(accountId: string, telCode: string, phone: string): Promise<void> {
    const full = fullNumber(telCode, phone);
    const sub = await liveSubscription(this.db, accountId, full);
    if (sub === undefined)
      throw new AppError(Retcode.NOT_FOUND, `phone: +${full} is not one of your subscribed numbers`, {
        say: say('numberNotYours', { number: formatLineNumber(full) }),
      });
    const now = Date.now();
    await this.ledger.transaction(async (trx, events) => {
      if (!(await releaseSubscription(trx, events, sub, now)))
        throw new AppError(Retcode.NOT_FOUND, `phone: +${full} is not one of your subscribed numbers`, {
          say: say('numberNotYours', { number: formatLineNumber(full) }),
        });
    });
  }
}

/**
 * Ends a live subscription as its owner's unsubscribe does, inside the caller's transaction: the
 * number goes into quarantine for QUARANTINE_MS, the subscription history records the release and
 * the owner's sockets hear numbersChanged after the commit. False when the subscription was no
 * longer live or the number no longer the owner's (a racing release or lapse).
 */
export async function releaseSubscription(
  trx: Trx,
  events: HeldEvents,
  sub: SubscriptionRow,
  now: number,
): Promise<boolean> {
  const released = await updateSubscriptionIf(trx, sub.id, LIVE_STATUSES, {
    status: 'released',
    released_at: now,
    pending_plan_id: null,
    pending_effective_at: null,
    updated_at: now,
  });
  if (!released || !(await unassignNumber(trx, sub.number_id, sub.account_id, now + QUARANTINE_MS)))
    return false;
  await insertReleaseEvent(trx, sub, 'unsubscribed', now);
  events.emit(sub.account_id, SocketEvent.numbersChanged, {
    change: 'released',
    number: sub.full_number,
    kind: 'phone',
  });
  return true;
}
