import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQuery, useAccountInfo, useBalance } from '../../lib/api/queries.ts';
import { goToTab } from '../../lib/navigation.ts';
import { forgetNewAccount, isNewAccount } from '../../lib/newAccount.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { openVerifiedModal } from '../contact-verification/index.ts';
import { openUpdateProfile, profileTone } from '../profile/index.ts';
import { StepRow } from './StepRow.tsx';
import { type AccountFacts, guideGoal, guideSteps, type StepId, stepState } from './steps.ts';

/**
 * The getting-started guide after a sign-up: what the brand's main service (renting a number, or
 * jiema's verification numbers) needs, each gate with where the account stands and the button that
 * deals with it, before any gate refuses the user. Shown once per sign-up in this browser.
 */
export function OnboardingDialog() {
  const { t } = useTranslation('onboarding');
  const brand = useBrand();
  const language = useUiLanguage();
  const account = useAccountInfo();
  const [closed, setClosed] = useState(false);
  const open = !closed && isNewAccount(account.data?.email);
  const steps = guideSteps(brand);
  const profile = useQuery({ ...profileQuery(), enabled: open && steps.includes('profile') });
  const balance = useBalance();
  const goal = guideGoal(brand);

  const facts: AccountFacts = {
    hasPhone: account.data === undefined ? undefined : account.data.phone !== '',
    profile: profile.data === undefined ? undefined : profileTone(brand, profile.data),
    balance: balance.data,
  };
  const close = () => {
    forgetNewAccount();
    setClosed(true);
  };
  const act: Record<StepId, () => void> = {
    phone: () => openVerifiedModal('update'),
    profile: openUpdateProfile,
    balance: () => {
      close();
      goToTab('account', 'recharge');
    },
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="onboarding-title" maxWidth="sm" fullWidth>
      <DialogTitle id="onboarding-title">{t('title', { brand: brand.name[language] })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(`intro.${goal}`)}</DialogContentText>
        <List aria-label={t('stepsLabel')}>
          {steps.map((step, index) => (
            <StepRow
              key={step}
              step={step}
              number={index + 1}
              goal={goal}
              state={stepState(step, facts)}
              profileRefused={facts.profile === 'needsUpdate'}
              balance={balance.data}
              onAct={act[step]}
            />
          ))}
        </List>
        <DialogContentText variant="body2">{t(`later.${goal}`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('close')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            close();
            goToTab(goal);
          }}
        >
          {t(`go.${goal}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
