import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adConfigQuery } from '../lib/api/queries.ts';
import { newAccountGuideDue } from '../lib/newAccount.ts';
import { useBrand } from '../lib/runtime.ts';
import { bannerAdDue, brandShowsBannerAd, dialogBanners, rememberBannerAdClosed } from './bannerAd.ts';

/**
 * The banner-ad dialog of the signed-in shell: the operator's banners marked for it, on the brands
 * with chats, at most once a day (closing it, or following a banner, keeps it closed until the next
 * day). Nothing at all when no banner is marked.
 */
export function BannerAdDialog() {
  const { t } = useTranslation();
  const brand = useBrand();
  // Decided when the shell opens: a dialog closed in another tab today does not come back here. After
  // a sign-up the getting-started guide goes first, and the banners wait for the next opening.
  const [due] = useState(() => brandShowsBannerAd(brand) && bannerAdDue() && !newAccountGuideDue());
  const [closed, setClosed] = useState(false);
  const ads = useQuery({ ...adConfigQuery(), enabled: due });
  const banners = dialogBanners(ads.data?.banners ?? []);
  const close = () => {
    rememberBannerAdClosed();
    setClosed(true);
  };

  if (!due || closed || banners.length === 0) return null;
  return (
    <Dialog open onClose={close} aria-labelledby="banner-ad-title" data-testid="banner-ad-dialog">
      <DialogTitle id="banner-ad-title">{t('bannerAd.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {banners.map((banner) => (
          <Link
            key={`${banner.imageUrl} ${banner.linkUrl}`}
            href={banner.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            <Box
              component="img"
              src={banner.imageUrl}
              alt={banner.alt}
              sx={{ display: 'block', width: '100%', maxWidth: 480, borderRadius: 1 }}
            />
          </Link>
        ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          {t('bannerAd.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
