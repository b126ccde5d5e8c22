import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EMAIL_CODE_LENGTH, PHONE_CODE_LENGTH, Retcode, VERIFY_RESEND_SECONDS } from '@switchboard/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineReason, isRetcode } from '../../lib/api/errors.ts';
import { formatPhone } from '../../lib/phone.ts';
import { CaptchaBoxes } from '../auth/CaptchaBoxes.tsx';
import { validateCode } from './api.ts';
import type { SentTo } from './ContactStep.tsx';
import { resendEmailCode, sendPhoneCode } from './sendCode.ts';

/** Seconds left before a resend is offered; restarts whenever `restart` changes. */
function useCountdown(restart: unknown): number {
  const [left, setLeft] = useState(VERIFY_RESEND_SECONDS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code restarts the countdown
  useEffect(() => {
    setLeft(VERIFY_RESEND_SECONDS);
    const timer = setInterval(() => {
      setLeft((value) => {
        if (value <= 1) clearInterval(timer);
        return Math.max(0, value - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [restart]);
  return left;
}

/**
 * Step 2: the code in boxes (4 for a phone, 6 for an email), validated when full. A wrong or expired
 * code (100004, or not verified) clears the boxes and turns them red, without a text. Resend after
 * the countdown goes through the captcha.
 */
export function CodeStep({
  sent,
  onResent,
  onAccepted,
}: {
  sent: SentTo;
  onResent: (sent: SentTo) => void;
  onAccepted: () => Promise<void>;
}) {
  const { t } = useTranslation('verify');
  const length = sent.kind === 'phone' ? PHONE_CODE_LENGTH : EMAIL_CODE_LENGTH;
  const [attempt, setAttempt] = useState(0);
  const [wrong, setWrong] = useState(false);
  /** Why the last check or resend was refused, shown under the boxes. */
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const left = useCountdown(sent.verifyid);
  const target = sent.kind === 'phone' ? formatPhone(sent.ref.telcode, sent.ref.phone) : sent.email;

  const check = async (code: string) => {
    setBusy(true);
    setReason('');
    try {
      const verified = await validateCode(sent.kind, sent.verifyid, code);
      if (verified) {
        setWrong(false);
        await onAccepted();
        return;
      }
      setWrong(true);
    } catch (error) {
      setReason(inlineReason(error) ?? '');
      if (isRetcode(error, Retcode.WRONG_CREDENTIALS)) setWrong(true);
      else console.warn('validate code failed', error);
    } finally {
      // Remounting the boxes clears them for the next try.
      setAttempt((value) => value + 1);
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    setReason('');
    try {
      const verifyid =
        sent.kind === 'phone' ? await sendPhoneCode(sent.ref, true) : await resendEmailCode(sent.email);
      if (verifyid) {
        setWrong(false);
        onResent({ ...sent, verifyid });
      }
    } catch (error) {
      const refused = inlineReason(error);
      if (refused) setReason(refused);
      else console.warn('resend failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('code.text', { target })}
      </Typography>
      <Box data-testid="verify-code" data-error={wrong ? 'true' : 'false'}>
        <CaptchaBoxes
          key={`${sent.verifyid}-${attempt}`}
          length={length}
          digitsOnly
          error={wrong}
          disabled={busy}
          boxLabel={(n) => t('code.box', { n })}
          onComplete={(code) => void check(code)}
        />
      </Box>
      {reason && (
        <Typography color="error" role="alert" sx={{ mt: 1, textAlign: 'center' }}>
          {reason}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <Button onClick={() => void resend()} disabled={left > 0 || busy}>
          {left > 0 ? t('code.resendIn', { seconds: left }) : t('code.resend')}
        </Button>
      </Box>
    </Box>
  );
}
