import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { type CatalogueRate, RATE_AMOUNT_MAX, readMoneyText } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { fieldProps } from '../../lib/formField.ts';
import { requiredReason } from '../../lib/reasonField.ts';
import { amountText, catalogueKeys } from './queries.ts';

const isAmount = (text: string) => 'amount' in readMoneyText(text);

/**
 * The form: amounts as typed, checked by the same reading the server makes (it sends them as typed
 * and answers its own sentence for anything it refuses); an empty MMS price means no MMS.
 */
const rateFormSchema = z.object({
  smsSegment: z.string().refine(isAmount),
  mms: z.string().refine((text) => text.trim() === '' || isAmount(text)),
  reason: requiredReason,
});
type RateValues = z.infer<typeof rateFormSchema>;

/** Edits a rate's prices with the reason the audit log keeps. */
export function RateDialog({
  rate,
  name,
  onClose,
}: {
  rate: CatalogueRate;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['catalogue', 'common']);
  const queryClient = useQueryClient();
  const form = useForm<RateValues>({
    resolver: zodResolver(rateFormSchema),
    defaultValues: {
      smsSegment: amountText(rate.smsSegment),
      mms: rate.mms === null ? '' : amountText(rate.mms),
      reason: '',
    },
  });
  const save = useMutation({
    mutationFn: (values: RateValues) =>
      callConsole('consoleRateUpdate', { body: { rateKey: rate.rateKey, ...values } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.rates });
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const { errors } = form.formState;
  const invalid = t('rates.dialog.amountInvalid', { max: amountText(RATE_AMOUNT_MAX) });

  return (
    <FormDialog
      title={t('rates.dialog.title', { name })}
      text={t('rates.dialog.text')}
      form={form}
      call={save}
      onSubmit={submit}
      submitLabel={t('rates.dialog.save')}
      onClose={onClose}
    >
      <TextField
        {...fieldProps(form.register, 'smsSegment')}
        label={t('rates.dialog.sms')}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={errors.smsSegment !== undefined}
        helperText={errors.smsSegment ? invalid : t('rates.dialog.amountHelp')}
      />
      <TextField
        {...fieldProps(form.register, 'mms')}
        label={t('rates.dialog.mms')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={errors.mms !== undefined}
        helperText={errors.mms ? invalid : t('rates.dialog.mmsHelp')}
      />
    </FormDialog>
  );
}
