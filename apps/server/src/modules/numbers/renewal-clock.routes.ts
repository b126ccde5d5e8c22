import {
  envelopeSchema,
  Retcode,
  SIMULATOR_RENEWALS_PATH,
  type SimulatorRenewalsData,
  simulatorRenewalsDataSchema,
  simulatorRenewalsSchema,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { runRenewals } from '../../jobs/renewals.ts';
import { invalidInput } from '../../lib/zod-detail.ts';
import { ok } from '../../plugins/envelope.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { shiftSubscriptionClock, subscriptionStatus } from './subscriptions.repo.ts';

const DAY_MS = 86_400_000;

/**
 * The simulator's renewal clock (outside production only): lets days pass for one number, then runs
 * the renewals once, so a test or a person sees a renewal, its grace days, a lapse and the end of
 * the quarantine without waiting. Only that number's dates move; the run is the periodic job's.
 */
export async function renewalClockRoutes(app: FastifyInstance, { ledger }: { ledger: LedgerService }) {
  app.post(
    SIMULATOR_RENEWALS_PATH,
    { schema: { response: { 200: envelopeSchema(simulatorRenewalsDataSchema) } } },
    async (request) => {
      const parsed = simulatorRenewalsSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw invalidInput(parsed.error, request.body ?? {});
      const { number, days } = parsed.data;
      const id = await shiftSubscriptionClock(app.db, number, days * DAY_MS);
      if (id === undefined) throw new AppError(Retcode.NOT_FOUND, 'number: has never been subscribed');
      const run = await runRenewals({ db: app.db, ledger });
      const data: SimulatorRenewalsData = { status: (await subscriptionStatus(app.db, id)) ?? '', ...run };
      return ok(request, data);
    },
  );
}
