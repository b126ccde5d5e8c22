import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { UiLanguage } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../lib/runtime.ts';
import { chooseUiLanguage } from '../lib/uiLanguage.ts';

/** Toggles between English and Chinese; the label names the language it switches to. */
export function LanguageSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const other: UiLanguage = language === 'en' ? 'zh-CN' : 'en';
  return (
    <Button
      size="small"
      color="inherit"
      onClick={() => chooseUiLanguage(other)}
      aria-label={t('sidebar.switchLanguage')}
      title={t('sidebar.switchLanguage')}
      lang={other}
      sx={[{ minWidth: 0, px: 1, fontWeight: 700 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {t(`language.${other}`)}
    </Button>
  );
}
