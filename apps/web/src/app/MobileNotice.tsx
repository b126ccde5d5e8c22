import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useUiLanguage } from '../lib/runtime.ts';
import { readStorage, StorageKey, writeStorage } from '../lib/storage.ts';

/** The unsupported-device notice for phones; once dismissed it stays dismissed. */
export function MobileNotice() {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useUiLanguage();
  const [open, setOpen] = useState(() => readStorage(StorageKey.mobileNoticeDismissed) === null);
  const dismiss = () => {
    writeStorage(StorageKey.mobileNoticeDismissed, '1');
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={dismiss} aria-labelledby="mobile-title">
      <DialogTitle id="mobile-title">{t('mobile.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('mobile.text', { brand: brand.name[language] })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss} variant="contained">
          {t('mobile.dismiss')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
