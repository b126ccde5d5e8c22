import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type StatusTone, toneColor } from './status.ts';

/** One label/value line of the profile; `action` sits beside the value, outside its test id. */
export function Row({
  label,
  testId,
  children,
  action,
}: {
  label: string;
  testId: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary" sx={{ width: 190, flexShrink: 0 }}>
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, flex: 1, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <Box component="span" data-testid={testId} sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
          {children}
        </Box>
        {action}
      </Box>
    </Box>
  );
}

/** A review status in its colour (red needs update, amber reviewing, green verified). */
export function Tone({ tone }: { tone: StatusTone }) {
  const { t } = useTranslation('profile');
  return (
    <Box component="span" data-tone={tone} sx={{ color: toneColor(tone), fontWeight: 600 }}>
      {t(`tone.${tone}`)}
    </Box>
  );
}

/** The grey "Not set" shown for an empty value. */
export function NotSet() {
  const { t } = useTranslation('profile');
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
      {t('notSet')}
    </Box>
  );
}
