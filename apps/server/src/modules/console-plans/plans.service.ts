import {
  type BrandId,
  type CataloguePlan,
  type ConsoleCallBody,
  type ConsoleCallData,
  type ConsoleCallQuery,
  MONEY_SCALE,
  PLAN_CODES,
  PLAN_RENT_MAX,
  Retcode,
  readPlanRentText,
  type UiLanguage,
} from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { type Sentence, say } from '../../text/sentence.ts';
import type { AuditService } from '../audit/index.ts';
import { PLAN_GROUPS } from '../numbers/numbers.catalog.ts';
import { planName } from '../numbers/numbers.plan-texts.ts';
import { allBrandPlans, type BrandPlan, type PlanCatalogService } from '../numbers/plan-catalog.ts';
import { plansOfBrand, setDiscount, setPlan } from './plans.repo.ts';

/** What the console's plan list needs. */
export interface ConsolePlanDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  /** Told after each committed edit, so every node rents and renews by the new price. */
  plans: Pick<PlanCatalogService, 'announceChange'>;
}

/** A whole number of units as people read it ("10000"), for the sentence naming the limit. */
const MAX_TEXT = String(PLAN_RENT_MAX / MONEY_SCALE);

function refuse(detail: string, sentence: Sentence): never {
  throw new AppError(Retcode.INVALID_PARAMETER, detail, { say: sentence });
}

/** Reads the price the operator typed, or refuses it with a sentence. */
function planRentOf(text: string): number {
  const reading = readPlanRentText(text);
  const value = text.trim();
  if ('amount' in reading) {
    if (reading.amount === 0) refuse('planRent: must be more than zero', say('planRentZero'));
    return reading.amount;
  }
  const sentences: Record<typeof reading.refused, Sentence> = {
    malformed: say('planRentMalformed', { value }),
    negative: say('planRentNegative'),
    tooLarge: say('planRentTooLarge', { value, max: MAX_TEXT }),
    tooPrecise: say('planRentTooPrecise'),
  };
  return refuse(`planRent: ${reading.refused} amount`, sentences[reading.refused]);
}

/** Percent a period saves against paying its months monthly; 0 for the monthly plan itself. */
function discountOf(plan: Pick<BrandPlan, 'months' | 'planRent'>, monthlyRent: number | undefined): number {
  if (plan.months <= 1 || monthlyRent === undefined || monthlyRent <= 0) return 0;
  return Math.max(0, Math.round(100 - (plan.planRent * 100) / (monthlyRent * plan.months)));
}

/** The order the console lists plans in: brand, flow code, group as the picker shows them, months. */
function sortKey(plan: BrandPlan): [string, number, number, number] {
  const code = (PLAN_CODES as readonly string[]).indexOf(plan.code);
  return [plan.brand, code, (PLAN_GROUPS as readonly string[]).indexOf(plan.group), plan.months];
}

function byListOrder(a: BrandPlan, b: BrandPlan): number {
  const [ka, kb] = [sortKey(a), sortKey(b)];
  if (ka[0] !== kb[0]) return ka[0] < kb[0] ? -1 : 1;
  return ka[1] - kb[1] || ka[2] - kb[2] || ka[3] - kb[3];
}

function listed(plan: BrandPlan, language: UiLanguage): CataloguePlan {
  return {
    brand: plan.brand as BrandId,
    planId: plan.planId,
    code: plan.code,
    group: plan.group,
    groupName: planName(plan, language),
    months: plan.months,
    planRent: plan.planRent,
    monthRent: plan.monthRent,
    discount: plan.discount,
    extra: plan.extra,
    onSale: plan.onSale,
    updatedAt: plan.updatedAt,
  };
}

/** The console's number plans: every brand's plans with their prices, and editing one. */
export class ConsolePlanService {
  constructor(private readonly deps: ConsolePlanDeps) {}

  /** The plans of a brand and flow code (absent: all), as stored now, on sale or not. */
  async list(
    query: ConsoleCallQuery<'consolePlans'>,
    language: UiLanguage,
  ): Promise<ConsoleCallData<'consolePlans'>> {
    const plans = await allBrandPlans(this.deps.db, query.brand);
    const matching = plans.filter((plan) => query.code === undefined || plan.code === query.code);
    return { plans: matching.sort(byListOrder).map((plan) => listed(plan, language)) };
  }

  /**
   * Sets the price of one billing period of a brand's plan (typed as money is written, "4.99") and
   * whether it is on sale, with the audit entry in the same transaction; the discounts the group's
   * plans show follow the new price. Then every node forgets the plans it priced by.
   */
  async update(
    operatorId: string,
    body: ConsoleCallBody<'consolePlanUpdate'>,
    language: UiLanguage,
  ): Promise<ConsoleCallData<'consolePlanUpdate'>> {
    const planRent = planRentOf(body.planRent);
    const now = Date.now();
    const plan = await inTransaction(this.deps.db, async (trx) => {
      const catalog = await plansOfBrand(trx, body.brand);
      const before = catalog.plan(body.brand, body.planId);
      if (before === undefined)
        return refuse(`planId: ${body.planId} is not a plan of ${body.brand}`, say('planUnknown'));
      const group = catalog.plans.filter(
        (other) => other.code === before.code && other.group === before.group,
      );
      const monthly = before.months === 1 ? planRent : group.find((other) => other.months === 1)?.planRent;
      const after: BrandPlan = {
        ...before,
        planRent,
        monthRent: Math.round(planRent / before.months),
        onSale: body.onSale,
        discount: discountOf({ months: before.months, planRent }, monthly),
        updatedAt: now,
      };
      await setPlan(trx, after, now);
      // A new monthly price changes what every longer period of the group saves against it.
      if (before.months === 1)
        for (const other of group) {
          const discount = discountOf(other, planRent);
          if (other.months !== 1 && discount !== other.discount) await setDiscount(trx, other, discount);
        }
      await this.deps.audit.record(trx, {
        operatorId,
        action: 'plan.update',
        targetType: 'plan',
        targetId: `${body.brand}:${body.planId}`,
        before: { brand: body.brand, planId: body.planId, planRent: before.planRent, onSale: before.onSale },
        after: { brand: body.brand, planId: body.planId, planRent, onSale: body.onSale },
        reason: body.reason,
      });
      return after;
    });
    this.deps.plans.announceChange();
    return { plan: listed(plan, language) };
  }
}
