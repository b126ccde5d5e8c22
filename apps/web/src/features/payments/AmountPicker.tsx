import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { isPopularTile, MONEY_SCALE } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { gainText } from '../../components/textTones.ts';
import { formatTotal } from '../../lib/money.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
import { CustomAmountField } from './CustomAmountField.tsx';
import { type AmountChoice, customAllowed, giftOfTile, type UiMethod } from './rules.ts';
import { useRechargeBrand } from './useRechargeBrand.ts';

/** Props of {@link AmountPicker}. */
export interface AmountPickerProps {
  choice: AmountChoice;
  method: UiMethod | null;
  onChange: (choice: AmountChoice) => void;
}

/** The brand's recharge tiles (amount and gift) and the custom amount selector (off for PayPal). */
export function AmountPicker({ choice, method, onChange }: AmountPickerProps) {
  const { t } = useTranslation('payments');
  const brand = useRechargeBrand();
  const language = useUiLanguage();
  const { tiles, custom } = brand.recharge;
  const customOn = customAllowed(method);
  const customSelected = choice.kind === 'custom';
  const customAmount = choice.kind === 'custom' ? choice.amount : custom.default;
  const tileSx = (selected: boolean, disabled = false) => ({
    border: 2,
    borderColor: selected ? 'primary.main' : 'divider',
    borderRadius: 2,
    p: 1.5,
    flexDirection: 'column',
    alignItems: 'flex-start',
    opacity: disabled ? 0.45 : 1,
  });

  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('amount')}
      </Typography>
      <Box
        role="radiogroup"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }}
      >
        {tiles.map((tile, index) => {
          const selected = choice.kind === 'tile' && choice.index === index;
          const gift = giftOfTile(brand, index, method);
          const popular = isPopularTile(brand, index);
          return (
            <ButtonBase
              key={tile.amount}
              role="radio"
              aria-checked={selected}
              aria-describedby={popular ? 'recharge-popular' : undefined}
              data-testid={`recharge-tile-${index}`}
              sx={tileSx(selected)}
              onClick={() => onChange({ kind: 'tile', index })}
            >
              <Typography sx={{ fontWeight: 700 }}>{formatTotal(tile.amount, brand, language)}</Typography>
              {gift > 0 && (
                <Typography variant="body2" sx={gainText} data-testid={`recharge-gift-${index}`}>
                  {t('gift', { gift: formatTotal(gift, brand, language) })}
                </Typography>
              )}
              {popular && (
                // Described rather than named: the tile's name stays its amount and gift.
                <Typography
                  id="recharge-popular"
                  aria-hidden
                  variant="caption"
                  sx={{ fontWeight: 700 }}
                  data-testid="recharge-popular"
                >
                  {t('popular')}
                </Typography>
              )}
            </ButtonBase>
          );
        })}
        <ButtonBase
          role="radio"
          aria-checked={customSelected}
          aria-disabled={!customOn}
          disabled={!customOn}
          data-testid="recharge-custom"
          sx={tileSx(customSelected, !customOn)}
          onClick={() => onChange({ kind: 'custom', amount: customAmount })}
        >
          <Typography sx={{ fontWeight: 700 }}>{t('custom')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('customRange', {
              min: formatTotal(custom.min, brand, language),
              max: formatTotal(custom.max, brand, language),
            })}
          </Typography>
        </ButtonBase>
      </Box>
      {!customOn && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="paypal-rule">
          {t('paypalRule', { brand: brand.name[language] })}
        </Typography>
      )}
      {customOn && customSelected && (
        <Box sx={{ px: 1, mt: 2, display: 'flex', alignItems: 'flex-start', gap: 3 }}>
          <Slider
            aria-label={t('custom')}
            value={customAmount / MONEY_SCALE}
            min={custom.min / MONEY_SCALE}
            max={custom.max / MONEY_SCALE}
            step={1}
            valueLabelDisplay="auto"
            onChange={(_event, value) =>
              onChange({ kind: 'custom', amount: (value as number) * MONEY_SCALE })
            }
            sx={{ mt: 1 }}
          />
          <CustomAmountField
            amount={customAmount}
            onChange={(amount) => onChange({ kind: 'custom', amount })}
          />
        </Box>
      )}
    </Box>
  );
}
