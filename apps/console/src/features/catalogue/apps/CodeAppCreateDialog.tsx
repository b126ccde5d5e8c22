import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { CODE_APP_ID_PATTERN } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { callConsole } from '../../../lib/api/client.ts';
import { fieldProps } from '../../../lib/formField.ts';
import { requiredReason } from '../../../lib/reasonField.ts';
import { appNameFieldsSchema, CodeAppNameFields } from './CodeAppNameFields.tsx';
import { codeAppKeys } from './queries.ts';

/** The form: the contract's id, names and place (typed as text), and the reason. */
const createFormSchema = appNameFieldsSchema.extend({
  app: z.string().trim().toLowerCase().regex(CODE_APP_ID_PATTERN),
  reason: requiredReason,
});
type CreateValues = z.infer<typeof createFormSchema>;

/** Adds an app, off until it has a fee and is turned on in its edit dialog. */
export function CodeAppCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['codeApps', 'common']);
  const queryClient = useQueryClient();
  const form = useForm<CreateValues>({
    resolver: zodResolver(createFormSchema),
    defaultValues: { app: '', nameEn: '', nameZh: '', sort: '1000', reason: '' },
  });
  const create = useMutation({
    mutationFn: (values: CreateValues) =>
      callConsole('consoleCodeAppCreate', { body: { ...values, sort: Number(values.sort) } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: codeAppKeys.all });
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => create.mutate(values));
  const { errors } = form.formState;

  return (
    <FormDialog
      title={t('create.title')}
      text={t('create.text')}
      form={form}
      call={create}
      onSubmit={submit}
      submitLabel={t('create.save')}
      onClose={onClose}
    >
      <TextField
        {...fieldProps(form.register, 'app')}
        label={t('create.id')}
        required
        autoFocus
        error={errors.app !== undefined}
        helperText={errors.app ? t('create.idInvalid') : t('create.idHelp')}
      />
      <CodeAppNameFields register={form.register} errors={errors} />
    </FormDialog>
  );
}
