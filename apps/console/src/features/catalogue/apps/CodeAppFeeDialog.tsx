import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type CatalogueCodeApp, CODE_FEE_MAX, readFeeText } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { callConsole } from '../../../lib/api/client.ts';
import { fieldProps } from '../../../lib/formField.ts';
import { requiredReason } from '../../../lib/reasonField.ts';
import { amountText } from '../queries.ts';
import { codeAppKeys } from './queries.ts';

const isFee = (max: number) => (text: string) => 'amount' in readFeeText(text, max);

/** The form: fees as typed, checked by the same reading the server makes (it answers its own sentence). */
const feeFormSchema = z.object({
  country: z.string().min(1),
  codeRate: z.string().refine(isFee(CODE_FEE_MAX.codeRate)),
  subRent: z.string().refine(isFee(CODE_FEE_MAX.subRent)),
  reason: requiredReason,
});
type FeeValues = z.infer<typeof feeFormSchema>;

/** Sets an app's fees in one pool country, with the reason the audit log keeps. */
export function CodeAppFeeDialog({
  app,
  countries,
  onClose,
}: {
  app: CatalogueCodeApp;
  countries: readonly { code: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['codeApps', 'common']);
  const queryClient = useQueryClient();
  const first = countries[0]?.code ?? '';
  const feesOf = (country: string) => {
    const fee = app.fees.find((entry) => entry.country === country);
    return {
      codeRate: fee === undefined ? '' : amountText(fee.codeRate),
      subRent: fee === undefined ? '' : amountText(fee.subRent),
    };
  };
  const form = useForm<FeeValues>({
    resolver: zodResolver(feeFormSchema),
    defaultValues: { country: first, ...feesOf(first), reason: '' },
  });
  const save = useMutation({
    mutationFn: (values: FeeValues) => callConsole('consoleCodeAppFee', { body: { ...values, app: app.id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: codeAppKeys.all });
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const { errors } = form.formState;
  const invalid = (field: 'codeRate' | 'subRent') =>
    t('fees.amountInvalid', { max: amountText(CODE_FEE_MAX[field]) });

  return (
    <FormDialog
      title={t('fees.title', { name: app.name })}
      text={t('fees.text')}
      form={form}
      call={save}
      onSubmit={submit}
      submitLabel={t('fees.save')}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="country"
        render={({ field }) => (
          <TextField
            select
            label={t('fees.country')}
            value={field.value}
            onChange={(event) => {
              // Each country starts from its own fees.
              field.onChange(event.target.value);
              const fees = feesOf(event.target.value);
              form.setValue('codeRate', fees.codeRate);
              form.setValue('subRent', fees.subRent);
            }}
          >
            {countries.map((country) => (
              <MenuItem key={country.code} value={country.code}>
                {country.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...fieldProps(form.register, 'codeRate')}
        label={t('fees.codeRate')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={errors.codeRate !== undefined}
        helperText={errors.codeRate ? invalid('codeRate') : t('fees.amountHelp')}
      />
      <TextField
        {...fieldProps(form.register, 'subRent')}
        label={t('fees.subRent')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={errors.subRent !== undefined}
        helperText={errors.subRent ? invalid('subRent') : t('fees.amountHelp')}
      />
    </FormDialog>
  );
}
