import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatPhone, type ProfileData, webchatId } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { DebouncedButton } from '../../components/DebouncedButton.tsx';
import { useAccountInfo, useBalance } from '../../lib/api/queries.ts';
import { formatBalance } from '../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { openVerifiedModal } from '../contact-verification/index.ts';
import { useKycInfo, useProfile } from './api.ts';
import { openProfileStatus, openUpdateProfile, setIdentityOpen } from './dialogs.ts';
import { NotSet, Row, Tone } from './ProfileRows.tsx';
import { currentStatusState, kycIsCheckOnly, kycTone, profileTone } from './status.ts';
import { optionLabel } from './UseCaseFields.tsx';
import { VipRow } from './vip/VipRow.tsx';

/** The billing address on one line, skipping empty parts. */
function addressLine(profile: ProfileData): string {
  return [profile.address, profile.city, profile.province, profile.postalCode, profile.country]
    .filter(Boolean)
    .join(', ');
}

/**
 * The profile tab. Phone, email and balance come from the account info and balance every screen
 * shares (the verified modal refreshes them); the review states, name, address and use case come
 * from getProfile, so a failing profile call still leaves the contact points on screen.
 */
export function ProfileTab() {
  const { t } = useTranslation('profile');
  const brand = useBrand();
  const language = useUiLanguage();
  const info = useAccountInfo();
  const balance = useBalance();
  const profile = useProfile();
  const kyc = useKycInfo();
  const data = profile.data;
  const loading = <Skeleton width={160} />;
  const value = (text: string | undefined) => (text === undefined ? loading : text || <NotSet />);
  const account = info.data;
  const kycStatus = kyc.data?.status ?? -1;
  const modalState = data ? currentStatusState(brand, data) : null;
  const selectedLabels = (options: ProfileData['featureOptions']) =>
    options
      .filter((option) => option.selected)
      .map((option) => {
        const label = optionLabel(option, language);
        return option.text ? `${label}: ${option.text}` : label;
      })
      .join(', ');

  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', px: 3, py: 1 }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('webchatId')} testId="account-webchat-id">
          {value(account && webchatId(account))}
        </Row>
        <Row
          label={t('primaryNumber')}
          testId="account-phone"
          action={
            <DebouncedButton size="small" onClick={() => openVerifiedModal('updateFromProfile')}>
              {t(account?.phone ? 'updatePhone' : 'setPhone')}
            </DebouncedButton>
          }
        >
          {value(account && (account.phone ? formatPhone(account.telCode, account.phone) : ''))}
        </Row>
        <Row
          label={t('email')}
          testId="account-email"
          action={
            <DebouncedButton size="small" onClick={() => openVerifiedModal('emailFromProfile')}>
              {t(account?.email ? 'updateEmail' : 'setEmail')}
            </DebouncedButton>
          }
        >
          {value(account?.email)}
        </Row>
        <Row label={t('balance')} testId="account-balance">
          {balance.data === undefined ? loading : formatBalance(balance.data, brand, language)}
        </Row>
        {brand.features.vip && <VipRow />}
        {data && (
          <>
            <Row
              label={t('accountStatus')}
              testId="profile-status"
              action={
                modalState !== null && (
                  <DebouncedButton size="small" onClick={() => openProfileStatus(modalState)}>
                    {t('checkStatus')}
                  </DebouncedButton>
                )
              }
            >
              <Tone tone={profileTone(brand, data)} />
              {data.reviewReason && (
                <Typography
                  component="span"
                  variant="body2"
                  color="error.main"
                  data-testid="profile-review-reason"
                  sx={{ display: 'block', fontWeight: 400 }}
                >
                  {t('reviewReason', { reason: data.reviewReason })}
                </Typography>
              )}
            </Row>
            <Row label={t('name')} testId="profile-name">
              {value([data.firstName, data.lastName].filter(Boolean).join(' '))}
            </Row>
            <Row label={t('billingAddress')} testId="profile-address">
              {value(addressLine(data))}
            </Row>
            {brand.features.useCaseProfile && (
              <>
                <Row label={t('feature')} testId="profile-feature">
                  {value(selectedLabels(data.featureOptions))}
                </Row>
                <Row label={t('purposes')} testId="profile-purposes">
                  {value(selectedLabels(data.userCaseOptions))}
                </Row>
              </>
            )}
          </>
        )}
        <Row
          label={t('identityStatus')}
          testId="profile-kyc"
          action={
            // Beside its status, so it is not mistaken for the profile's own Update Profile button.
            <DebouncedButton
              size="small"
              variant="outlined"
              disabled={!kyc.data}
              onClick={() => setIdentityOpen(true)}
              data-testid="profile-kyc-button"
            >
              {t(kycIsCheckOnly(kycStatus) ? 'identityCheck' : 'identityUpdate')}
            </DebouncedButton>
          }
        >
          {kyc.data ? <Tone tone={kycTone(kycStatus)} /> : loading}
        </Row>
      </Box>
      {profile.isPending && <Skeleton variant="rectangular" height={120} sx={{ my: 1 }} />}
      {(profile.isError || info.isError || balance.isError) && (
        <Alert
          severity="error"
          sx={{ my: 1 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void profile.refetch();
                void info.refetch();
                void balance.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, py: 2, flexWrap: 'wrap' }}>
        <DebouncedButton variant="contained" onClick={openUpdateProfile} data-testid="profile-update-button">
          {t('updateProfile')}
        </DebouncedButton>
      </Box>
    </Paper>
  );
}
