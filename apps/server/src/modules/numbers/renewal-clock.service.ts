import { Retcode, type SimulatorRenewalsData } from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { runRenewals } from '../../jobs/renewals.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PlanCatalogService } from './plan-catalog.ts';
import { shiftSubscriptionClock, subscriptionStatus } from './subscriptions.repo.ts';

const DAY_MS = 86_400_000;

/**
 * The simulator's renewal clock (outside production only): days pass for one number, then the
 * renewals run once, so a renewal, its grace days, a lapse and the end of the quarantine can be
 * seen without waiting. Only that number's dates move, and the run (the periodic job's) looks at
 * that number alone: another account's due renewal waits for its own clock or the job.
 */
export class RenewalClockService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly plans?: PlanCatalogService,
  ) {}

  /** Moves the number's newest subscription `days` into the past, runs the renewals, and tells its status. */
  async letDaysPass(number: string, days: number): Promise<SimulatorRenewalsData> {
    const id = await shiftSubscriptionClock(this.db, number, days * DAY_MS);
    if (id === undefined) throw new AppError(Retcode.NOT_FOUND, 'number: has never been subscribed');
    const run = await runRenewals({ db: this.db, ledger: this.ledger, plans: this.plans }, Date.now(), id);
    return { status: (await subscriptionStatus(this.db, id)) ?? '', ...run };
  }
}
