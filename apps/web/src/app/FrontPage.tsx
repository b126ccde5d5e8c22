import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../components/BrandLogo.tsx';
import { ColorSchemeSwitch } from '../components/ColorSchemeSwitch.tsx';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { Loading } from '../components/Loading.tsx';
import { PanelBoundary } from '../components/PanelBoundary.tsx';
import { VerificationPanel } from '../features/code-numbers/lazy.ts';
import { lazyWithRetry } from '../lib/lazyWithRetry.tsx';
import { useBrand, useUiLanguage } from '../lib/runtime.ts';
import { openSignIn } from '../lib/signIn.ts';
import { type FrontSection, frontSections } from './frontSections.ts';

/** The rates page of the account tab, public prices. */
const RatesPage = lazyWithRetry(() =>
  import('../features/rates/index.ts').then((module) => module.RatesSection),
);

const SECTION_VIEWS: Record<FrontSection, ComponentType> = {
  verification: VerificationPanel,
  rates: RatesPage,
};

/**
 * Front-page mode: no tabs; what a visitor can browse without an account (the verification
 * screen's services and prices, the rates), with a Log in button. Each action that needs an
 * account (getting a number, recharging, one's own numbers) opens the sign-in instead.
 */
export function FrontPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useUiLanguage();
  const sections = frontSections(brand);
  const [section, setSection] = useState<FrontSection>(sections[0] ?? 'rates');
  const View = SECTION_VIEWS[section];
  const sectionName = section === 'rates' ? t('front.rates') : t('tabs.verification');

  useEffect(() => {
    document.title = t('pageTitle', { tab: sectionName, brand: brand.name[language] });
  }, [t, sectionName, brand, language]);

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
        <ColorSchemeSwitch placement="bottom" sx={{ color: 'text.secondary' }} />
        <LanguageSwitch sx={{ color: 'text.secondary' }} />
        <Button variant="contained" onClick={openSignIn}>
          {t('front.login')}
        </Button>
      </Box>
      {sections.length > 1 && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, pt: 2, flexWrap: 'wrap' }}
          data-testid="front-sections"
        >
          {/* Toggle buttons, not tabs: the front page hides the tabs (spec 000 section 1). */}
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={section}
            aria-label={t('front.sections')}
            onChange={(_event, next: FrontSection | null) => {
              if (next) setSection(next);
            }}
          >
            {sections.map((item) => (
              <ToggleButton key={item} value={item} data-testid={`front-section-${item}`}>
                {item === 'rates' ? t('front.rates') : t('tabs.verification')}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary">
            {t('front.intro')}
          </Typography>
        </Box>
      )}
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <PanelBoundary key={section}>
          <Suspense fallback={<Loading />}>
            {section === 'rates' ? (
              // Padded as the account tab pads it.
              <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, width: '100%', display: 'flex', flex: 1 }}>
                <View />
              </Box>
            ) : (
              <View />
            )}
          </Suspense>
        </PanelBoundary>
      </Box>
    </Box>
  );
}
