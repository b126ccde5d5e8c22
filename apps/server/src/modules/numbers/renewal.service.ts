import {
  type BrandId,
  formatLineNumber,
  fullNumber,
  type RenewData,
  Retcode,
  SubscriptionType,
  type UiLanguage,
} from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { money, say } from '../../text/sentence.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { planName } from './numbers.plan-texts.ts';
import { numberTexts } from './numbers.texts.ts';
import type { PlanCatalogService } from './plan-catalog.ts';
import { chargeRenewal, renewalPlan } from './renewal.ts';
import { liveSubscription, ownSubscription } from './subscriptions.repo.ts';

/** "Pay now": the overdue renewal of a number in its grace days, paid at once by its owner. */
export class RenewalService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly plans: PlanCatalogService,
  ) {}

  /**
   * Charges the period the failed renewal owed and advances the subscription, in one transaction
   * (the charge and its effect commit together or not at all); 400001 with the amount when the
   * balance is short, a sentence when nothing is due.
   */
  async payNow(
    accountId: string,
    brand: BrandId,
    number: { telCode: string; phone: string },
    language: UiLanguage,
  ): Promise<RenewData> {
    const full = fullNumber(number.telCode, number.phone);
    const sub = await liveSubscription(this.db, accountId, full);
    if (sub === undefined)
      throw new AppError(Retcode.NOT_FOUND, `phone: +${full} is not one of your subscribed numbers`, {
        say: say('numberNotYours', { number: formatLineNumber(full) }),
      });
    if (sub.status !== 'grace')
      throw new AppError(Retcode.INVALID_PARAMETER, `phone: +${full} has no overdue renewal`, {
        say: say('renewalNotDue', { number: formatLineNumber(full) }),
      });
    const catalog = await this.plans.catalog();
    const chosen = renewalPlan(catalog, brand, sub);
    const paid = await chargeRenewal(this.ledger, chosen, sub, Date.now(), SubscriptionType.renewalPaid);
    if (paid === false) {
      const amount = chosen?.plan.planRent ?? 0;
      throw new AppError(Retcode.INSUFFICIENT_BALANCE, `balance: ${amount} needed to renew +${full}`, {
        say: say('balanceNeeded', { amount: money(amount, brand) }),
      });
    }
    // 'skipped': the renewal job (or another tab) paid the same period a moment earlier.
    const after = await ownSubscription(this.db, accountId, sub.id);
    if (after === undefined || after.status !== 'active')
      throw new AppError(Retcode.NOT_FOUND, `phone: +${full} is no longer subscribed`, {
        say: say('numberChanged'),
      });
    const next = Number(after.next_payment_at);
    const plan = catalog.plan(brand, after.plan_id);
    return {
      hint: numberTexts.renewed(full, plan === undefined ? '' : planName(plan, language), next, language),
      paymentDate: new Date(next).toISOString(),
    };
  }
}
