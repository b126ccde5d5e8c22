import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Plan } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { groupPlans } from './selection.ts';

/** The translated billing-cycle name of a period in months (Monthly, Quarterly...). */
export function useCycleName() {
  const { t } = useTranslation('numbersFlow');
  return (months: number) =>
    t(`cycle.${String(months) as '1' | '3' | '6' | '12'}`, { defaultValue: String(months) });
}

/** Props of the plan picker. */
export interface PlanPickerProps {
  plans: readonly Plan[];
  planId: string | null;
  onPick(planId: string): void;
}

/**
 * The plan-group radios (one per plan name) and, below, the billing-cycle variants of the chosen
 * group with their period price, monthly price and discount, then the plan's description blocks.
 */
export function PlanPicker({ plans, planId, onPick }: PlanPickerProps) {
  const { t } = useTranslation('numbersFlow');
  const brand = useBrand();
  const language = useUiLanguage();
  const cycleName = useCycleName();
  const money = (amount: number) => formatTotal(amount, brand, language);
  const groups = groupPlans(plans);
  const plan = plans.find((entry) => entry.planId === planId);
  const group = groups.find((entry) => entry.group === plan?.group);

  return (
    <Stack spacing={2}>
      <Box>
        <FormLabel id="plan-group-label">{t('planGroup')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="plan-group-label"
          value={group?.group ?? ''}
          onChange={(event) => {
            const next = groups.find((entry) => entry.group === event.target.value);
            if (next?.variants[0]) onPick(next.variants[0].planId);
          }}
        >
          {groups.map((entry) => (
            <FormControlLabel key={entry.group} value={entry.group} control={<Radio />} label={entry.name} />
          ))}
        </RadioGroup>
      </Box>
      {group && (
        <Box>
          <FormLabel id="plan-cycle-label">{t('billingCycle')}</FormLabel>
          <RadioGroup
            aria-labelledby="plan-cycle-label"
            value={planId ?? ''}
            onChange={(event) => onPick(event.target.value)}
          >
            {group.variants.map((variant) => (
              <FormControlLabel
                key={variant.planId}
                value={variant.planId}
                control={<Radio />}
                label={
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center' }}
                    data-testid={`plan-variant-${variant.planId}`}
                  >
                    <Typography component="span">{cycleName(variant.planRentPeriod)}</Typography>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {t('perPeriod', {
                        amount: money(variant.planRent),
                        cycle: cycleName(variant.planRentPeriod),
                      })}
                    </Typography>
                    <Typography component="span" color="text.secondary" variant="body2">
                      {t('perMonth', { amount: money(variant.monthRent) })}
                    </Typography>
                    {variant.discount > 0 && (
                      <Chip size="small" color="success" label={t('save', { discount: variant.discount })} />
                    )}
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
        </Box>
      )}
      {plan && <PlanDescription plan={plan} />}
    </Stack>
  );
}

/** The description blocks and tip of a plan. */
export function PlanDescription({ plan }: { plan: Plan }) {
  return (
    <Stack spacing={1} data-testid="plan-description">
      {plan.tip && (
        <Typography variant="body2" color="text.secondary">
          {plan.tip}
        </Typography>
      )}
      {plan.planDescList.map((block) => (
        <Box key={block.title}>
          <Typography variant="subtitle2">{block.title}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {block.items.map((item) => (
              <Typography component="li" variant="body2" key={item}>
                {item}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
