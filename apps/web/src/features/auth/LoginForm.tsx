import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRef } from '../../lib/api/calls.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
import { AccountFields, type AccountMethod } from './AccountFields.tsx';
import { loginFlow } from './authFlow.ts';
import { FormError } from './FormError.tsx';
import { type InlineError, inlineErrorFor } from './formError.ts';
import { PasswordField } from './PasswordField.tsx';
import {
  normalizePhone,
  normalizeTelCode,
  type ValidationKey,
  validateEmail,
  validateLoginPassword,
  validatePhone,
  validateTelCode,
} from './validation.ts';

type Method = AccountMethod;
type Field = 'email' | 'telCode' | 'phone' | 'password';

/**
 * Log in by email (or phone with a calling code) and password; wrong credentials are shown inline.
 * "Forgot password?" opens the reset.
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('auth');
  const language = useUiLanguage();
  const [method, setMethod] = useState<Method>('email');
  const [values, setValues] = useState({ email: '', telCode: '1', phone: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, ValidationKey>>>({});
  const [formError, setFormError] = useState<InlineError>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: Field) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };
  const errorText = (field: Field) => (errors[field] ? t(`validation.${errors[field]}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, ValidationKey>> = {
      password: validateLoginPassword(values.password) ?? undefined,
    };
    if (method === 'email') found.email = validateEmail(values.email) ?? undefined;
    else {
      found.telCode = validateTelCode(values.telCode) ?? undefined;
      found.phone = validatePhone(values.phone) ?? undefined;
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;

    const ref: AccountRef =
      method === 'email'
        ? { account: values.email.trim() }
        : { account: normalizePhone(values.phone), telCode: normalizeTelCode(values.telCode) };
    setFormError(null);
    setBusy(true);
    try {
      await loginFlow(ref, values.password);
    } catch (error) {
      setFormError(inlineErrorFor(error, language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('login.submit')}>
      <AccountFields
        method={method}
        onMethod={setMethod}
        methodLabel={t('login.method')}
        values={values}
        onChange={(field, value) => change(field)(value)}
        errors={{ email: errorText('email'), telCode: errorText('telCode'), phone: errorText('phone') }}
      />
      <PasswordField
        value={values.password}
        onChange={change('password')}
        error={errorText('password')}
        autoComplete="current-password"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mb: 1.5 }}>
        <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </Link>
      </Box>
      <FormError error={formError} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {t('login.submit')}
      </Button>
    </Box>
  );
}
