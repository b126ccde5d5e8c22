import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CodeCountry, PhoneOption, VerificationApp } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appListQuery, phoneOptionsQuery } from '../../../lib/api/verificationQueries.ts';
import { useRuntime, useUiLanguage } from '../../../lib/runtime.ts';
import { openSignIn } from '../../../lib/signIn.ts';
import { openVerificationDialog } from '../core/dialogStore.ts';
import { LockFailure } from '../core/LockFailure.tsx';
import { redirected } from '../core/recentApps.ts';
import { OptionList, optionKey } from './OptionList.tsx';
import { ServicePicker } from './ServicePicker.tsx';

const NO_APPS: readonly VerificationApp[] = [];

/** What step 1 hands on: the app, the country and the chosen option. */
export interface CodeChoice {
  app: VerificationApp;
  country: CodeCountry;
  option: PhoneOption;
}

interface StepChooseProps {
  /** Starts the session with the choice (logged-in users who agreed to the terms). */
  onGetNumber: (choice: CodeChoice) => void;
  /** The service and country of the last number, kept when the user comes back from step 2. */
  initial?: Pick<CodeChoice, 'app' | 'country'> | null;
}

/** Step 1 of a new code: country, service (favourites and recent first, with price and stock), a number option, terms agreement, Get number. */
export function StepChoose({ onGetNumber, initial = null }: StepChooseProps) {
  const { t } = useTranslation('verificationMulti');
  const front = useRuntime((state) => state.front);
  const [app, setApp] = useState<VerificationApp | null>(initial?.app ?? null);
  const [country, setCountry] = useState<CodeCountry | null>(initial?.country ?? null);
  const [option, setOption] = useState<PhoneOption | null>(null);
  // Coming back from step 2 the terms were already agreed to.
  const [agreed, setAgreed] = useState(initial !== null);
  const language = useUiLanguage();
  const lists = useQuery(appListQuery(language));
  const options = useQuery({
    ...phoneOptionsQuery(app?.app ?? '', country?.code ?? ''),
    // Public: a front-page visitor sees the options too (without own numbers).
    enabled: app !== null && country !== null,
  });
  const apps = lists.data?.appList ?? NO_APPS;

  const getNumber = () => {
    // Front-page visitors cannot get a number: the button opens this web app's own sign-in
    // instead of another site.
    if (front) return openSignIn();
    if (!app || !country || !option) return;
    if (!agreed) return openVerificationDialog('agreement');
    onGetNumber({ app, country, option });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 520 }}>
      <Typography variant="h6">{t('step1.title')}</Typography>
      <Autocomplete
        options={lists.data?.countrys ?? []}
        value={country}
        getOptionLabel={(entry) => `${entry.name} +${entry.telCode}`}
        isOptionEqualToValue={(a, b) => a.code === b.code}
        onChange={(_, value) => {
          setCountry(value);
          setOption(null);
        }}
        renderInput={(params) => <TextField {...params} label={t('step1.country')} />}
      />
      {/* After the country: the services show their price and stock there. */}
      <ServicePicker
        apps={apps}
        country={country?.code ?? null}
        value={app}
        onChange={(value) => {
          setApp(value === null ? null : redirected(apps, value));
          setOption(null);
        }}
      />
      <Typography variant="subtitle2">{t('step1.numbers')}</Typography>
      {options.data ? (
        <OptionList
          options={options.data}
          selected={option ? optionKey(option) : null}
          onSelect={(picked) => setOption(picked)}
        />
      ) : (
        <Typography color="text.secondary">{t('step1.empty')}</Typography>
      )}
      <LockFailure />
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
        label={t('step1.agree')}
      />
      <Button
        variant="contained"
        data-testid="verification-get-number"
        disabled={!front && (!app || !country || !option?.canGetNumber)}
        onClick={getNumber}
      >
        {front ? t('step1.loginHint') : t('step1.getNumber')}
      </Button>
    </Box>
  );
}
