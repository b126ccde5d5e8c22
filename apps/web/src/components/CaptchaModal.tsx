import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaImageUrl } from '../lib/api/calls.ts';
import { closeCaptcha, refreshCaptcha, submitCaptcha, useCaptcha } from '../lib/captcha.ts';
import { CaptchaBoxes } from './CaptchaBoxes.tsx';
import { CaptchaImage } from './CaptchaImage.tsx';

/** The graphic captcha: a clickable image (new one on click) and four boxes that submit when full. */
export function CaptchaModal() {
  const { t } = useTranslation('auth');
  const { open, captchaId, wrongAttempts } = useCaptcha();
  // The id that was submitted; a new id (refresh or wrong answer) re-enables the boxes.
  const [submittedId, setSubmittedId] = useState<string | null>(null);

  return (
    <Dialog open={open} onClose={closeCaptcha} aria-labelledby="captcha-title" maxWidth="xs" fullWidth>
      <DialogTitle id="captcha-title">{t('captcha.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('captcha.text')}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, mb: 2 }}>
          {captchaId && (
            <CaptchaImage
              src={captchaImageUrl(captchaId)}
              alt={t('captcha.imageAlt')}
              title={t('captcha.refresh')}
              onReload={refreshCaptcha}
              sx={{
                width: 150,
                height: 50,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                // A light plate in both schemes: the captcha's characters are drawn for a light ground.
                bgcolor: 'grey.100',
              }}
            />
          )}
          <Typography variant="caption" color="text.secondary">
            {t('captcha.refresh')}
          </Typography>
        </Box>
        <CaptchaBoxes
          key={captchaId}
          disabled={submittedId === captchaId}
          onComplete={(value) => {
            setSubmittedId(captchaId);
            submitCaptcha(value);
          }}
        />
        {wrongAttempts > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('captcha.wrong')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={closeCaptcha}>{t('captcha.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
