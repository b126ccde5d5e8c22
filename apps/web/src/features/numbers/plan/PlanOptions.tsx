import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Plan } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { useCycleName } from '../new/PlanPicker.tsx';

/** Props of the plan choice of the plan-change mode. */
export interface PlanOptionsProps {
  plans: readonly Plan[];
  planId: string | null;
  onPick(planId: string): void;
}

/** One radio per plan a number can change to (name, cycle, period price, monthly price, discount); none chosen at first. */
export function PlanOptions({ plans, planId, onPick }: PlanOptionsProps) {
  const { t } = useTranslation('numbersFlow');
  const brand = useBrand();
  const language = useUiLanguage();
  const cycleName = useCycleName();
  const money = (amount: number) => formatTotal(amount, brand, language);
  return (
    <RadioGroup
      aria-label={t('change.choose')}
      value={planId ?? ''}
      onChange={(event) => onPick(event.target.value)}
    >
      {plans.map((plan) => (
        <FormControlLabel
          key={plan.planId}
          value={plan.planId}
          control={<Radio />}
          label={
            <Typography component="span">
              {`${plan.planName} · ${cycleName(plan.planRentPeriod)} — `}
              {t('perPeriod', { amount: money(plan.planRent), cycle: cycleName(plan.planRentPeriod) })}
              {` (${t('perMonth', { amount: money(plan.monthRent) })})`}
              {plan.discount > 0 ? ` · ${t('save', { discount: plan.discount })}` : ''}
            </Typography>
          }
        />
      ))}
    </RadioGroup>
  );
}
