import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaImage } from '../../components/CaptchaImage.tsx';
import { DebouncedButton } from '../../components/DebouncedButton.tsx';
import { captchaImageUrl } from '../../lib/api/calls.ts';
import { inlineReason } from '../../lib/api/errors.ts';
import { generateCaptchaId } from '../../lib/captcha.ts';
import { checkContact, confirmCaptcha, NEXT_VERIFY_EMAIL, type PhoneRef } from './api.ts';
import { sendEmailCode, sendPhoneCode } from './sendCode.ts';

/** Longest calling code the form accepts. */
export const TEL_CODE_MAX_LENGTH = 4;
/** Fewest digits of a national number. */
export const PHONE_MIN_DIGITS = 5;

/** Where a code was sent: the phone or email and the verifyid to validate against. */
export type SentTo =
  | { kind: 'phone'; ref: PhoneRef; verifyid: string }
  | { kind: 'email'; email: string; verifyid: string };

/** Step 1 for a phone: calling code and number (fixed when proving the current phone). */
export function PhoneStep({ fixed, onSent }: { fixed: PhoneRef | null; onSent: (sent: SentTo) => void }) {
  const { t } = useTranslation('verify');
  const [telcode, setTelcode] = useState(fixed?.telcode ?? '');
  const [phone, setPhone] = useState(fixed?.phone ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const ref = { telcode: telcode.trim(), phone: phone.replace(/\D/g, '') };
    if (!ref.telcode) return setError(t('errors.telCode'));
    if (ref.phone.length < PHONE_MIN_DIGITS) return setError(t('errors.phone'));
    setError('');
    setBusy(true);
    try {
      const verifyid = await sendPhoneCode(ref);
      if (verifyid) onSent({ kind: 'phone', ref, verifyid });
    } catch (failure) {
      const reason = inlineReason(failure);
      if (reason) setError(reason);
      else console.warn('getVerifyCode failed', failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(fixed ? 'phone.proveText' : 'phone.text')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          label={t('phone.telCode')}
          value={telcode}
          disabled={Boolean(fixed)}
          onChange={(event) =>
            setTelcode(event.target.value.replace(/[^\d]/g, '').slice(0, TEL_CODE_MAX_LENGTH))
          }
          slotProps={{ htmlInput: { maxLength: TEL_CODE_MAX_LENGTH, inputMode: 'numeric' } }}
          sx={{ width: 150, flexShrink: 0 }}
        />
        <TextField
          label={t('phone.number')}
          value={phone}
          disabled={Boolean(fixed)}
          onChange={(event) => setPhone(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          fullWidth
        />
      </Box>
      {error && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      <DebouncedButton type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
        {t('sendCode')}
      </DebouncedButton>
    </Box>
  );
}

/** A shape an address must have before the server is asked about it. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Step 1 for an email: the address first, checked (shape, then the server: not another account's)
 * before the graphic captcha is shown; then the captcha answered inline and the code sent.
 */
export function EmailStep({ onSent }: { onSent: (sent: SentTo) => void }) {
  const { t } = useTranslation('verify');
  const [email, setEmail] = useState('');
  /** The address the server accepted; the captcha is asked only for it. */
  const [checked, setChecked] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState(() => generateCaptchaId());
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const newCaptcha = () => {
    setCaptchaId(generateCaptchaId());
    setCaptcha('');
  };

  const captchaShown = checked !== null && checked === email.trim();

  /** Asks the server whether the address may be verified; true when the captcha may be shown. */
  const check = async (address: string) => {
    setError('');
    setBusy(true);
    try {
      await checkContact({ email: address });
      setChecked(address);
      newCaptcha();
    } catch (failure) {
      const reason = inlineReason(failure);
      if (reason) setError(reason);
      else console.warn('checkContact failed', failure);
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    const address = email.trim();
    if (!address) return setError(t('errors.email'));
    if (!EMAIL_SHAPE.test(address)) return setError(t('errors.emailShape'));
    if (checked !== address) return check(address);
    if (!captcha.trim()) return setError(t('errors.captcha'));
    setError('');
    setBusy(true);
    try {
      const right = await confirmCaptcha(captchaId, captcha.trim(), NEXT_VERIFY_EMAIL);
      if (!right) {
        setError(t('errors.captchaWrong'));
        newCaptcha();
        return;
      }
      const verifyid = await sendEmailCode(address, captchaId);
      onSent({ kind: 'email', email: address, verifyid });
    } catch (failure) {
      // A failure about the address shows here; any other was alerted by the API client.
      const reason = inlineReason(failure);
      if (reason) setError(reason);
      else console.warn('email code request failed', failure);
      // The used captcha is gone either way.
      newCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('email.text')}
      </Typography>
      <TextField
        label={t('email.address')}
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError('');
        }}
        fullWidth
      />
      {captchaShown && (
        <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'center' }}>
          <TextField
            label={t('email.captcha')}
            value={captcha}
            onChange={(event) => setCaptcha(event.target.value)}
            slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 16 } }}
            fullWidth
          />
          <CaptchaImage
            src={captchaImageUrl(captchaId)}
            alt={t('email.captchaImage')}
            title={t('email.captchaRefresh')}
            onReload={newCaptcha}
            sx={{
              width: 120,
              height: 40,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        </Box>
      )}
      {error && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      <DebouncedButton type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
        {t(captchaShown ? 'sendCode' : 'continue')}
      </DebouncedButton>
    </Box>
  );
}
