import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NumberType, Plan } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planListQuery } from '../../../lib/api/queries.ts';
import { useBrand } from '../../../lib/runtime.ts';
import { PlanPicker } from './PlanPicker.tsx';

/** Props of step 2. */
export interface PlanStepProps {
  code: string;
  type: NumberType;
  /** The chosen number as shown (+1 2125550100). */
  numberLabel: string;
  agreed: boolean;
  onAgreed(agreed: boolean): void;
  onBack(): void;
  /** Subscribe was pressed with the agreement ticked. */
  onSubscribe(plan: Plan): void;
  /** Subscribe was pressed with the agreement unticked. */
  onNeedAgreement(): void;
  busy: boolean;
}

/**
 * Step 2: plan group and billing cycle, the description, the terms/privacy agreement (unticked at
 * first) and Subscribe, which stays greyed and only reminds about the agreement until it is ticked.
 */
export function PlanStep(props: PlanStepProps) {
  const { code, type, numberLabel, agreed, onAgreed, onBack, onSubscribe, onNeedAgreement, busy } = props;
  const { t } = useTranslation('numbersFlow');
  const brand = useBrand();
  const plans = useQuery(planListQuery(code, type));
  const list = plans.data?.planList ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const plan = list.find((entry) => entry.planId === picked) ?? list[0];

  return (
    <Stack spacing={2} data-testid="new-number-step2">
      <Typography variant="h6">{t('steps.plan')}</Typography>
      <Typography color="text.secondary">{t('chosenNumber', { number: numberLabel })}</Typography>
      {plans.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {plans.isSuccess && list.length === 0 && <Alert severity="info">{t('noPlans')}</Alert>}
      {list.length > 0 && <PlanPicker plans={list} planId={plan?.planId ?? null} onPick={setPicked} />}
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(event) => onAgreed(event.target.checked)} />}
        label={
          <Typography variant="body2" component="span">
            {t('agreePrefix')}{' '}
            <Link href={brand.legal.terms} target="_blank" rel="noopener">
              {t('terms')}
            </Link>{' '}
            {t('and')}{' '}
            <Link href={brand.legal.privacy} target="_blank" rel="noopener">
              {t('privacy')}
            </Link>
          </Typography>
        }
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack}>{t('back')}</Button>
        <Button
          variant="contained"
          data-agreed={agreed}
          disabled={!plan || busy}
          // Looks disabled until the terms are agreed, yet answers with the reminder.
          aria-disabled={!agreed || undefined}
          sx={agreed ? undefined : { opacity: 0.5, filter: 'grayscale(1)' }}
          onClick={() => {
            if (!plan) return;
            if (agreed) onSubscribe(plan);
            else onNeedAgreement();
          }}
        >
          {t('subscribe')}
        </Button>
      </Stack>
    </Stack>
  );
}
