import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CODE_SEARCH_ABOVE,
  type CodeCountry,
  formatFullNumber,
  type PhoneOption,
} from '@switchboard/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeFeeQuery, phoneOptionsQuery } from '../../../lib/api/verificationQueries.ts';
import { formatCharge } from '../../../lib/money.ts';
import { useBrand, useRuntime, useUiLanguage } from '../../../lib/runtime.ts';
import { openSignIn } from '../../../lib/signIn.ts';
import { startCodeSession, unlessRunning, useCodeSession } from '../core/codeSession.ts';
import { openVerificationDialog } from '../core/dialogStore.ts';
import { LockFailure } from '../core/LockFailure.tsx';

interface Props {
  app: string;
  countries: readonly CodeCountry[];
  /** The country chosen with the service list ('' or absent: the first one). */
  initialCountry?: string;
  /** Called once a number was locked. */
  onLocked: () => void;
}

/** The key of an option: the special ones by kind, the own numbers by their digits. */
function optionKey(option: PhoneOption): string {
  return option.phone || `type-${option.numberType}`;
}

/** Step 2: the country, the number options (disabled when they cannot give a number), the agreement. */
export function CountryStep({ app, countries, initialCountry, onLocked }: Props) {
  const { t } = useTranslation('verification');
  const brand = useBrand();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const [country, setCountry] = useState(initialCountry || (countries[0]?.code ?? ''));
  const [chosen, setChosen] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [search, setSearch] = useState('');
  const locking = useCodeSession((state) => state.phase === 'locking');
  // A front-page visitor browses options and fees (public calls); getting a number opens the sign-in.
  const front = useRuntime((state) => state.front);

  const options = useQuery({ ...phoneOptionsQuery(app, country), enabled: Boolean(app && country) });
  const fee = useQuery({ ...codeFeeQuery(app, country), enabled: Boolean(app && country) });

  const list = options.data ?? [];
  const needle = search.replace(/\D/g, '');
  // The two special options always stay; the search filters the user's own numbers only.
  const shown = list.filter((option, index) => index < 2 || !needle || option.phone.includes(needle));
  const option = list.find((entry) => optionKey(entry) === chosen && entry.canGetNumber) ?? null;

  const getNumber = () => {
    if (front) return openSignIn();
    if (!agreed) {
      openVerificationDialog('agreement');
      return;
    }
    if (!option) return;
    unlessRunning(() => {
      void startCodeSession(queryClient, { app, country, option }).then((locked) => {
        if (locked) onLocked();
      });
    });
  };

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={t('country.label')}
        value={country}
        onChange={(event) => {
          setCountry(event.target.value);
          setChosen(null);
        }}
        slotProps={{ htmlInput: { 'data-testid': 'country-select' } }}
      >
        {countries.map((entry) => (
          <MenuItem key={entry.code} value={entry.code}>
            {entry.name} +{entry.telCode}
          </MenuItem>
        ))}
      </TextField>
      {fee.data ? (
        <Typography variant="body2" color="text.secondary">
          {t('country.fee', { rate: formatCharge(fee.data.codeRate, brand, language) })}
        </Typography>
      ) : null}
      {list.length > CODE_SEARCH_ABOVE ? (
        <TextField
          size="small"
          placeholder={t('old.searchNumber')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
      <Box role="radiogroup" aria-label={t('country.options')}>
        {shown.map((entry) => (
          <FormControlLabel
            key={optionKey(entry)}
            disabled={!entry.canGetNumber}
            control={
              <Radio
                checked={chosen === optionKey(entry)}
                onChange={() => setChosen(optionKey(entry))}
                slotProps={{ input: { 'data-testid': `option-${optionKey(entry)}` } as object }}
              />
            }
            label={
              <Box>
                <Typography component="span">
                  {entry.phone ? formatFullNumber(entry.phone) : entry.tip}
                </Typography>
                {entry.successRate !== null && entry.canGetNumber ? (
                  <Typography component="span" variant="caption" color="success.main" sx={{ ml: 1 }}>
                    {t('country.successRate', { rate: entry.successRate })}
                  </Typography>
                ) : null}
                {!entry.canGetNumber ? (
                  <Typography component="span" variant="caption" color="text.disabled" sx={{ ml: 1 }}>
                    {entry.reason || t('country.unavailable')}
                  </Typography>
                ) : null}
              </Box>
            }
          />
        ))}
      </Box>
      <LockFailure />
      <FormControlLabel
        control={
          <Checkbox
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'agreement' } as object }}
          />
        }
        label={t('country.agreement')}
      />
      <Box>
        <Button
          variant="contained"
          onClick={getNumber}
          disabled={!front && (!app || !country || !option || locking)}
          data-testid="get-number"
        >
          {front ? t('front.getNumber') : t('country.getNumber')}
        </Button>
      </Box>
    </Stack>
  );
}
