import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CODE_RETRY_MINUTES, formatFullNumber } from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/clipboard.ts';
import { useBrand } from '../../../lib/runtime.ts';
import {
  canTryAnother,
  isOneTimeLock,
  markCodeCopied,
  markNumberCopied,
  tryAnotherNumber,
  useCodeMessages,
  useCodeSession,
} from '../core/codeSession.ts';
import { formatCharge } from './format.ts';

interface ReceiveTabProps {
  onSubscribe: () => void;
  onDone: () => void;
}

/** The receive tab: the locked number with copy, countdown, messages with their codes, and the actions. */
export function ReceiveTab({ onSubscribe, onDone }: ReceiveTabProps) {
  const { t } = useTranslation('verificationMulti');
  const brand = useBrand();
  const session = useCodeSession();
  const messages = useCodeMessages();
  const [copied, setCopied] = useState<string | null>(null);
  const { locked } = session;
  if (!locked) return null;
  const subscribable = locked.canSub === 1 && locked.subStatus === 0;

  const copyNumber = async () => {
    if (await copyText(locked.phone)) {
      markNumberCopied();
      setCopied('number');
    }
  };
  const copyCode = async (smsId: string, code: string) => {
    if (await copyText(code)) {
      markCodeCopied();
      setCopied(smsId);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" data-testid="verification-locked-number">
          {formatFullNumber(locked.phone)}
        </Typography>
        <Button size="small" onClick={() => void copyNumber()}>
          {copied === 'number' ? t('step2.copied') : t('step2.copy')}
        </Button>
        <Typography color="text.secondary" data-testid="verification-countdown">
          {t('step2.countdown', { seconds: session.secondsLeft })}
        </Typography>
      </Box>
      <Typography variant="body2">{locked.tip}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t('step2.fees', {
          rate: formatCharge(locked.codeRate, brand),
          rent: formatCharge(locked.subRent, brand),
        })}
      </Typography>
      <Alert
        severity={session.tipState >= 3 ? 'success' : 'info'}
        role="status"
        data-testid={`verification-tip-${session.tipState}`}
      >
        {t(`step2.tip${session.tipState}`)}
      </Alert>
      {session.phase === 'ended' && messages.length === 0 && (
        <Alert severity="warning" data-testid="verification-retry-tip">
          {t('step2.retryLater', { count: CODE_RETRY_MINUTES })}
        </Alert>
      )}
      {messages.length === 0 ? (
        <Typography color="text.secondary">{t('step2.waiting')}</Typography>
      ) : (
        messages.map((sms) => (
          <Paper key={sms.smsId} variant="outlined" sx={{ p: 1.5 }} data-testid="verification-message">
            <Typography variant="body2">{sms.text}</Typography>
            {sms.code !== '' && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {t('step2.code')}: {sms.code}
                </Typography>
                <Button size="small" onClick={() => void copyCode(sms.smsId, sms.code)}>
                  {copied === sms.smsId ? t('step2.copied') : t('step2.copy')}
                </Button>
              </Box>
            )}
          </Paper>
        ))
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canTryAnother(session, messages) && (
          <Button variant="outlined" onClick={() => void tryAnotherNumber()}>
            {t('step2.tryAnother')}
          </Button>
        )}
        {locked.subStatus === 0 && !isOneTimeLock(session) && (
          <Button
            variant={subscribable ? 'contained' : 'outlined'}
            color={subscribable ? 'secondary' : 'inherit'}
            disabled={!subscribable}
            onClick={onSubscribe}
            data-testid="verification-subscribe"
          >
            {t('step2.subscribe')}
          </Button>
        )}
        <Button variant="contained" onClick={onDone} data-testid="verification-done">
          {t('step2.done')}
        </Button>
      </Box>
    </Box>
  );
}
