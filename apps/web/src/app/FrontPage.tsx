import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../components/BrandLogo.tsx';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { Loading } from '../components/Loading.tsx';
import { PanelBoundary } from '../components/PanelBoundary.tsx';
import { useBrand, useRuntime, useUiLanguage } from '../lib/runtime.ts';
import { tabPanels } from './panels.tsx';
import { pageTitle } from './tabs.ts';

/** Leaves front-page mode for the normal page (login screen, or the shell with a stored session). */
function leaveFrontPage(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('front');
  window.history.replaceState(null, '', url);
  useRuntime.getState().setFront(false);
}

/** Front-page mode: no tabs, the brand's default tab shown to a visitor, and a Log in button. */
export function FrontPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useUiLanguage();
  const Panel = tabPanels[brand.defaultTab];

  useEffect(() => {
    document.title = pageTitle(t, brand.defaultTab, brand, language);
  }, [t, brand, language]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 3,
          py: 1.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandLogo svg={brand.logoSvg} size={32} alt="" />
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, flex: 1 }}>
          {brand.name[language]}
        </Typography>
        <LanguageSwitch sx={{ color: 'text.secondary' }} />
        <Button variant="contained" onClick={leaveFrontPage}>
          {t('front.login')}
        </Button>
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <PanelBoundary>
          <Suspense fallback={<Loading />}>
            <Panel />
          </Suspense>
        </PanelBoundary>
      </Box>
    </Box>
  );
}
