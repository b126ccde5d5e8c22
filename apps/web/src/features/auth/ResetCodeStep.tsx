import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Retcode, resetPasswordBodySchema, VERIFY_RESEND_SECONDS } from '@switchboard/protocol';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, inlineReason, isRetcode } from '../../lib/api/errors.ts';
import { errorSentence, type ShownError, serverSentence, withMessages } from '../../lib/formErrors.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
import { startSession } from '../../lib/session.ts';
import { FormError } from './FormError.tsx';
import { inlineErrorFor } from './formError.ts';
import { PasswordField } from './PasswordField.tsx';
import { resetPassword, type SentResetCode, sendResetCode } from './resetApi.ts';
import { newPasswordField } from './validation.ts';

/** What the second step holds. */
interface CodeValues {
  code: string;
  password: string;
}

/** The code as the server takes it, and exactly as long as the one sent; then the new password. */
function codeStepSchema(codeLength: number) {
  return z.object({
    code: withMessages(
      z
        .string()
        .trim()
        .pipe(resetPasswordBodySchema.shape.activationcode)
        .refine((code) => code.length === codeLength),
      () => 'reset.codeDigits',
    ),
    password: newPasswordField,
  });
}

/** Which of the step's fields a refusal about the server's request field belongs under. */
const FIELD_OF: Record<string, keyof CodeValues> = {
  account: 'code',
  activationcode: 'code',
  newPassword: 'password',
};

/** Seconds left before a new code may be asked for; restarts whenever `restart` changes. */
function useCountdown(restart: unknown): number {
  const [left, setLeft] = useState(VERIFY_RESEND_SECONDS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code restarts the countdown
  useEffect(() => {
    setLeft(VERIFY_RESEND_SECONDS);
    const timer = setInterval(() => setLeft((value) => (value <= 1 ? 0 : value - 1)), 1000);
    return () => clearInterval(timer);
  }, [restart]);
  return left;
}

/** Step 2: the code sent and a new password; a new code after the countdown, through the captcha. */
export function ResetCodeStep({
  sent,
  onSent,
  back,
}: {
  sent: SentResetCode;
  onSent: (sent: SentResetCode) => void;
  back: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const language = useUiLanguage();
  const resolver = useMemo(() => zodResolver(codeStepSchema(sent.codeLength)), [sent.codeLength]);
  const {
    watch,
    setValue,
    clearErrors,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues, unknown, z.output<ReturnType<typeof codeStepSchema>>>({
    defaultValues: { code: '', password: '' },
    resolver,
    // A field's message stays until the next attempt, unless the person edits that field.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = watch();
  const edit = (field: keyof CodeValues, value: string) => {
    setValue(field, value, { shouldDirty: true });
    clearErrors(field);
  };
  const sentence = (error: ShownError) =>
    errorSentence(error, (key) => t(key as never, { count: sent.codeLength }));
  const resendIn = useCountdown(sent);

  /** A refusal goes under the field it is about; a wrong code under the code; the rest above the button. */
  const showFailure = (error: unknown) => {
    const reason = inlineReason(error);
    const field = error instanceof ApiError && error.field ? FIELD_OF[error.field] : undefined;
    if (reason && field) setError(field, serverSentence(reason));
    else if (isRetcode(error, Retcode.WRONG_CREDENTIALS)) {
      setError('code', error.retmsg ? serverSentence(error.retmsg) : { message: 'reset.codeWrong' });
    } else {
      const failure = inlineErrorFor(error, language);
      if (failure) setError('root', failure);
    }
  };

  const resend = useMutation({
    mutationFn: () => {
      clearErrors('root');
      return sendResetCode(sent.ref, sent.destination);
    },
    onSuccess: (next) => {
      if (!next) return;
      setValue('code', '');
      onSent(next);
    },
    onError: showFailure,
  });

  const submit = handleSubmit(async ({ code, password }) => {
    try {
      startSession(await resetPassword(sent.verifyid, code, password));
    } catch (error) {
      showFailure(error);
    }
  });
  const busy = isSubmitting || resend.isPending;
  const codeError = sentence(errors.code);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('reset.submit')}>
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
        onChange={(event) => edit('code', event.target.value)}
        error={codeError !== undefined}
        helperText={codeError ?? ' '}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: sent.codeLength } }}
      />
      <PasswordField
        label={t('reset.newPassword')}
        value={values.password}
        onChange={(value) => edit('password', value)}
        error={sentence(errors.password) ?? null}
        autoComplete="new-password"
      />
      <FormError error={errors.root} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {t('reset.submit')}
      </Button>
      <Button
        variant="text"
        color="inherit"
        fullWidth
        sx={{ mt: 1 }}
        disabled={busy || resendIn > 0}
        onClick={() => resend.mutate()}
      >
        {resendIn > 0 ? t('reset.resendIn', { count: resendIn }) : t('reset.resend')}
      </Button>
      {back}
    </Box>
  );
}
