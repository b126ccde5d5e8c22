import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { INVITE_BONUS } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { useMoneyFormat } from '../../lib/money.ts';
import { openVerifiedModal } from '../contact-verification/index.ts';

const useUnlockBonus = create<{ open: boolean }>(() => ({ open: false }));

/** Opens the unlock-bonus dialog (e.g. a click on the disabled Redeem code entry). */
export function openUnlockBonus(): void {
  useUnlockBonus.setState({ open: true });
}

function close(): void {
  useUnlockBonus.setState({ open: false });
}

/** Asks the user to set up a phone to redeem a referral code; Set Up Now opens the verified modal. */
export function UnlockBonusDialog() {
  const { t } = useTranslation('invite');
  const money = useMoneyFormat();
  const open = useUnlockBonus((state) => state.open);

  return (
    <Dialog open={open} onClose={close} aria-labelledby="unlock-bonus-title" maxWidth="xs">
      <DialogTitle id="unlock-bonus-title">{t('unlock.title')}</DialogTitle>
      <DialogContent>
        <Typography>{t('unlock.text', { amount: money.total(INVITE_BONUS) })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('later')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            close();
            openVerifiedModal('updateForUnlockBonus');
          }}
        >
          {t('unlock.setUp')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
