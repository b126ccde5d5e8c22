import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/clipboard.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The one-time code of a verification message, large, with a button that copies it: what people
 * receiving codes on a rented number come for.
 */
export function MessageCode({ code }: { code: string }) {
  const { t } = useTranslation('chats');
  const [state, setState] = useState<CopyState>('idle');
  const label =
    state === 'copied' ? t('code.copied') : state === 'failed' ? t('code.copyFailed') : t('code.copy');
  return (
    <Box
      data-testid="message-code"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mt: 0.75,
        px: 1,
        py: 0.5,
        borderRadius: 1.5,
        bgcolor: 'action.hover',
      }}
    >
      <Typography
        component="span"
        aria-label={t('code.label', { code: code.split('').join(' ') })}
        sx={{
          fontFamily: 'monospace',
          fontSize: 22,
          fontWeight: 700,
          letterSpacing: 2,
          color: 'text.primary',
        }}
      >
        {code}
      </Typography>
      <Button
        size="small"
        startIcon={<ContentCopy fontSize="small" />}
        onClick={() => void copyText(code).then((copied) => setState(copied ? 'copied' : 'failed'))}
        aria-live="polite"
      >
        {label}
      </Button>
    </Box>
  );
}
