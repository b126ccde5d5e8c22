import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRef } from '../../lib/api/calls.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
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

type Method = 'email' | 'phone';
type Field = 'email' | 'telCode' | 'phone' | 'password';

/** Log in by email (or phone with a calling code) and password; wrong credentials are shown inline. */
export function LoginForm() {
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
      <ToggleButtonGroup
        value={method}
        exclusive
        fullWidth
        size="small"
        aria-label={t('login.method')}
        onChange={(_event, next: Method | null) => next && setMethod(next)}
        sx={{ mb: 2.5 }}
      >
        <ToggleButton value="email">{t('login.byEmail')}</ToggleButton>
        <ToggleButton value="phone">{t('login.byPhone')}</ToggleButton>
      </ToggleButtonGroup>
      {method === 'email' ? (
        <TextField
          label={t('field.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={values.email}
          onChange={(event) => change('email')(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errorText('email') ?? ' '}
          fullWidth
          autoFocus
        />
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <TextField
            label={t('field.telCode')}
            name="telCode"
            value={values.telCode}
            onChange={(event) => change('telCode')(event.target.value)}
            error={Boolean(errors.telCode)}
            helperText={errorText('telCode') ?? ' '}
            sx={{ width: 110, flexShrink: 0 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 }, input: { startAdornment: '+' } }}
          />
          <TextField
            label={t('field.phone')}
            name="phone"
            autoComplete="username"
            value={values.phone}
            onChange={(event) => change('phone')(event.target.value)}
            error={Boolean(errors.phone)}
            helperText={errorText('phone') ?? ' '}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Box>
      )}
      <PasswordField
        value={values.password}
        onChange={change('password')}
        error={errorText('password')}
        autoComplete="current-password"
      />
      <FormError error={formError} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {t('login.submit')}
      </Button>
    </Box>
  );
}
