import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CodeCountry, VerificationApp } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { ServiceList } from '../core/ServiceList.tsx';

interface Props {
  apps: readonly VerificationApp[];
  countries: readonly CodeCountry[];
  /** ISO code of the country whose prices and stock the list shows (step 2 starts on it). */
  country: string;
  onCountry: (code: string) => void;
  selected: string | null;
  onPick: (app: VerificationApp) => void;
}

/** Step 1: the country prices are shown for, then the service list (search, logos, price, stock, stars). */
export function ServiceStep({ apps, countries, country, onCountry, selected, onPick }: Props) {
  const { t } = useTranslation('verification');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('serviceList.pricesIn')}
        value={country}
        onChange={(event) => onCountry(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'service-country' } }}
        sx={{ maxWidth: 280 }}
      >
        {countries.map((entry) => (
          <MenuItem key={entry.code} value={entry.code}>
            {`${entry.name} +${entry.telCode}`}
          </MenuItem>
        ))}
      </TextField>
      <ServiceList apps={apps} country={country || null} selected={selected} onPick={onPick} />
    </Box>
  );
}
