import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineReason } from '../../lib/api/errors.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
import { registerFlow } from './authFlow.ts';
import { FormError } from './FormError.tsx';
import { type InlineError, inlineErrorFor } from './formError.ts';
import { PasswordField } from './PasswordField.tsx';
import { type ValidationKey, validateEmail, validateNewPassword } from './validation.ts';

type Field = 'email' | 'password';

/**
 * Create an account with email and password, and a friend's invite code (filled in from a share
 * link, optional); "account exists" is shown inline, a refused code under its field.
 */
export function SignUpForm({ inviteCode = '' }: { inviteCode?: string }) {
  const { t } = useTranslation('auth');
  const language = useUiLanguage();
  const [values, setValues] = useState({ email: '', password: '' });
  const [invite, setInvite] = useState(inviteCode);
  const [inviteError, setInviteError] = useState('');
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
    setInviteError('');
    setBusy(true);
    try {
      await registerFlow(values.email.trim(), values.password, invite);
    } catch (error) {
      const refused = inlineReason(error);
      if (refused) setInviteError(refused);
      else setFormError(inlineErrorFor(error, language));
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
      <TextField
        label={t('field.inviteCode')}
        name="inviteCode"
        autoComplete="off"
        value={invite}
        onChange={(event) => {
          setInvite(event.target.value);
          setInviteError('');
        }}
        error={inviteError !== ''}
        helperText={inviteError || t('field.inviteCodeHint')}
        slotProps={{ htmlInput: { maxLength: 12 } }}
        fullWidth
        sx={{ mt: 1 }}
      />
      <FormError error={formError} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {t('signup.submit')}
      </Button>
    </Box>
  );
}
