import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONSOLE_TOTP_DIGITS, consoleLoginBodySchema, Retcode, totpCodeSchema } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeField } from '../../components/CodeField.tsx';
import { FailureAlert } from '../../components/FailureAlert.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { PublicPage } from '../../components/PublicPage.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { isRetcode } from '../../lib/api/errors.ts';
import { keys } from '../../lib/api/queries.ts';
import { fieldProps } from '../../lib/formField.ts';
import { startSession, useSession } from '../../lib/session.ts';

/** The contract's login body; the code stays blank until the server asks for it. */
const signInSchema = consoleLoginBodySchema.extend({ code: totpCodeSchema.or(z.literal('')) });

type SignInValues = z.input<typeof signInSchema>;

/**
 * Email and password; when the server answers that the operator's sign-in needs the authenticator's
 * code, the code field appears and the same form is sent again with it.
 */
export function SignInScreen() {
  const { t } = useTranslation('signIn');
  const queryClient = useQueryClient();
  const notice = useSession((state) => state.notice);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', code: '' },
  });
  const signIn = useMutation({
    mutationFn: ({ code, ...rest }: SignInValues) =>
      callConsole('consoleLogin', { body: { ...rest, code: code === '' ? undefined : code } }),
    onSuccess: ({ token, operator }) => {
      queryClient.setQueryData(keys.me(token), { operator });
      startSession(token);
    },
    onError: (error) => {
      if (isRetcode(error, Retcode.CONSOLE_CODE_REQUIRED)) setNeedsCode(true);
    },
  });
  const { setFocus } = form;
  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);

  const submit = form.handleSubmit((values) => {
    // Once asked for, the code is needed: the form says so rather than sending what must fail.
    if (needsCode && values.code === '') form.setError('code', { type: 'required' }, { shouldFocus: true });
    else signIn.mutate(values);
  });
  const { errors } = form.formState;
  // Asking for the code is the next step, not a failure: the field's help says what to type.
  const failed = signIn.isError && !isRetcode(signIn.error, Retcode.CONSOLE_CODE_REQUIRED);

  return (
    <PublicPage title={t('title')}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {notice && <Alert severity="info">{t(`notice.${notice}`)}</Alert>}
          <TextField
            {...fieldProps(form.register, 'email')}
            type="email"
            label={t('email')}
            autoComplete="username"
            required
            autoFocus
            error={errors.email !== undefined}
            helperText={errors.email && t('errors.email')}
          />
          <PasswordField
            field={fieldProps(form.register, 'password')}
            label={t('password')}
            error={errors.password && t('errors.password')}
          />
          {needsCode && (
            <CodeField
              field={fieldProps(form.register, 'code')}
              label={t('code')}
              help={t('codeHelp', { digits: CONSOLE_TOTP_DIGITS })}
              invalid={errors.code !== undefined}
            />
          )}
          {failed && <FailureAlert error={signIn.error} onRetry={submit} />}
          <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
            {t('submit')}
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
}
