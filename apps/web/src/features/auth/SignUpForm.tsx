import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { inlineReason } from '../../lib/api/errors.ts';
import { errorSentence, type ShownError, serverSentence } from '../../lib/formErrors.ts';
import { useUiLanguage } from '../../lib/runtime.ts';
import { registerFlow } from './authFlow.ts';
import { FormError } from './FormError.tsx';
import { inlineErrorFor } from './formError.ts';
import { PasswordField } from './PasswordField.tsx';
import { emailField, newPasswordField } from './validation.ts';

/** The sign-up form: the invite code is the server's to check, and it says so under the field. */
const signUpSchema = z.object({ email: emailField, password: newPasswordField, inviteCode: z.string() });

/**
 * Create an account with email and password, and a friend's invite code (filled in from a share
 * link, optional); "account exists" is shown inline, a refused code under its field.
 */
export function SignUpForm({ inviteCode = '' }: { inviteCode?: string }) {
  const { t } = useTranslation('auth');
  const language = useUiLanguage();
  const {
    watch,
    setValue,
    clearErrors,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signUpSchema>, unknown, z.output<typeof signUpSchema>>({
    defaultValues: { email: '', password: '', inviteCode },
    resolver: zodResolver(signUpSchema),
    // A field's message stays until the next attempt, unless the person edits that field.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = watch();
  const edit = (field: keyof typeof values, value: string) => {
    setValue(field, value, { shouldDirty: true });
    clearErrors(field);
  };
  const sentence = (error: ShownError) => errorSentence(error, (key) => t(key as never));

  const submit = handleSubmit(async ({ email, password, inviteCode: invite }) => {
    try {
      await registerFlow(email, password, invite);
    } catch (error) {
      const refused = inlineReason(error);
      if (refused) {
        setError('inviteCode', serverSentence(refused));
        return;
      }
      const failure = inlineErrorFor(error, language);
      if (failure) setError('root', failure);
    }
  });
  const emailError = sentence(errors.email);
  const inviteError = sentence(errors.inviteCode);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('signup.submit')}>
      <TextField
        label={t('field.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => edit('email', event.target.value)}
        error={emailError !== undefined}
        helperText={emailError ?? ' '}
        fullWidth
        autoFocus
      />
      <PasswordField
        value={values.password}
        onChange={(value) => edit('password', value)}
        error={sentence(errors.password) ?? null}
        autoComplete="new-password"
      />
      <TextField
        label={t('field.inviteCode')}
        name="inviteCode"
        autoComplete="off"
        value={values.inviteCode}
        onChange={(event) => edit('inviteCode', event.target.value)}
        error={inviteError !== undefined}
        helperText={inviteError ?? t('field.inviteCodeHint')}
        slotProps={{ htmlInput: { maxLength: 12 } }}
        fullWidth
        sx={{ mt: 1 }}
      />
      <FormError error={errors.root} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {t('signup.submit')}
      </Button>
    </Box>
  );
}
