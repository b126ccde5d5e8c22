import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AccountRef } from '../../lib/api/calls.ts';
import { ApiError, inlineReason } from '../../lib/api/errors.ts';
import { errorSentence, type ShownError, serverSentence } from '../../lib/formErrors.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
import { AccountFields, type AccountMethod } from './AccountFields.tsx';
import { FormError } from './FormError.tsx';
import { inlineErrorFor } from './formError.ts';
import { ResetCodeStep } from './ResetCodeStep.tsx';
import { type SentResetCode, sendResetCode } from './resetApi.ts';
import { emailField, phoneField, telCodeField } from './validation.ts';

/** What the first step holds: both ways of naming the account, whichever is shown. */
interface RequestValues {
  email: string;
  telCode: string;
  phone: string;
}

/** Each way of naming the account checks only the fields it shows (the form keeps both). */
const resolvers = {
  email: zodResolver(
    z.object({ email: emailField }).transform(({ email }): AccountRef => ({ account: email })),
  ),
  phone: zodResolver(
    z
      .object({ telCode: telCodeField, phone: phoneField })
      .transform(({ telCode, phone }): AccountRef => ({ account: phone, telCode })),
  ),
} as unknown as Record<AccountMethod, Resolver<RequestValues, unknown, AccountRef>>;

/** Where a code went, as the person reads it: the email, or the phone with its calling code. */
function destinationOf(ref: AccountRef): string {
  return ref.telCode === undefined ? ref.account : `+${ref.telCode} ${ref.account}`;
}

/** Step 1: the email or phone the account signs in with; a captcha, then the code is sent there. */
function ResetRequestStep({ onSent, back }: { onSent: (sent: SentResetCode) => void; back: ReactNode }) {
  const { t } = useTranslation('auth');
  const language = useUiLanguage();
  const [method, setMethod] = useState<AccountMethod>('email');
  const {
    watch,
    setValue,
    clearErrors,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestValues, unknown, AccountRef>({
    defaultValues: { email: '', telCode: '1', phone: '' },
    resolver: resolvers[method],
    // A field's message stays until the next attempt, unless the person edits that field.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = watch();
  const edit = (field: keyof RequestValues, value: string) => {
    setValue(field, value, { shouldDirty: true });
    clearErrors(field);
  };
  const sentence = (error: ShownError) => errorSentence(error, (key) => t(key as never));

  const submit = handleSubmit(async (ref) => {
    try {
      const sent = await sendResetCode(ref, destinationOf(ref));
      if (sent) onSent(sent);
    } catch (error) {
      const reason = inlineReason(error);
      // The server's sentence about the account goes under the field that named it.
      if (reason && error instanceof ApiError && error.field === 'account') {
        setError(method, serverSentence(reason));
        return;
      }
      const failure = inlineErrorFor(error, language);
      if (failure) setError('root', failure);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('reset.send')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('reset.intro')}
      </Typography>
      <AccountFields
        method={method}
        onMethod={(next) => {
          setMethod(next);
          clearErrors();
        }}
        methodLabel={t('reset.method')}
        values={values}
        onChange={edit}
        errors={{
          email: sentence(errors.email),
          telCode: sentence(errors.telCode),
          phone: sentence(errors.phone),
        }}
      />
      <FormError error={errors.root} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {t('reset.send')}
      </Button>
      {back}
    </Box>
  );
}

/**
 * "Forgot password?": the email or phone the account signs in with, a captcha, then the code sent
 * there and a new password. Success signs in (every other session of the account ended).
 */
export function ResetPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<SentResetCode | null>(null);
  const back = (
    <Button variant="text" color="inherit" fullWidth onClick={onBack} sx={{ mt: 1 }}>
      {t('reset.back')}
    </Button>
  );
  return sent === null ? (
    <ResetRequestStep onSent={setSent} back={back} />
  ) : (
    <ResetCodeStep sent={sent} onSent={setSent} back={back} />
  );
}
