import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type UiLanguage, uiLanguages } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, useUiLanguage } from '../lib/language.ts';

/** Each language named in itself, so an operator finds theirs whatever the console shows now. */
const OWN_NAMES: Record<UiLanguage, string> = { en: 'English', 'zh-CN': '中文' };

/** The language switch: both languages side by side, the current one pressed. */
export function LanguageSwitch({ color = 'standard' }: { color?: 'standard' | 'inverted' }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={language}
      aria-label={t('language.label')}
      onChange={(_event, next: UiLanguage | null) => {
        if (next) chooseLanguage(next);
      }}
      sx={
        color === 'inverted'
          ? {
              '& .MuiToggleButton-root': { color: 'common.white', borderColor: 'rgba(255,255,255,0.5)' },
              '& .MuiToggleButton-root.Mui-selected': { color: 'primary.main', bgcolor: 'common.white' },
              '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'grey.100' },
            }
          : undefined
      }
    >
      {uiLanguages.map((option) => (
        <ToggleButton key={option} value={option} lang={option}>
          {OWN_NAMES[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
