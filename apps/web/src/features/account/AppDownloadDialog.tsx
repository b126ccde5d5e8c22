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
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';

function QrCode({ label, url, testId }: { label: string; url: string; testId: string }) {
  return (
    <Box sx={{ textAlign: 'center' }} data-testid={testId} data-url={url}>
      {/* A white margin of its own: scanners need light around the code, and a dark dialog has none. */}
      <QRCodeSVG value={url} size={140} marginSize={2} title={label} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {label}
      </Typography>
    </Box>
  );
}

/**
 * What the dialog offers: the store codes and APK link for the brand flagged with
 * features.appDownloadStores (spec 000: "one brand shows iOS and Android QR codes plus an APK
 * link"), else the one code of the brand's download page.
 */
export function downloadForm(
  brand: BrandConfig,
): { kind: 'stores'; links: NonNullable<BrandConfig['appDownload']> } | { kind: 'page'; url: string } {
  if (brand.features.appDownloadStores && brand.appDownload)
    return { kind: 'stores', links: brand.appDownload };
  return { kind: 'page', url: brand.appDownloadUrl };
}

/** The app-download dialog of the page's brand: one QR code, or iOS and Android codes with the APK link. */
export function AppDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const language = useUiLanguage();
  const guardedClose = useOpeningGuard(onClose, open);
  const form = downloadForm(brand);
  return (
    <Dialog open={open} onClose={guardedClose} aria-labelledby="app-download-title">
      <DialogTitle id="app-download-title">{t('download.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {form.kind === 'stores' ? t('download.text') : t('download.textOne')}
        </Typography>
        {form.kind === 'stores' ? (
          <>
            <Box sx={{ display: 'flex', gap: 4, justifyContent: 'center', flexWrap: 'wrap' }}>
              <QrCode label={t('download.ios')} url={form.links.ios} testId="download-ios" />
              <QrCode label={t('download.android')} url={form.links.android} testId="download-android" />
            </Box>
            <Typography sx={{ mt: 2, textAlign: 'center' }}>
              <Link href={form.links.apk} target="_blank" rel="noopener noreferrer" download>
                {t('download.apk')}
              </Link>
            </Typography>
          </>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <QrCode
              label={t('download.app', { brand: brand.name[language] })}
              url={form.url}
              testId="download-app"
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('download.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
