import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CatalogueCodeApp } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { callConsole } from '../../../lib/api/client.ts';
import { requiredReason } from '../../../lib/reasonField.ts';
import { appNameFieldsSchema, CodeAppNameFields } from './CodeAppNameFields.tsx';
import { codeAppKeys } from './queries.ts';

/** The form: the contract's fields, the place typed as text; the server checks the redirection. */
const appFormSchema = appNameFieldsSchema.extend({
  enabled: z.boolean(),
  redirectTo: z.string(),
  reason: requiredReason,
});
type AppValues = z.infer<typeof appFormSchema>;

/** Edits an app's names, place, on/off and redirection, with the reason the audit log keeps. */
export function CodeAppDialog({
  app,
  apps,
  onClose,
}: {
  app: CatalogueCodeApp;
  /** Every app, for the redirection's choices. */
  apps: readonly CatalogueCodeApp[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['codeApps', 'common']);
  const queryClient = useQueryClient();
  const form = useForm<AppValues>({
    resolver: zodResolver(appFormSchema),
    defaultValues: {
      nameEn: app.nameEn,
      nameZh: app.nameZh,
      sort: String(app.sort),
      enabled: app.enabled,
      redirectTo: app.redirectTo ?? '',
      reason: '',
    },
  });
  const save = useMutation({
    mutationFn: (values: AppValues) =>
      callConsole('consoleCodeAppUpdate', {
        body: { ...values, app: app.id, sort: Number(values.sort) },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: codeAppKeys.all });
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const { errors } = form.formState;

  return (
    <FormDialog
      title={t('dialog.title', { name: app.name })}
      text={t('dialog.text')}
      form={form}
      call={save}
      onSubmit={submit}
      submitLabel={t('dialog.save')}
      onClose={onClose}
    >
      <CodeAppNameFields register={form.register} errors={errors} autoFocus />
      <Controller
        control={form.control}
        name="redirectTo"
        render={({ field }) => (
          <TextField
            select
            label={t('dialog.redirect')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            helperText={t('dialog.redirectHelp')}
          >
            <MenuItem value="">{t('dialog.noRedirect')}</MenuItem>
            {apps
              .filter((other) => other.id !== app.id)
              .map((other) => (
                <MenuItem key={other.id} value={other.id}>
                  {other.name}
                </MenuItem>
              ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={t('dialog.enabled')}
          />
        )}
      />
    </FormDialog>
  );
}
