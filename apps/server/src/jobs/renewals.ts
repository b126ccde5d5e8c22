import { GRACE_DAYS, SocketEvent, SubscriptionType } from '@switchboard/protocol';
import type { Db } from '../db/types.ts';
import type { LedgerService } from '../modules/ledger/ledger.service.ts';
import { type PlanCatalog, PlanCatalogService } from '../modules/numbers/plan-catalog.ts';
import { announce, chargeRenewal, type DueRow, renewalPlan } from '../modules/numbers/renewal.ts';
import {
  brandsOfAccounts,
  type DueCursor,
  dueSubscriptions,
  enterGrace,
  expireReleasedSubscriptions,
  lapseSubscription,
} from '../modules/numbers/renewals.repo.ts';
import { insertReleaseEvent, unassignNumber } from '../modules/numbers/subscriptions.repo.ts';
import { QUARANTINE_MS } from '../modules/numbers/subscriptions.service.ts';
import type { HeldEvents } from '../realtime/account-events.ts';

/** How long a number keeps working after a renewal could not be paid, before it lapses. */
export const GRACE_MS = GRACE_DAYS * 86_400_000;
/** The subscription-history type of an automatic renewal (spec: 7 number renewal). */
export const RENEWAL_TYPE = SubscriptionType.autoRenewal;

const BATCH = 100;

/**
 * What the job needs: the database and the ledger it charges through; its transactions are the
 * ledger's, so the owner's sockets hear of each change (and the balance) once it committed.
 */
export interface RenewalDeps {
  db: Db;
  ledger: LedgerService;
  /** The node's plan catalogue; without it (tools, tests) the plans are read from the table. */
  plans?: PlanCatalogService;
}

/** What one run did, for the log and the tests. */
export interface RenewalRun {
  renewed: number;
  graced: number;
  lapsed: number;
  expired: number;
}

/** Tells the owner, after commit, that a renewal failed (grace) or the number lapsed, and until when. */
function tellRenewalFailed(
  events: HeldEvents,
  row: DueRow,
  amount: number,
  stage: 'grace' | 'lapsed',
  until: number,
): void {
  events.emit(row.account_id, SocketEvent.renewalFailed, { number: row.full_number, stage, amount, until });
}

/** Unpaid: an active subscription enters grace; one whose grace has ended lapses. */
async function unpaid(
  ledger: LedgerService,
  row: DueRow,
  amount: number,
  now: number,
): Promise<'graced' | 'lapsed' | undefined> {
  const graceUntil = row.grace_until ?? row.next_payment_at + GRACE_MS;
  if (now < graceUntil) {
    if (row.status !== 'active') return undefined;
    return ledger.transaction(async (trx, events) => {
      if (!(await enterGrace(trx, row.id, row.next_payment_at, graceUntil, now))) return undefined;
      announce(events, row, 'grace');
      tellRenewalFailed(events, row, amount, 'grace', graceUntil);
      return 'graced' as const;
    });
  }
  return ledger.transaction(async (trx, events) => {
    if (!(await lapseSubscription(trx, row, graceUntil, now))) return undefined;
    // The number leaves the account and rests in quarantine before anyone else may rent it; the
    // history keeps a row of the lapse, from which the owner can restore it until then.
    const quarantineUntil = now + QUARANTINE_MS;
    await unassignNumber(trx, row.number_id, row.account_id, quarantineUntil);
    await insertReleaseEvent(trx, row, 'lapsed', now);
    announce(events, row, 'released');
    tellRenewalFailed(events, row, amount, 'lapsed', quarantineUntil);
    return 'lapsed' as const;
  });
}

/**
 * Renews every due subscription (active or grace, next payment reached) in batches. Each charge
 * and its advance commit together and only if the row still shows the payment date read, so
 * several nodes running this at once charge each period once. With `only`, the run looks at that
 * one subscription (the simulator's clock, which moves one number's days).
 */
export async function runRenewals(
  deps: RenewalDeps,
  now: number = Date.now(),
  only?: string,
): Promise<RenewalRun> {
  const run: RenewalRun = { renewed: 0, graced: 0, lapsed: 0, expired: 0 };
  let after: DueCursor | undefined;
  const plans = deps.plans ?? new PlanCatalogService(deps.db);
  for (;;) {
    const rows = await dueSubscriptions(deps.db, now, after, BATCH, only);
    const brands = await brandsOfAccounts(
      deps.db,
      rows.map((row) => row.account_id),
    );
    const catalog: PlanCatalog = await plans.catalog();
    for (const row of rows) {
      // Each period is charged at its plan's price now (an operator's edit applies from the next one).
      const chosen = renewalPlan(catalog, brands.get(row.account_id) ?? '', row);
      const paid = await chargeRenewal(deps.ledger, chosen, row, now, RENEWAL_TYPE);
      if (paid === true) run.renewed += 1;
      if (paid !== false) continue;
      const outcome = await unpaid(deps.ledger, row, chosen?.plan.planRent ?? 0, now);
      if (outcome !== undefined) run[outcome] += 1;
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || last === undefined) break;
    after = { at: last.next_payment_at, id: last.id };
  }
  // Released subscriptions whose number's quarantine is over can no longer be restored.
  run.expired = await expireReleasedSubscriptions(deps.db, now, only);
  return run;
}

/** How many rows a run changed, as the scheduler counts handled work. */
export function renewalCount(run: RenewalRun): number {
  return run.renewed + run.graced + run.lapsed + run.expired;
}
