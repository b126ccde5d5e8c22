import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONSOLE_TOTP_DIGITS,
  type ConsoleSetupInfoData,
  consoleSetupBodySchema,
  operatorPasswordSchema,
} from '@switchboard/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeField } from '../../components/CodeField.tsx';
import { FailureAlert } from '../../components/FailureAlert.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { PublicPage } from '../../components/PublicPage.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { keys, setupInfoQuery } from '../../lib/api/queries.ts';
import { fieldProps } from '../../lib/formField.ts';
import { startSession } from '../../lib/session.ts';

/** The contract's setup body without the link's token, and the password typed twice. */
const setupFormSchema = consoleSetupBodySchema
  .omit({ setupToken: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'] });

type SetupValues = z.input<typeof setupFormSchema>;

/** The least a password may be, from the contract, for the help under the field. */
const PASSWORD_MIN = operatorPasswordSchema.minLength ?? 12;

/** The page a one-time setup link opens: choose a password, add the authenticator, confirm a code. */
export function SetupScreen({ token }: { token: string }) {
  const { t } = useTranslation('setup');
  const info = useQuery({ ...setupInfoQuery(token), enabled: token !== '' });

  let body: ReactNode;
  if (token === '') body = <Alert severity="warning">{t('missingToken')}</Alert>;
  else if (info.isPending) body = <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />;
  else if (info.isError) body = <QueryFailure query={info} />;
  else body = <SetupForm token={token} info={info.data} />;

  return (
    <PublicPage title={t('title')} width={560}>
      {body}
    </PublicPage>
  );
}

function SetupForm({ token, info }: { token: string; info: ConsoleSetupInfoData }) {
  const { t } = useTranslation('setup');
  const queryClient = useQueryClient();
  const form = useForm<SetupValues>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: { password: '', confirm: '', code: '' },
  });
  const setup = useMutation({
    mutationFn: ({ password, code }: SetupValues) =>
      callConsole('consoleSetup', { body: { setupToken: token, password, code } }),
    onSuccess: ({ token: sessionToken, operator }) => {
      queryClient.setQueryData(keys.me(sessionToken), { operator });
      startSession(sessionToken);
    },
  });
  const submit = form.handleSubmit((values) => setup.mutate(values));
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <Typography>{t('intro', { email: info.email })}</Typography>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('passwordStep')}
          </Typography>
          {/* The operator's email, for password managers to store the password under. */}
          <input type="hidden" name="username" autoComplete="username" value={info.email} readOnly />
          <PasswordField
            field={fieldProps(form.register, 'password')}
            label={t('password')}
            isNew
            autoFocus
            error={errors.password && t('errors.password', { min: PASSWORD_MIN })}
            help={t('passwordHelp', { min: PASSWORD_MIN })}
          />
          <PasswordField
            field={fieldProps(form.register, 'confirm')}
            label={t('confirm')}
            isNew
            error={errors.confirm && t('errors.confirm')}
          />
        </Stack>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('authenticatorStep')}
          </Typography>
          <Typography>{t('authenticatorText')}</Typography>
          <Box sx={{ alignSelf: 'center', p: 2, bgcolor: 'common.white', border: 1, borderColor: 'divider' }}>
            <QRCodeSVG value={info.otpauthUrl} size={184} role="img" aria-label={t('qrLabel')} />
          </Box>
          <TextField
            label={t('secret')}
            value={info.secret}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'setup-secret' } }}
            sx={{ '& input': { fontFamily: 'monospace', letterSpacing: 1 } }}
          />
          <CodeField
            field={fieldProps(form.register, 'code')}
            label={t('code')}
            help={t('codeHelp', { digits: CONSOLE_TOTP_DIGITS })}
            invalid={errors.code !== undefined}
          />
        </Stack>
        {setup.isError && <FailureAlert error={setup.error} onRetry={submit} />}
        <Button type="submit" variant="contained" size="large" loading={setup.isPending}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
