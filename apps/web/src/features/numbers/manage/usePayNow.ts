import type { VirtualPhone } from '@switchboard/protocol';
import { Retcode } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pushAlert, showNoCredit } from '../../../lib/alerts.ts';
import { isRetcode } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/api/queries.ts';
import { renewVirtualPhone } from '../api.ts';

/**
 * "Pay now" for a number in its grace days: the server charges the overdue renewal at once; its
 * hint is shown and the lists that show the number load again. 400001 is a silent code, so the
 * insufficient-balance dialog (with the server's sentence) opens here: never a press that does
 * nothing. Other refusals are alerted by the API client.
 */
export function usePayNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (number: VirtualPhone) => renewVirtualPhone(number),
    onSuccess: (answer) => {
      pushAlert({ text: answer.hint });
      for (const queryKey of [
        queryKeys.virtualPhones,
        queryKeys.numberPlans,
        queryKeys.history('subscription'),
      ])
        void client.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (isRetcode(error, Retcode.INSUFFICIENT_BALANCE)) showNoCredit(error.retmsg);
    },
  });
}
