import type { RenewalFailedPayload } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { pushAlert } from '../lib/alerts.ts';
import { queryKeys } from '../lib/api/keys.ts';
import { formatTotal } from '../lib/money.ts';
import { useRuntime } from '../lib/runtime.ts';

// Kept free of the numbers screens (and of phone formatting): the shell applies account events
// from its first script, so what it imports here must stay small. The texts are the numbers area's.

/** The notice of a failed renewal or a lapse, in the interface language, with the amount and the date. */
export function renewalNoticeText({ number, stage, amount, until }: RenewalFailedPayload): string {
  const { brand, language } = useRuntime.getState();
  return i18next.t(stage === 'grace' ? 'renewal.failed' : 'renewal.lapsed', {
    ns: 'numbers',
    number: `+${number}`,
    amount: formatTotal(amount, brand, language),
    // The UTC day, as every date of the numbers area.
    date: new Date(until).toISOString().slice(0, 10),
  });
}

/**
 * A renewal failed or a number lapsed: the numbers list (its warning and Pay now, or the number
 * gone) and the subscription history load again, and whatever page is open shows the notice.
 */
export function applyRenewalFailed(client: QueryClient, payload: RenewalFailedPayload): void {
  for (const queryKey of [queryKeys.virtualPhones, queryKeys.numberPlans, queryKeys.history('subscription')])
    void client.invalidateQueries({ queryKey });
  pushAlert({ text: renewalNoticeText(payload) });
}
