import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { CODE_APP_ID_PATTERN, consoleCodeAppCreateBodySchema } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { callConsole } from '../../../lib/api/client.ts';
import { fieldProps } from '../../../lib/formField.ts';
import { requiredReason } from '../../../lib/reasonField.ts';
import { codeAppKeys } from './queries.ts';

const { nameEn, nameZh, sort } = consoleCodeAppCreateBodySchema.shape;

/** The form: the contract's fields, the id and place typed as text. */
const createFormSchema = z.object({
  app: z.string().trim().toLowerCase().regex(CODE_APP_ID_PATTERN),
  nameEn,
  nameZh,
  sort: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/),
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
  const nameHelp = (error: boolean) =>
    error ? t('dialog.nameInvalid', { max: nameEn.maxLength ?? 60 }) : undefined;

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
      <TextField
        {...fieldProps(form.register, 'nameEn')}
        label={t('dialog.nameEn')}
        required
        error={errors.nameEn !== undefined}
        helperText={nameHelp(errors.nameEn !== undefined)}
      />
      <TextField
        {...fieldProps(form.register, 'nameZh')}
        label={t('dialog.nameZh')}
        required
        error={errors.nameZh !== undefined}
        helperText={nameHelp(errors.nameZh !== undefined)}
      />
      <TextField
        {...fieldProps(form.register, 'sort')}
        label={t('dialog.sort')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={errors.sort !== undefined}
        helperText={errors.sort ? t('dialog.sortInvalid', { max: sort.maxValue }) : t('dialog.sortHelp')}
      />
    </FormDialog>
  );
}
