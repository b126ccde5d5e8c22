import {
  type BrandId,
  type MonthRange,
  type SubscriptionListData,
  type SubscriptionRecord,
  SubscriptionType,
  type UiLanguage,
} from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { planName } from '../numbers/numbers.plan-texts.ts';
import type { PlanCatalog } from '../numbers/plan-catalog.ts';
import { restorableSubscriptions } from '../numbers/subscriptions.repo.ts';
import { restorePlan } from '../numbers/subscriptions.service.ts';
import { parseSubscriptionReference, type SubscriptionRef } from './ledger-kinds.ts';
import {
  type SubscriptionEntry,
  subscriptionPage,
  subscriptionsOfNumbers,
} from './subscription-history.repo.ts';

/** A purchase's subscription row is written in the same transaction, a moment before or after its charge. */
const SAME_CHARGE_SLACK_MS = 60_000;

/** Purchases written before type 1 existed carried the re-subscribable type; they are purchases. */
const LEGACY_PURCHASE_TYPE = SubscriptionType.restorable;

/** The newest subscription of the number opened by the charge at `at` (references written without the id). */
function subscriptionAt(
  known: readonly { id: string; fullNumber: string; createdAt: number }[],
  number: string | undefined,
  at: number,
): string | undefined {
  const ofNumber = known.filter((row) => row.fullNumber === number);
  return (ofNumber.filter((row) => row.createdAt <= at + SAME_CHARGE_SLACK_MS).at(-1) ?? ofNumber[0])?.id;
}

/** What a row says of its plan: the name and the months of its billing cycle. */
function planFields(catalog: PlanCatalog, brand: BrandId, planId: string, language: UiLanguage) {
  const plan = catalog.plan(brand, planId);
  return { planName: plan ? planName(plan, language) : '', planRentPeriod: plan?.months ?? 0 };
}

/**
 * One page of a month of the subscription history: charges (purchases and restores, renewals, plan
 * changes) and releases (unsubscribes and lapses). A release is re-subscribable (type 100, with
 * the price a restore charges and the end of its quarantine) only while restoring it is possible:
 * it is the subscription's latest release, the number still rests in quarantine and nobody
 * subscribed it since; otherwise it is a plain release (type 6). Always the caller's own rows.
 */
export async function subscriptionHistory(
  db: Db,
  catalog: PlanCatalog,
  accountId: string,
  brand: BrandId,
  page: { month: MonthRange; offset: number; limit: number },
  language: UiLanguage,
): Promise<SubscriptionListData> {
  const { totalRows, rows } = await subscriptionPage(db, accountId, page.month, page.offset, page.limit);
  const refs = rows.map((entry) => parseSubscriptionReference(entry.reference));
  const unnamed = refs.filter((ref) => ref !== undefined && ref.subscriptionId === undefined);
  const known = await subscriptionsOfNumbers(db, accountId, [
    ...new Set(unnamed.map((ref) => (ref as SubscriptionRef).number)),
  ]);
  const released = refs.flatMap((ref) =>
    ref?.type === SubscriptionType.released && ref.subscriptionId ? [ref.subscriptionId] : [],
  );
  const restorable = await restorableSubscriptions(db, accountId, released, Date.now());
  // Only one row per subscription offers the way back, should two releases share a millisecond.
  const offered = new Set<string>();

  const toRecord = (entry: SubscriptionEntry, ref: SubscriptionRef | undefined): SubscriptionRecord => {
    // Re-subscribing names the subscription the row paid for.
    const historyId = ref?.subscriptionId ?? subscriptionAt(known, ref?.number, entry.createdAt) ?? entry.id;
    const base = {
      _id: entry.id,
      number: ref?.number ?? '',
      type: ref?.type === LEGACY_PURCHASE_TYPE ? SubscriptionType.subscribed : (ref?.type ?? 0),
      date: entry.createdAt,
      charge: entry.amount,
      planId: ref?.planId ?? '',
      historyId,
      resDate: ref?.resDate ?? entry.createdAt,
      ...planFields(catalog, brand, ref?.planId ?? '', language),
      restorePrice: 0,
      restorableUntil: 0,
    };
    const open = ref?.type === SubscriptionType.released ? restorable.get(historyId) : undefined;
    // An earlier release of a subscription restored since is history, not a way back.
    if (open === undefined || Number(open.sub.released_at) !== ref?.resDate || offered.has(historyId))
      return base;
    const plan = restorePlan(catalog, open.sub, brand);
    if (plan === undefined) return base;
    offered.add(historyId);
    return {
      ...base,
      type: SubscriptionType.restorable,
      planId: plan.planId,
      ...planFields(catalog, brand, plan.planId, language),
      restorePrice: plan.planRent,
      restorableUntil: open.until,
    };
  };
  return { totalRows, list: rows.map((entry, index) => toRecord(entry, refs[index])) };
}
