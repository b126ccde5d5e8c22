import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/BrandLogo.tsx';
import { ColorSchemeSwitch } from '../../components/ColorSchemeSwitch.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { inviteCodeFromUrl } from './inviteLink.ts';
import { LoginForm } from './LoginForm.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

type Mode = 'login' | 'signup' | 'reset';

/**
 * The signed-out screen: brand, then log-in or sign-up with a link to switch between them, and the
 * password reset the log-in form links to.
 */
export default function AuthScreen() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const brand = useBrand();
  const language = useUiLanguage();
  // A share link opens sign-up with its code filled in.
  const [inviteCode] = useState(() => inviteCodeFromUrl(window.location.search));
  const [mode, setMode] = useState<Mode>(inviteCode ? 'signup' : 'login');
  const brandName = brand.name[language];
  const other: Mode = mode === 'signup' ? 'login' : 'signup';

  useEffect(() => {
    document.title = tCommon('pageTitle', { tab: t(`${mode}.pageTitle`), brand: brandName });
  }, [t, tCommon, mode, brandName]);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        position: 'relative',
        // A wash of the brand's accent fading into the page, in either scheme.
        background: (theme) => {
          const { palette } = theme.vars ?? theme;
          return `linear-gradient(160deg, ${theme.alpha(palette.primary.main, 0.12)} 0%, ${palette.background.default} 55%)`;
        },
      }}
    >
      <Box sx={{ position: 'absolute', top: 16, right: 16, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <ColorSchemeSwitch placement="bottom" sx={{ color: 'text.secondary' }} />
        <LanguageSwitch sx={{ color: 'text.secondary' }} />
      </Box>
      <Paper
        elevation={0}
        sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 }, border: 1, borderColor: 'divider' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <BrandLogo svg={brand.logoSvg} size={44} alt="" />
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {brandName}
          </Typography>
        </Box>
        <Typography variant="h6" component="h1" sx={{ mb: 2.5 }}>
          {t(`${mode}.title`, { brand: brandName })}
        </Typography>
        {mode === 'login' && <LoginForm onForgotPassword={() => setMode('reset')} />}
        {mode === 'signup' && <SignUpForm inviteCode={inviteCode} />}
        {mode === 'reset' && <ResetPasswordForm onBack={() => setMode('login')} />}
        {mode !== 'reset' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, textAlign: 'center' }}>
            {t(`${mode}.switchPrompt`)}{' '}
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setMode(other)}
              sx={{ fontWeight: 600 }}
            >
              {t(`${mode}.switchAction`)}
            </Link>
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
