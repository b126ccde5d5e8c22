import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatFullNumber, type SubscriptionRecord } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { useCycleName } from '../new/PlanPicker.tsx';

/** Props of the restore confirmation. */
export interface RestoreConfirmDialogProps {
  /** The history row to restore; null when closed. */
  record: SubscriptionRecord | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(record: SubscriptionRecord): void;
}

/** Asks before restoring a released number: its plan, billing cycle and the price charged now. */
export function RestoreConfirmDialog({ record, busy, onCancel, onConfirm }: RestoreConfirmDialogProps) {
  const { t } = useTranslation('numbers');
  const brand = useBrand();
  const language = useUiLanguage();
  const cycleName = useCycleName();
  return (
    <Dialog
      open={record !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="restore-confirm-title"
    >
      <DialogTitle id="restore-confirm-title">{t('resubscribe.confirmTitle')}</DialogTitle>
      <DialogContent>
        {record && (
          <>
            <DialogContentText data-testid="restore-confirm-text">
              {t('resubscribe.confirmText', {
                number: formatFullNumber(record.number),
                plan: record.planName,
                cycle: cycleName(record.planRentPeriod),
                amount: formatTotal(record.restorePrice, brand, language),
              })}
            </DialogContentText>
            {record.restorableUntil > 0 && (
              <DialogContentText sx={{ mt: 1 }}>
                {t('resubscribe.until', {
                  date: new Date(record.restorableUntil).toISOString().slice(0, 10),
                })}
              </DialogContentText>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('resubscribe.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || record === null}
          onClick={() => record && onConfirm(record)}
        >
          {t('resubscribe.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
