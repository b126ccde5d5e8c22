import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import type { DuplicateChoice } from './duplicates.ts';

/** Every country as "China (+86)" in the interface language, sorted by name. */
function useCountryOptions(): { region: CountryCode; label: string }[] {
  const language = useUiLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    return getCountries()
      .map((region) => ({
        region,
        label: `${names.of(region) ?? region} (+${getCountryCallingCode(region)})`,
      }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
}

/** Props of the import options. */
export interface ImportOptionsProps {
  region: CountryCode;
  onRegion: (region: CountryCode) => void;
  /** Phones of the file written without a country code. */
  assumed: number;
  /** Contacts of the file already in the address book (or twice in the file). */
  duplicates: number;
  choice: DuplicateChoice;
  onChoice: (choice: DuplicateChoice) => void;
}

/** The preview's choices: the country of numbers without a country code, and what to do with duplicates. */
export function ImportOptions({
  region,
  onRegion,
  assumed,
  duplicates,
  choice,
  onChoice,
}: ImportOptionsProps) {
  const { t } = useTranslation('contactsTransfer');
  const countries = useCountryOptions();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      <Box>
        <TextField
          select
          size="small"
          label={t('import.country')}
          value={region}
          onChange={(event) => onRegion(event.target.value as CountryCode)}
          sx={{ minWidth: 280 }}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
          data-testid="import-country"
        >
          {countries.map((country) => (
            <MenuItem key={country.region} value={country.region}>
              {country.label}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('import.countryHelp', { count: assumed })}
        </Typography>
      </Box>
      {duplicates > 0 && (
        <Box data-testid="import-duplicates">
          <Typography variant="body2" id="import-duplicates-label">
            {t('import.duplicates', { count: duplicates })}
          </Typography>
          <RadioGroup
            row
            aria-labelledby="import-duplicates-label"
            value={choice}
            onChange={(event) => onChoice(event.target.value as DuplicateChoice)}
          >
            <FormControlLabel value="merge" control={<Radio size="small" />} label={t('import.merge')} />
            <FormControlLabel value="skip" control={<Radio size="small" />} label={t('import.skip')} />
          </RadioGroup>
        </Box>
      )}
    </Box>
  );
}
