import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { gainText } from '../../components/textTones.ts';
import { formatTotal } from '../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';

/** What the payment title shows: the amount paid and the gift credited, in ten-thousandths. */
export interface PaymentTitleValue {
  amount: number;
  /** 0 when the order earns none (custom amounts, crypto on the brands that hide gifts). */
  gift: number;
}

/** Props of {@link PaymentTitle}. */
export interface PaymentTitleProps {
  value: PaymentTitleValue;
  /** h2 on the recharge section; h3 inside an overlay, under the dialog's own title. */
  level?: 'h2' | 'h3';
}

/**
 * The shared payment title header: the total and, when there is one, the gift, in the brand's unit
 * and the interface language. The recharge section and every payment overlay show this one header.
 */
export function PaymentTitle({ value, level = 'h2' }: PaymentTitleProps) {
  const { t } = useTranslation('payments');
  const brand = useBrand();
  const language = useUiLanguage();
  const money = (amount: number) => formatTotal(amount, brand, language);
  return (
    <Box component="header" sx={{ mb: 2 }} data-testid="payment-title">
      <Typography variant="h6" component={level} sx={{ fontWeight: 700 }} data-testid="payment-title-total">
        {t('total', { amount: money(value.amount) })}
      </Typography>
      {value.gift > 0 && (
        <Typography sx={gainText} data-testid="payment-title-gift">
          {t('totalGift', { gift: money(value.gift) })}
        </Typography>
      )}
    </Box>
  );
}
