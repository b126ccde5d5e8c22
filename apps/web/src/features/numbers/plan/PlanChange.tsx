import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeOption, formatFullNumber, Retcode } from '@switchboard/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNoCredit } from '../../../lib/alerts.ts';
import { callApi } from '../../../lib/api/client.ts';
import { isRetcode } from '../../../lib/api/errors.ts';
import { numberPlanQuery, queryKeys } from '../../../lib/api/queries.ts';
import { PlanPicker, useCycleName } from '../new/PlanPicker.tsx';
import { type ChangeResult, ChangeSuccessDialog } from './SuccessDialog.tsx';
import { TimingDialog } from './TimingDialog.tsx';

/** Props of the plan-change mode rendered by the numbers panel. */
export interface PlanChangeProps {
  /** The number, full digits (calling code and national number). */
  virtualNumber: string;
  /** Back to number management. */
  onBack(): void;
}

/**
 * Plan-change mode for one number: the current and pending plan badges, the plans it can change to,
 * Next (asks the server for the timings on offer), the timing dialog, then the success dialog whose
 * Done refreshes the balance, this plan list and the number list.
 */
export function PlanChange({ virtualNumber, onBack }: PlanChangeProps) {
  const { t } = useTranslation('numbersFlow');
  const cycleName = useCycleName();
  const queryClient = useQueryClient();
  const plans = useQuery(numberPlanQuery(virtualNumber));
  const [picked, setPicked] = useState<string | null>(null);
  const [options, setOptions] = useState<ChangeOption[] | null>(null);
  const [noOptions, setNoOptions] = useState(false);
  const [result, setResult] = useState<ChangeResult | null>(null);

  const data = plans.data;
  const selected = data?.planList.find((entry) => entry.planId === picked);

  const prepare = useMutation({
    mutationFn: (planId: string) => callApi('preChangePlan', { query: { virtualNumber, planId } }),
    onSuccess: (answer) => {
      setNoOptions(answer.options.length === 0);
      setOptions(answer.options.length > 0 ? answer.options : null);
    },
  });
  const apply = useMutation({
    // type 1 applies the change now, type 2 at the next cycle.
    mutationFn: (option: ChangeOption) =>
      callApi('changePlan', { query: { virtualNumber, planId: option.planId, type: option.type } }),
    onSuccess: (answer) => {
      setOptions(null);
      setResult(answer);
    },
    onError: (error) => {
      setOptions(null);
      // 400001 is silent in the catalogue: without this the dialog would close on nothing.
      if (isRetcode(error, Retcode.INSUFFICIENT_BALANCE)) showNoCredit(error.retmsg);
    },
  });

  const done = () => {
    setResult(null);
    setPicked(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
    void queryClient.invalidateQueries({ queryKey: queryKeys.numberPlan(virtualNumber) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.virtualPhones });
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="plan-change">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={t('change.back')} onClick={onBack}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h6">{t('change.title', { number: formatFullNumber(virtualNumber) })}</Typography>
      </Stack>
      {plans.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip
              color="primary"
              data-testid="plan-current"
              label={`${t('change.current')}: ${data.currentPlan.planName} · ${cycleName(data.currentPlan.planRentPeriod)}`}
            />
            {data.pendingPlan && (
              <Chip
                color="warning"
                data-testid="plan-pending"
                label={`${t('change.pending')}: ${t('change.pendingFrom', {
                  plan: `${data.pendingPlan.plan.planName} · ${cycleName(data.pendingPlan.plan.planRentPeriod)}`,
                  date: data.pendingPlan.effectiveDate.slice(0, 10),
                })}`}
              />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('change.nextPayment', { date: data.nextPaymentDate.slice(0, 10) })}
          </Typography>
        </Paper>
      )}
      {data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1">{t('change.choose')}</Typography>
          {data.planList.length === 0 ? (
            <Alert severity="info">{t('change.empty')}</Alert>
          ) : (
            // The same plan group and billing cycle picker as the new-number flow; nothing chosen at first.
            <PlanPicker
              plans={data.planList}
              planId={picked}
              onPick={(planId) => {
                setPicked(planId);
                setNoOptions(false);
              }}
            />
          )}
        </Paper>
      )}
      {noOptions && <Alert severity="warning">{t('change.noOptions')}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={!selected || prepare.isPending}
          onClick={() => selected && prepare.mutate(selected.planId)}
        >
          {t('change.next')}
        </Button>
      </Stack>
      {options && (
        <TimingDialog
          options={options}
          busy={apply.isPending}
          onCancel={() => setOptions(null)}
          onConfirm={(option) => apply.mutate(option)}
        />
      )}
      <ChangeSuccessDialog result={result} onDone={done} />
    </Stack>
  );
}
