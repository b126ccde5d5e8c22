import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedButton } from '../../components/DebouncedButton.tsx';
import { ApiError, inlineReason } from '../../lib/api/errors.ts';
import { queryKeys } from '../../lib/api/keys.ts';
import { changePassword } from './api.ts';

/** The sign-up rule, checked here first so the common mistakes need no round trip. */
const MIN_PASSWORD_LENGTH = 8;

type Field = 'oldPassword' | 'newPassword' | 'confirm';
type Errors = Partial<Record<Field, string>>;

/** Current, new and repeated password; a refusal is shown under the field it is about. */
export function ChangePasswordForm() {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const check = (): Errors => {
    const found: Errors = {};
    if (values.oldPassword === '') found.oldPassword = t('password.currentRequired');
    if (values.newPassword.length < MIN_PASSWORD_LENGTH) found.newPassword = t('password.tooShort');
    if (values.confirm !== values.newPassword) found.confirm = t('password.mismatch');
    return found;
  };

  const submit = async () => {
    setDone(false);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword(values.oldPassword, values.newPassword);
      setValues({ oldPassword: '', newPassword: '', confirm: '' });
      setDone(true);
      // The other sessions ended with the change.
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
    } catch (error) {
      const reason = inlineReason(error);
      const field = error instanceof ApiError ? error.field : undefined;
      if (reason && (field === 'oldPassword' || field === 'newPassword')) setErrors({ [field]: reason });
      else console.warn('changePassword failed', error);
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, label: string, autoComplete: string) => (
    <TextField
      type="password"
      label={label}
      value={values[field]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [field]: event.target.value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
        setDone(false);
      }}
      error={errors[field] !== undefined}
      helperText={errors[field]}
      slotProps={{ htmlInput: { maxLength: 128, autoComplete, 'data-testid': `password-${field}` } }}
      fullWidth
    />
  );

  return (
    <Box component="section" aria-labelledby="change-password-title" sx={{ mb: 4 }}>
      <Typography id="change-password-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('password.title')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}
      >
        {input('oldPassword', t('password.current'), 'current-password')}
        {input('newPassword', t('password.new'), 'new-password')}
        {input('confirm', t('password.confirm'), 'new-password')}
        {done && <Alert severity="success">{t('password.done')}</Alert>}
        <Box>
          <DebouncedButton type="submit" variant="contained" disabled={busy}>
            {t('password.submit')}
          </DebouncedButton>
        </Box>
      </Box>
    </Box>
  );
}
