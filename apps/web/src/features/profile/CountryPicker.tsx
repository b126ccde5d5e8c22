import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CountryEntry } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { useCountries } from './countries.ts';

/** Country/region picker over the static country list; keeps both the name and the ISO code. */
export function CountryPicker({
  code,
  name,
  error,
  onChange,
}: {
  code: string;
  name: string;
  /** The message under the picker, when it has one. */
  error: string | undefined;
  onChange: (country: { country: string; regionCode: string }) => void;
}) {
  const { t } = useTranslation('profile');
  const countries = useCountries();
  const options = countries.data ?? [];
  const value: CountryEntry | null =
    options.find((entry) => entry.code.toUpperCase() === code.toUpperCase()) ??
    (code ? { code, name, telCode: '' } : null);
  const helper = error
    ? t('form.required.country')
    : countries.isError
      ? t('form.countriesError')
      : undefined;
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={countries.isPending}
      getOptionLabel={(entry) => entry.name}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      onChange={(_event, entry) => onChange({ country: entry?.name ?? '', regionCode: entry?.code ?? '' })}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          margin="dense"
          label={t('form.country')}
          required
          error={error !== undefined}
          helperText={helper}
        />
      )}
    />
  );
}
