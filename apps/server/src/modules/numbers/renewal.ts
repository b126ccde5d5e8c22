import { addMonths, type NumberChange, SocketEvent } from '@switchboard/protocol';
import type { HeldEvents } from '../../realtime/account-events.ts';
import { LedgerKind, subscriptionReference } from '../history/ledger-kinds.ts';
import {
  DuplicateLedgerEntryError,
  type LedgerEffect,
  type LedgerService,
} from '../ledger/ledger.service.ts';
import type { BrandPlan, PlanCatalog } from './plan-catalog.ts';
import { advanceSubscription, type DueRow } from './renewals.repo.ts';

export type { DueRow } from './renewals.repo.ts';

/** A conditional update found the row already moved on: another run or request handled it first. */
class AlreadyHandled extends Error {}

/** Tells the owner, after commit, what happened to the number of a subscription. */
export function announce(
  events: HeldEvents,
  row: Pick<DueRow, 'account_id' | 'full_number'>,
  change: NumberChange,
) {
  events.emit(row.account_id, SocketEvent.numbersChanged, { change, number: row.full_number, kind: 'phone' });
}

/** What a renewal needs of a subscription's row. */
type RenewedRow = Pick<DueRow, 'plan_id' | 'pending_plan_id' | 'pending_effective_at' | 'next_payment_at'>;

/**
 * The plan the period starting at next_payment_at is charged at, at its price in the brand's
 * catalogue now (on sale or not): a pending change that takes effect by then, else the current plan;
 * undefined when that plan is not in the brand's catalogue.
 */
export function renewalPlan(
  catalog: PlanCatalog,
  brand: string,
  row: RenewedRow,
): { plan: BrandPlan; pendingApplies: boolean } | undefined {
  const pendingApplies =
    row.pending_plan_id !== null &&
    row.pending_effective_at !== null &&
    Number(row.pending_effective_at) <= Number(row.next_payment_at);
  const plan = catalog.plan(brand, pendingApplies ? (row.pending_plan_id as string) : row.plan_id);
  return plan === undefined ? undefined : { plan, pendingApplies };
}

/**
 * Charges the period starting at next_payment_at and advances the subscription one cycle (back to
 * active) in one transaction, only if the row still shows that payment date: of two runs, or a run
 * and a "Pay now", one charges and the other is 'skipped'. False when the balance does not cover it.
 * `type` is the subscription-history type of the charge (an automatic renewal or one paid now).
 */
export async function chargeRenewal(
  ledger: LedgerService,
  chosen: ReturnType<typeof renewalPlan>,
  row: DueRow,
  now: number,
  type: number,
): Promise<boolean | 'skipped'> {
  const periodStart = Number(row.next_payment_at);
  if (chosen === undefined) return 'skipped';
  const { plan, pendingApplies } = chosen;
  const advance: LedgerEffect = async (trx, events) => {
    const advanced = await advanceSubscription(trx, row.id, {
      periodStart,
      nextPaymentAt: addMonths(periodStart, plan.months),
      planId: plan.planId,
      pendingApplied: pendingApplies,
      now,
    });
    if (!advanced) throw new AlreadyHandled();
    announce(events, row, 'renewed');
  };
  try {
    if (plan.planRent <= 0) {
      await ledger.transaction(advance);
      return true;
    }
    const reference = subscriptionReference({
      number: row.full_number,
      countryCode: row.tel_code,
      type,
      planId: plan.planId,
      resDate: periodStart,
      subscriptionId: row.id,
    });
    return await ledger.debit(row.account_id, plan.planRent, LedgerKind.numberRenewal, reference, advance);
  } catch (error) {
    // The period was renewed first elsewhere; that charge is the only one.
    if (error instanceof AlreadyHandled || error instanceof DuplicateLedgerEntryError) return 'skipped';
    throw error;
  }
}
