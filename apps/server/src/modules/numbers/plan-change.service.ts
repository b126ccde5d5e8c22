import {
  addMonths,
  type BrandId,
  CHANGE_TIMING,
  type ChangeOption,
  formatLineNumber,
  type ManagePlanData,
  type NumberType,
  type Plan,
  Retcode,
  SocketEvent,
  type UiLanguage,
} from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import { money, say } from '../../text/sentence.ts';
import { LedgerKind, subscriptionReference } from '../history/ledger-kinds.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { CatalogPlan } from './numbers.catalog.ts';
import { offeredCodes } from './numbers.kinds.ts';
import { planName, toPlan } from './numbers.plan-texts.ts';
import { numberTexts } from './numbers.texts.ts';
import type { PlanCatalogService } from './plan-catalog.ts';
import {
  LIVE_STATUSES,
  liveSubscription,
  type SubscriptionRow,
  updateSubscriptionIf,
} from './subscriptions.repo.ts';

/** Subscription type of a plan change in the ledger reference (SUBSCRIPTION_TYPES). */
export const PLAN_CHANGE_TYPE = 3;

/** The plan list, a number's plans and plan changes; a change reaches the account's sockets once stored. */
export class PlanService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly events: AccountEvents,
    private readonly plans: PlanCatalogService,
  ) {}

  /** getPlanList: the plans on sale the brand sells for a flow code (the type does not change the price). */
  async planList(brand: BrandId, code: string, _type: NumberType, language: UiLanguage): Promise<Plan[]> {
    if (!offeredCodes(brand).includes(code)) return [];
    return (await this.plans.catalog()).offered(brand, code).map((plan) => toPlan(plan, language));
  }

  private async ownLive(accountId: string, virtualNumber: string): Promise<SubscriptionRow> {
    const sub = await liveSubscription(this.db, accountId, virtualNumber);
    if (sub === undefined)
      throw new AppError(
        Retcode.NOT_FOUND,
        `virtualNumber: +${virtualNumber} is not one of your subscribed numbers`,
        { say: say('numberNotYours', { number: formatLineNumber(virtualNumber) }) },
      );
    return sub;
  }

  /** The plan a number changes to: one on sale for its code, other than its own. */
  private async target(brand: BrandId, sub: SubscriptionRow, planId: string): Promise<CatalogPlan> {
    const catalog = await this.plans.catalog();
    const plan = catalog.offered(brand, sub.country_code).find((candidate) => candidate.planId === planId);
    if (plan === undefined)
      throw new AppError(Retcode.INVALID_PARAMETER, `planId: ${planId} is not a plan for this number`, {
        say: say('planNotForNumber'),
      });
    if (plan.planId === sub.plan_id)
      throw new AppError(Retcode.INVALID_PARAMETER, `planId: ${planId} is already the plan of this number`, {
        say: say('planAlreadyCurrent'),
      });
    return plan;
  }

  /** getManagePlanList: the number's plan, its pending change and the plans it can change to. */
  async manage(
    accountId: string,
    brand: BrandId,
    virtualNumber: string,
    language: UiLanguage,
  ): Promise<ManagePlanData> {
    const sub = await this.ownLive(accountId, virtualNumber);
    const catalog = await this.plans.catalog();
    const current = catalog.plan(brand, sub.plan_id);
    if (current === undefined)
      throw new AppError(Retcode.NOT_FOUND, `planId: ${sub.plan_id} is unknown`, { say: say('planNotSold') });
    const pending = sub.pending_plan_id === null ? undefined : catalog.plan(brand, sub.pending_plan_id);
    const nextPaymentAt = Number(sub.next_payment_at);
    const pendingFrom = Number(sub.pending_effective_at ?? nextPaymentAt);
    return {
      currentPlan: toPlan(current, language, nextPaymentAt),
      nextPaymentDate: new Date(nextPaymentAt).toISOString(),
      pendingPlan:
        pending === undefined
          ? null
          : {
              plan: toPlan(pending, language, addMonths(pendingFrom, pending.months)),
              effectiveDate: new Date(pendingFrom).toISOString(),
            },
      planList: catalog
        .offered(brand, sub.country_code)
        .filter((plan) => plan.planId !== sub.plan_id)
        .map((plan) => toPlan(plan, language)),
    };
  }

  /** preChangePlan: both timings with what each costs now. */
  async preChange(
    accountId: string,
    brand: BrandId,
    virtualNumber: string,
    planId: string,
    language: UiLanguage,
  ): Promise<ChangeOption[]> {
    const sub = await this.ownLive(accountId, virtualNumber);
    const plan = await this.target(brand, sub, planId);
    const common = {
      planId: plan.planId,
      planName: planName(plan, language),
      rule: numberTexts.changeRule(language),
    };
    return [
      {
        ...common,
        type: CHANGE_TIMING.now,
        tip: numberTexts.changeNowTip(language),
        payAmount: plan.planRent,
      },
      {
        ...common,
        type: CHANGE_TIMING.nextCycle,
        tip: numberTexts.changeLaterTip(sub.next_payment_at, language),
        payAmount: 0,
      },
    ];
  }

  /** changePlan: now (charged, new cycle from today, in one transaction) or at the next cycle (pending). */
  async change(
    accountId: string,
    brand: BrandId,
    request: { virtualNumber: string; planId: string; type: 1 | 2 },
    language: UiLanguage,
  ): Promise<{ successHint: string; planHint: string }> {
    const sub = await this.ownLive(accountId, request.virtualNumber);
    const plan = await this.target(brand, sub, request.planId);
    const name = planName(plan, language);
    const now = Date.now();
    if (request.type === CHANGE_TIMING.nextCycle) {
      const changed = await updateSubscriptionIf(this.db, sub.id, LIVE_STATUSES, {
        pending_plan_id: plan.planId,
        pending_effective_at: sub.next_payment_at,
        updated_at: now,
      });
      if (!changed)
        throw new AppError(Retcode.NOT_FOUND, `virtualNumber: +${sub.full_number} is no longer subscribed`, {
          say: say('numberNotYoursNow'),
        });
      const change = { change: 'planChanged', number: sub.full_number, kind: 'phone' } as const;
      this.events.publish(accountId, SocketEvent.numbersChanged, change);
      return {
        successHint: numberTexts.changeScheduled(language),
        planHint: numberTexts.planApplies(name, sub.next_payment_at, language),
      };
    }
    const reference = subscriptionReference({
      number: sub.full_number,
      countryCode: sub.tel_code,
      type: PLAN_CHANGE_TYPE,
      planId: plan.planId,
      resDate: now,
      subscriptionId: sub.id,
    });
    const paid = await this.ledger.debit(
      accountId,
      plan.planRent,
      LedgerKind.numberPurchase,
      reference,
      async (trx, events) => {
        const changed = await updateSubscriptionIf(trx, sub.id, LIVE_STATUSES, {
          plan_id: plan.planId,
          status: 'active',
          period_start: now,
          next_payment_at: addMonths(now, plan.months),
          grace_until: null,
          pending_plan_id: null,
          pending_effective_at: null,
          updated_at: now,
        });
        if (!changed)
          throw new AppError(
            Retcode.NOT_FOUND,
            `virtualNumber: +${sub.full_number} is no longer subscribed`,
            {
              say: say('numberNotYoursNow'),
            },
          );
        events.emit(accountId, SocketEvent.numbersChanged, {
          change: 'planChanged',
          number: sub.full_number,
          kind: 'phone',
        });
      },
    );
    if (!paid)
      throw new AppError(
        Retcode.INSUFFICIENT_BALANCE,
        `balance: ${plan.planRent} needed for plan ${plan.planId}`,
        {
          say: say('balanceNeeded', { amount: money(plan.planRent, brand) }),
        },
      );
    return {
      successHint: numberTexts.changedNow(language),
      planHint: numberTexts.planApplies(name, now, language),
    };
  }
}
