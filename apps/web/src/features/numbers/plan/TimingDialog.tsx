import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeOption } from '@switchboard/protocol';
import { CHANGE_TIMING } from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';

/** Props of the timing question. */
export interface TimingDialogProps {
  options: readonly ChangeOption[];
  busy: boolean;
  onCancel(): void;
  onConfirm(option: ChangeOption): void;
}

/**
 * Asks when a plan change takes effect (immediately or at the next billing cycle) and shows, for the
 * chosen timing, what is charged now, the plan and the server's rule text. Mounted only while open.
 */
export function TimingDialog({ options, busy, onCancel, onConfirm }: TimingDialogProps) {
  const { t } = useTranslation('numbersFlow');
  const brand = useBrand();
  const language = useUiLanguage();
  const [type, setType] = useState<number>(options[0]?.type ?? CHANGE_TIMING.now);
  const option = options.find((entry) => entry.type === type) ?? options[0];

  return (
    <Dialog open onClose={onCancel} aria-labelledby="plan-timing-title" maxWidth="xs" fullWidth>
      <DialogTitle id="plan-timing-title">{t('change.timingTitle')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby="plan-timing-title"
          value={String(type)}
          onChange={(event) => setType(Number(event.target.value))}
        >
          {options.map((entry) => (
            <FormControlLabel
              key={entry.type}
              value={String(entry.type)}
              control={<Radio />}
              label={entry.type === CHANGE_TIMING.now ? t('change.now') : t('change.nextCycle')}
            />
          ))}
        </RadioGroup>
        {option && (
          <Stack spacing={0.5} sx={{ mt: 1 }} data-testid="plan-timing-details">
            {option.tip && <Typography variant="body2">{option.tip}</Typography>}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('change.amount', { amount: formatTotal(option.payAmount, brand, language) })}
            </Typography>
            <Typography variant="body2">{t('change.planName', { plan: option.planName })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {option.rule}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('change.cancel')}</Button>
        <Button variant="contained" disabled={!option || busy} onClick={() => option && onConfirm(option)}>
          {t('change.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
