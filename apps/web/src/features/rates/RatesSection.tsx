import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { RateCountry, RateTab } from '@switchboard/protocol';
import { RATE_COUNTRIES } from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../lib/runtime.ts';
import { RatesTable } from './RatesTable.tsx';
import { defaultRateTab, visibleRateTabs } from './rules.ts';

/** The rates page: tabs per kind of charge, a picker of the number's country, and its rate table. */
export function RatesSection() {
  const { t } = useTranslation('rates');
  const brand = useBrand();
  const tabs = visibleRateTabs(brand);
  const [tab, setTab] = useState<RateTab>(() => defaultRateTab(brand));
  const [country, setCountry] = useState<RateCountry>('US');

  return (
    <Box data-testid="rates-section" sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Tabs
        value={tab}
        onChange={(_, value: RateTab) => setTab(value)}
        variant="scrollable"
        aria-label={t('title')}
      >
        {tabs.map((item) => (
          <Tab key={item} value={item} label={t(`tab.${item}`)} />
        ))}
      </Tabs>
      <FormControl size="small" sx={{ mt: 2, mb: 1, maxWidth: 280 }}>
        <InputLabel id="rates-country-label">{t('country.label')}</InputLabel>
        <Select
          labelId="rates-country-label"
          label={t('country.label')}
          value={country}
          onChange={(event) => setCountry(event.target.value as RateCountry)}
          data-testid="rates-country"
        >
          {RATE_COUNTRIES.map((code) => (
            <MenuItem key={code} value={code}>
              {t(`country.${code}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <RatesTable country={country} tab={tab} />
    </Box>
  );
}
