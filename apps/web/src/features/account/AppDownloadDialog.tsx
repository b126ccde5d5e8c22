import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BrandConfig } from '@switchboard/protocol';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useOpeningGuard } from '../../components/clickDebounce.ts';

function StoreCode({ label, url, testId }: { label: string; url: string; testId: string }) {
  return (
    <Box sx={{ textAlign: 'center' }} data-testid={testId} data-url={url}>
      <QRCodeSVG value={url} size={140} title={label} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {label}
      </Typography>
    </Box>
  );
}

/** The app-download dialog: iOS and Android QR codes and the direct APK link of the brand. */
export function AppDownloadDialog({
  links,
  open,
  onClose,
}: {
  links: NonNullable<BrandConfig['appDownload']>;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const guardedClose = useOpeningGuard(onClose, open);
  return (
    <Dialog open={open} onClose={guardedClose} aria-labelledby="app-download-title">
      <DialogTitle id="app-download-title">{t('download.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('download.text')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 4, justifyContent: 'center', flexWrap: 'wrap' }}>
          <StoreCode label={t('download.ios')} url={links.ios} testId="download-ios" />
          <StoreCode label={t('download.android')} url={links.android} testId="download-android" />
        </Box>
        <Typography sx={{ mt: 2, textAlign: 'center' }}>
          <Link href={links.apk} target="_blank" rel="noopener noreferrer" download>
            {t('download.apk')}
          </Link>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('download.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
