import TextField from '@mui/material/TextField';
import { MONEY_SCALE } from '@switchboard/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../lib/money.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
import { useRechargeBrand } from './useRechargeBrand.ts';

/**
 * The custom amount typed in whole units beside its slider (reaching 1234 of 11 to 2000 by dragging
 * alone is impractical). A whole number in range takes effect at once; anything else is said under
 * the field, and leaving it puts back the amount in effect.
 */
export function CustomAmountField({
  amount,
  onChange,
}: {
  amount: number;
  onChange: (amount: number) => void;
}) {
  const { t } = useTranslation('payments');
  const brand = useRechargeBrand();
  const language = useUiLanguage();
  const { min, max } = brand.recharge.custom;
  const [text, setText] = useState(String(amount / MONEY_SCALE));
  const [invalid, setInvalid] = useState(false);

  // The slider moved: show its amount.
  useEffect(() => {
    setText(String(amount / MONEY_SCALE));
    setInvalid(false);
  }, [amount]);

  const change = (next: string) => {
    setText(next);
    const units = /^\d{1,7}$/.test(next.trim()) ? Number(next.trim()) : Number.NaN;
    const value = units * MONEY_SCALE;
    const ok = Number.isInteger(units) && value >= min && value <= max;
    setInvalid(!ok);
    if (ok && value !== amount) onChange(value);
  };

  return (
    <TextField
      label={t('customField')}
      value={text}
      size="small"
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        setText(String(amount / MONEY_SCALE));
        setInvalid(false);
      }}
      error={invalid}
      helperText={
        invalid
          ? t('customInvalid', {
              min: formatTotal(min, brand, language),
              max: formatTotal(max, brand, language),
            })
          : ' '
      }
      sx={{ width: 180, flexShrink: 0 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'recharge-custom-field' } }}
    />
  );
}
