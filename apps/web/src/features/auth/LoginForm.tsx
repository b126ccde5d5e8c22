import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AccountRef } from '../../lib/api/calls.ts';
import { errorSentence, type ShownError } from '../../lib/formErrors.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
import { AccountFields, type AccountMethod } from './AccountFields.tsx';
import { loginFlow } from './authFlow.ts';
import { FormError } from './FormError.tsx';
import { inlineErrorFor } from './formError.ts';
import { PasswordField } from './PasswordField.tsx';
import { emailField, loginPasswordField, phoneField, telCodeField } from './validation.ts';

/** What the log-in form holds: both ways of naming the account, whichever is shown. */
interface LoginValues {
  email: string;
  telCode: string;
  phone: string;
  password: string;
}

/** What a valid form sends. */
interface LoginRequest {
  ref: AccountRef;
  password: string;
}

/** Each way of naming the account checks only the fields it shows (the form keeps both). */
const resolvers = {
  email: zodResolver(
    z
      .object({ email: emailField, password: loginPasswordField })
      .transform(({ email, password }): LoginRequest => ({ ref: { account: email }, password })),
  ),
  phone: zodResolver(
    z
      .object({ telCode: telCodeField, phone: phoneField, password: loginPasswordField })
      .transform(
        ({ telCode, phone, password }): LoginRequest => ({ ref: { account: phone, telCode }, password }),
      ),
  ),
} as unknown as Record<AccountMethod, Resolver<LoginValues, unknown, LoginRequest>>;

/**
 * Log in by email (or phone with a calling code) and password; wrong credentials are shown inline.
 * "Forgot password?" opens the reset.
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
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
  } = useForm<LoginValues, unknown, LoginRequest>({
    defaultValues: { email: '', telCode: '1', phone: '', password: '' },
    resolver: resolvers[method],
    // A field's message stays until the next attempt, unless the person edits that field.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = watch();
  const edit = (field: keyof LoginValues, value: string) => {
    setValue(field, value, { shouldDirty: true });
    clearErrors(field);
  };
  const sentence = (error: ShownError) => errorSentence(error, (key) => t(key as never));

  const submit = handleSubmit(async ({ ref, password }) => {
    try {
      await loginFlow(ref, password);
    } catch (error) {
      const failure = inlineErrorFor(error, language);
      if (failure) setError('root', failure);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('login.submit')}>
      <AccountFields
        method={method}
        onMethod={setMethod}
        methodLabel={t('login.method')}
        values={values}
        onChange={edit}
        errors={{
          email: sentence(errors.email),
          telCode: sentence(errors.telCode),
          phone: sentence(errors.phone),
        }}
      />
      <PasswordField
        value={values.password}
        onChange={(value) => edit('password', value)}
        error={sentence(errors.password) ?? null}
        autoComplete="current-password"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mb: 1.5 }}>
        <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </Link>
      </Box>
      <FormError error={errors.root} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {t('login.submit')}
      </Button>
    </Box>
  );
}
