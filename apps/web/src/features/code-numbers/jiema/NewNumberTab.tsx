import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { VerificationApp } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appListQuery } from '../../../lib/api/verificationQueries.ts';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { unlessRunning, useCodeSession } from '../core/codeSession.ts';
import { redirected } from '../core/recentApps.ts';
import { CountryStep } from './CountryStep.tsx';
import { ReceiveStep } from './ReceiveStep.tsx';
import { ServiceStep } from './ServiceStep.tsx';

/** The new-number tab: service, then country and option, then receiving (shown whenever a number is locked). */
export function NewNumberTab() {
  const { t } = useTranslation('verification');
  const language = useUiLanguage();
  const lists = useQuery(appListQuery(language));
  const [app, setApp] = useState<VerificationApp | null>(null);
  // The country the service list shows prices for; step 2 starts on it.
  const [country, setCountry] = useState('');
  const locked = useCodeSession((state) => state.locked !== null);
  const step = locked ? 2 : app ? 1 : 0;

  if (lists.isPending) return <CircularProgress size={24} aria-label={t('loading', { ns: 'common' })} />;
  if (lists.isError) return <Alert severity="error">{t('service.empty')}</Alert>;

  return (
    <Box>
      <Stepper activeStep={step} sx={{ mb: 2 }}>
        <Step>
          <StepLabel>{t('steps.service')}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{t('steps.country')}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{t('steps.receive')}</StepLabel>
        </Step>
      </Stepper>
      {step === 0 ? (
        <ServiceStep
          apps={lists.data.appList}
          countries={lists.data.countrys}
          country={country || (lists.data.countrys[0]?.code ?? '')}
          onCountry={setCountry}
          selected={null}
          onPick={(chosen) => setApp(redirected(lists.data.appList, chosen))}
        />
      ) : null}
      {step === 1 && app ? (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <Typography variant="subtitle1" data-testid="chosen-service">
              {app.name}
            </Typography>
            <Button size="small" onClick={() => unlessRunning(() => setApp(null))}>
              {t('service.change')}
            </Button>
          </Box>
          <CountryStep
            key={app.app}
            app={app.app}
            countries={lists.data.countrys}
            initialCountry={country}
            onLocked={() => undefined}
          />
        </Box>
      ) : null}
      {step === 2 ? <ReceiveStep onFinished={() => setApp(null)} /> : null}
    </Box>
  );
}
