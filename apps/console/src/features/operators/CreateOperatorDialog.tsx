import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { consoleOperatorCreateBodySchema, operatorRoles } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FailureAlert } from '../../components/FailureAlert.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { keys } from '../../lib/api/queries.ts';
import { fieldProps } from '../../lib/formField.ts';

type CreateValues = z.input<typeof consoleOperatorCreateBodySchema>;

/** A new operator: email and role; then the one-time setup link, to copy and hand over. */
export function CreateOperatorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['operators', 'common']);
  const queryClient = useQueryClient();
  const form = useForm<CreateValues>({
    resolver: zodResolver(consoleOperatorCreateBodySchema),
    defaultValues: { email: '', role: 'reviewer' },
  });
  const create = useMutation({
    mutationFn: (body: CreateValues) => callConsole('consoleOperatorCreate', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.operators }),
  });
  const submit = form.handleSubmit((values) => create.mutate(values));
  const { errors } = form.formState;

  if (create.isSuccess) {
    return (
      <SetupLinkDialog email={create.variables.email} setupUrl={create.data.setupUrl} onClose={onClose} />
    );
  }
  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...fieldProps(form.register, 'email')}
              type="email"
              label={t('dialog.email')}
              required
              autoFocus
              error={errors.email !== undefined}
              helperText={errors.email && t('dialog.emailInvalid')}
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <TextField
                  select
                  label={t('dialog.role')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  inputRef={field.ref}
                  helperText={t(`roleHelp.${field.value}`)}
                >
                  {operatorRoles.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`common:roles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {create.isError && <FailureAlert error={create.error} onRetry={submit} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function SetupLinkDialog({
  email,
  setupUrl,
  onClose,
}: {
  email: string;
  setupUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['operators', 'common']);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(setupUrl).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('created.title', { email })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('created.text')}</DialogContentText>
          <TextField
            label={t('created.link')}
            value={setupUrl}
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, 'data-testid': 'setup-link' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={t('created.copy')} onClick={copy} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          {copied === true && <Alert severity="success">{t('created.copied')}</Alert>}
          {copied === false && <Alert severity="warning">{t('created.copyFailed')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('created.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
