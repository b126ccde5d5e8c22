import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../lib/runtime.ts';
import { registerFlow } from './authFlow.ts';
import { FormError } from './FormError.tsx';
import { type InlineError, inlineErrorFor } from './formError.ts';
import { PasswordField } from './PasswordField.tsx';
import { type ValidationKey, validateEmail, validateNewPassword } from './validation.ts';

type Field = 'email' | 'password';

/** Create an account with email and password; "account exists" is shown inline. */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const language = useUiLanguage();
  const [values, setValues] = useState({ email: '', password: '' });
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
    const found = {
      email: validateEmail(values.email) ?? undefined,
      password: validateNewPassword(values.password) ?? undefined,
    };
    setErrors(found);
    if (found.email || found.password) return;
    setFormError(null);
    setBusy(true);
    try {
      await registerFlow(values.email.trim(), values.password);
    } catch (error) {
      setFormError(inlineErrorFor(error, language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('signup.submit')}>
      <TextField
        label={t('field.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => change('email')(event.target.value)}
        error={Boolean(errors.email)}
        helperText={errorText('email') ?? ' '}
        fullWidth
        autoFocus
      />
      <PasswordField
        value={values.password}
        onChange={change('password')}
        error={errorText('password')}
        autoComplete="new-password"
      />
      <FormError error={formError} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {t('signup.submit')}
      </Button>
    </Box>
  );
}
