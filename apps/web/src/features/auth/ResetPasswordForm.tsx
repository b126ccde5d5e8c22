import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type PasswordResetRequestedData, Retcode, VERIFY_RESEND_SECONDS } from '@switchboard/protocol';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRef } from '../../lib/api/calls.ts';
import { ApiError, inlineReason, isRetcode } from '../../lib/api/errors.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
import { startSession } from '../../lib/session.ts';
import { captchaPassFor } from '../contact-verification/index.ts';
import { AccountFields, type AccountMethod } from './AccountFields.tsx';
import { FormError } from './FormError.tsx';
import { type InlineError, inlineErrorFor } from './formError.ts';
import { PasswordField } from './PasswordField.tsx';
import { NEXT_REQUEST_RESET, requestPasswordReset, resetPassword } from './resetApi.ts';
import {
  normalizePhone,
  normalizeTelCode,
  type ValidationKey,
  validateEmail,
  validateNewPassword,
  validatePhone,
  validateTelCode,
} from './validation.ts';

type Method = AccountMethod;
type Field = 'email' | 'telCode' | 'phone' | 'code' | 'password';
type Errors = Partial<Record<Field, string>>;

/** A code sent: where to, and how to ask for the next one. */
interface Sent extends PasswordResetRequestedData {
  ref: AccountRef;
  destination: string;
}

/** Seconds left until a new code may be asked for, counting down from `from` when it changes. */
function useCountdown(from: number | null): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (from === null) return;
    setLeft(from);
    const timer = setInterval(() => setLeft((value) => (value <= 1 ? 0 : value - 1)), 1000);
    return () => clearInterval(timer);
  }, [from]);
  return left;
}

/**
 * "Forgot password?": the email or phone the account signs in with, a captcha, then the code sent
 * there and a new password. Success signs in (every other session of the account ended).
 */
export function ResetPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const language = useUiLanguage();
  const [method, setMethod] = useState<Method>('email');
  const [values, setValues] = useState({ email: '', telCode: '1', phone: '', code: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<InlineError>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const resendIn = useCountdown(sentAt === null ? null : VERIFY_RESEND_SECONDS);

  const change = (field: Field) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };
  const validation = (key: ValidationKey | null) => (key ? t(key) : undefined);

  /** Shows a refusal under the field it is about, or above the button. */
  const showFailure = (error: unknown, fieldOf: (serverField: string | undefined) => Field | undefined) => {
    const reason = inlineReason(error);
    const silentWrong = isRetcode(error, Retcode.WRONG_CREDENTIALS) && error instanceof ApiError;
    const field = fieldOf(error instanceof ApiError ? error.field : undefined);
    if (reason && field) setErrors({ [field]: reason });
    else if (silentWrong && sent !== null) setErrors({ code: error.retmsg || t('reset.codeWrong') });
    else setFormError(inlineErrorFor(error, language));
  };

  const sendCode = async (ref: AccountRef, destination: string) => {
    setFormError(null);
    const captchaId = await captchaPassFor(NEXT_REQUEST_RESET);
    if (!captchaId) return;
    setBusy(true);
    try {
      const answer = await requestPasswordReset(ref, captchaId);
      setSent({ ...answer, ref, destination });
      setSentAt(Date.now());
      setValues((old) => ({ ...old, code: '' }));
    } catch (error) {
      showFailure(error, (field) =>
        field === 'account' ? (sent !== null ? 'code' : method === 'email' ? 'email' : 'phone') : undefined,
      );
    } finally {
      setBusy(false);
    }
  };

  const submitRequest = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors =
      method === 'email'
        ? { email: validation(validateEmail(values.email)) }
        : {
            telCode: validation(validateTelCode(values.telCode)),
            phone: validation(validatePhone(values.phone)),
          };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const ref: AccountRef =
      method === 'email'
        ? { account: values.email.trim() }
        : { account: normalizePhone(values.phone), telCode: normalizeTelCode(values.telCode) };
    const destination = ref.telCode === undefined ? ref.account : `+${ref.telCode} ${ref.account}`;
    await sendCode(ref, destination);
  };

  const submitReset = async (event: FormEvent) => {
    event.preventDefault();
    if (sent === null) return;
    const digits = values.code.trim();
    const found: Errors = {
      code: new RegExp(`^\\d{${sent.codeLength}}$`).test(digits)
        ? undefined
        : t('reset.codeDigits', { count: sent.codeLength }),
      password: validation(validateNewPassword(values.password)),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFormError(null);
    setBusy(true);
    try {
      startSession(await resetPassword(sent.verifyid, digits, values.password));
    } catch (error) {
      showFailure(error, (field) =>
        field === 'activationcode' ? 'code' : field === 'newPassword' ? 'password' : undefined,
      );
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <Button variant="text" color="inherit" fullWidth onClick={onBack} sx={{ mt: 1 }}>
      {t('reset.back')}
    </Button>
  );

  if (sent !== null) {
    return (
      <Box component="form" noValidate onSubmit={submitReset} aria-label={t('reset.submit')}>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="reset-sent">
          {t(sent.channel === 'sms' ? 'reset.sentSms' : 'reset.sentEmail', {
            count: sent.codeLength,
            destination: sent.destination,
          })}
        </Typography>
        <TextField
          label={t('reset.code')}
          name="one-time-code"
          autoComplete="one-time-code"
          value={values.code}
          onChange={(event) => change('code')(event.target.value)}
          error={Boolean(errors.code)}
          helperText={errors.code ?? ' '}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: sent.codeLength } }}
        />
        <PasswordField
          label={t('reset.newPassword')}
          value={values.password}
          onChange={change('password')}
          error={errors.password ?? null}
          autoComplete="new-password"
        />
        <FormError error={formError} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {t('reset.submit')}
        </Button>
        <Button
          variant="text"
          color="inherit"
          fullWidth
          sx={{ mt: 1 }}
          disabled={busy || resendIn > 0}
          onClick={() => void sendCode(sent.ref, sent.destination)}
        >
          {resendIn > 0 ? t('reset.resendIn', { count: resendIn }) : t('reset.resend')}
        </Button>
        {back}
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submitRequest} aria-label={t('reset.send')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('reset.intro')}
      </Typography>
      <AccountFields
        method={method}
        onMethod={(next) => {
          setMethod(next);
          setErrors({});
        }}
        methodLabel={t('reset.method')}
        values={values}
        onChange={(field, value) => change(field)(value)}
        errors={errors}
      />
      <FormError error={formError} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {t('reset.send')}
      </Button>
      {back}
    </Box>
  );
}
