import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UiMethod } from './rules.ts';

/** Props of {@link MethodList}. */
export interface MethodListProps {
  methods: readonly UiMethod[];
  value: UiMethod | null;
  onChange: (method: UiMethod) => void;
}

/** The payment methods getPaymentMethods enables, as radio buttons. */
export function MethodList({ methods, value, onChange }: MethodListProps) {
  const { t } = useTranslation('payments');
  return (
    <Box>
      <Typography
        variant="subtitle1"
        component="h3"
        id="payment-method-label"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('method')}
      </Typography>
      <RadioGroup
        aria-labelledby="payment-method-label"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as UiMethod)}
      >
        {methods.map((method) => (
          <FormControlLabel key={method} value={method} control={<Radio />} label={t(`methods.${method}`)} />
        ))}
      </RadioGroup>
    </Box>
  );
}
