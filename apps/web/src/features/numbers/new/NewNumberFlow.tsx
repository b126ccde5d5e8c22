import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { formatPhone, type Plan, Retcode } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client.ts';
import { isRetcode } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/api/queries.ts';
import { formatTotal } from '../../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { AgreementReminder, ConfirmSubscribe, NoCreditDialog, SubscribeResult } from './dialogs.tsx';
import { NumberStep } from './NumberStep.tsx';
import { useCycleName } from './PlanPicker.tsx';
import { PlanStep } from './PlanStep.tsx';
import { EMPTY_PICKS, type Picks } from './picks.ts';
import { SidePanel } from './SidePanel.tsx';

/** Props of the new-number flow rendered by the numbers panel. */
export interface NewNumberFlowProps {
  /** A number was rented and the result dialog closed: reload the list and show management. */
  onDone(): void;
  /** The user left the flow without renting. */
  onCancel(): void;
}

/**
 * Renting a new virtual number in two steps (number, then plan and agreement), with the side panel,
 * the confirmation and the result dialog. A taken number (NUMBER_UNAVAILABLE, alerted globally)
 * sends the user back to step 1 with a reloaded list; no credit opens the insufficient-balance dialog.
 */
export function NewNumberFlow({ onDone, onCancel }: NewNumberFlowProps) {
  const { t } = useTranslation('numbersFlow');
  const brand = useBrand();
  const language = useUiLanguage();
  const cycleName = useCycleName();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [picks, setPicks] = useState<Picks>(EMPTY_PICKS);
  const [agreed, setAgreed] = useState(false);
  const [reminder, setReminder] = useState(false);
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [noCredit, setNoCredit] = useState<string | null>(null);

  const number = picks.number;
  const numberLabel = number ? formatPhone(number.telCode, number.phone) : '';

  const subscribe = useMutation({
    mutationFn: (plan: Plan) => {
      if (!number || !picks.type) throw new Error('no number picked');
      // The first period is charged now; the answer carries the hint to show.
      const body = {
        planId: plan.planId,
        telCode: number.telCode,
        phone: number.phone,
        code: picks.code,
        type: picks.type,
      };
      return callApi('subVirtualPhone', { body });
    },
    onSuccess: (data) => {
      setConfirming(null);
      setHint(data.hint);
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
    },
    onError: (error) => {
      setConfirming(null);
      if (isRetcode(error, Retcode.INSUFFICIENT_BALANCE)) setNoCredit(error.retmsg);
      else if (isRetcode(error, Retcode.NUMBER_UNAVAILABLE)) {
        setPicks({ ...picks, number: null });
        setStep(1);
        void queryClient.invalidateQueries({
          queryKey: queryKeys.numberSearch(picks.code, picks.type ?? '', picks.areaCode),
        });
      }
    },
  });

  const confirmText = confirming
    ? t('confirm.text', {
        number: numberLabel,
        plan: confirming.planName,
        cycle: cycleName(confirming.planRentPeriod),
        amount: formatTotal(confirming.planRent, brand, language),
      })
    : '';

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }} data-testid="new-number-flow">
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
        {step === 1 || !number || !picks.type ? (
          <NumberStep
            picks={picks}
            onPicks={setPicks}
            onCancel={onCancel}
            onNext={(next) => {
              setPicks(next);
              setStep(2);
            }}
          />
        ) : (
          <PlanStep
            code={picks.code}
            type={picks.type}
            numberLabel={numberLabel}
            agreed={agreed}
            onAgreed={setAgreed}
            onBack={() => setStep(1)}
            onSubscribe={setConfirming}
            onNeedAgreement={() => setReminder(true)}
            busy={subscribe.isPending}
          />
        )}
      </Paper>
      <SidePanel />
      <AgreementReminder open={reminder} onClose={() => setReminder(false)} />
      <ConfirmSubscribe
        open={confirming !== null}
        text={confirmText}
        busy={subscribe.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && subscribe.mutate(confirming)}
      />
      <SubscribeResult
        hint={hint}
        onClose={() => {
          setHint(null);
          onDone();
        }}
      />
      <NoCreditDialog message={noCredit} onClose={() => setNoCredit(null)} />
    </Stack>
  );
}
