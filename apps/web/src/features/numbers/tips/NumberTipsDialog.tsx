import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountInfo } from '../../../lib/api/queries.ts';
import { goToTab } from '../../../lib/navigation.ts';
import { useBrand } from '../../../lib/runtime.ts';
import { accountKey, markTipsSeen, tipsSeen } from './tipsSeen.ts';

/**
 * The numbers tips, shown once per brand and account (not at all where the brand turns them off:
 * wetalk, cloudnumber); closing or following the link remembers the dismissal.
 */
export function NumberTipsDialog() {
  const { t } = useTranslation('numbers');
  const brand = useBrand();
  const account = useAccountInfo();
  const key = accountKey(account.data);
  const [dismissed, setDismissed] = useState(false);
  const open = brand.features.numberTips && key !== null && !dismissed && !tipsSeen(brand.id, key);
  const hasVerification = brand.tabs.includes('verification');

  const dismiss = () => {
    if (key !== null) markTipsSeen(brand.id, key);
    setDismissed(true);
  };
  const openVerification = () => {
    dismiss();
    goToTab('verification');
  };

  return (
    <Dialog open={open} onClose={dismiss} aria-labelledby="number-tips-title">
      <DialogTitle id="number-tips-title">{t('tips.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('tips.numbers')}</DialogContentText>
        {hasVerification && <DialogContentText>{t('tips.verification')}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        {hasVerification && <Button onClick={openVerification}>{t('tips.toVerification')}</Button>}
        <Button variant="contained" onClick={dismiss}>
          {t('tips.gotIt')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
