import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  EMAIL_CODE_LENGTH,
  formatPhone,
  PHONE_CODE_LENGTH,
  Retcode,
  VERIFY_RESEND_SECONDS,
} from '@switchboard/protocol';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaBoxes } from '../../components/CaptchaBoxes.tsx';
import { inlineReason, isRetcode } from '../../lib/api/errors.ts';
import { errorSentence, serverSentence } from '../../lib/formErrors.ts';
import { validateCode } from './api.ts';
import type { SentTo } from './ContactStep.tsx';
import { resendEmailCode, sendPhoneCode } from './sendCode.ts';

/** A code that was not accepted: red boxes, no sentence. */
const WRONG = { type: 'wrong' } as const;

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
  const [busy, setBusy] = useState(false);
  // The code's error turns the boxes red (with the server's sentence when it gave one); a refusal
  // about anything else is the step's own, shown at the same place.
  const { setError, clearErrors, getFieldState, formState } = useForm<{ code: string }>();
  const { errors } = formState;
  const left = useCountdown(sent.verifyid);
  const target = sent.kind === 'phone' ? formatPhone(sent.ref.telcode, sent.ref.phone) : sent.email;
  const reason =
    errorSentence(errors.code, (key) => t(key as never)) ??
    errorSentence(errors.root, (key) => t(key as never));

  /** A new try or a resend takes the last sentence away; red boxes stay red until a code passes. */
  const clearReason = () => {
    clearErrors('root');
    if (getFieldState('code', formState).error?.message) setError('code', WRONG);
  };

  const check = async (code: string) => {
    setBusy(true);
    clearReason();
    try {
      const verified = await validateCode(sent.kind, sent.verifyid, code);
      if (verified) {
        clearErrors('code');
        await onAccepted();
        return;
      }
      setError('code', WRONG);
    } catch (error) {
      const refused = inlineReason(error);
      if (isRetcode(error, Retcode.WRONG_CREDENTIALS))
        setError('code', refused ? serverSentence(refused) : WRONG);
      else {
        if (refused) setError('root', serverSentence(refused));
        console.warn('validate code failed', error);
      }
    } finally {
      // Remounting the boxes clears them for the next try.
      setAttempt((value) => value + 1);
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    clearReason();
    try {
      const verifyid =
        sent.kind === 'phone' ? await sendPhoneCode(sent.ref, true) : await resendEmailCode(sent.email);
      if (verifyid) {
        clearErrors('code');
        onResent({ ...sent, verifyid });
      }
    } catch (error) {
      const refused = inlineReason(error);
      if (refused) setError('root', serverSentence(refused));
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
      <Box data-testid="verify-code" data-error={errors.code ? 'true' : 'false'}>
        <CaptchaBoxes
          key={`${sent.verifyid}-${attempt}`}
          length={length}
          digitsOnly
          error={errors.code !== undefined}
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
