import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { type CataloguePlan, PLAN_RENT_MAX, readPlanRentText } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { callConsole } from '../../../lib/api/client.ts';
import { fieldProps } from '../../../lib/formField.ts';
import { requiredReason } from '../../../lib/reasonField.ts';
import { amountText } from '../queries.ts';
import { planKeys } from './queries.ts';

/** A price the server would take: read as it reads it, and more than zero. */
const isPrice = (text: string) => {
  const reading = readPlanRentText(text);
  return 'amount' in reading && reading.amount > 0;
};

/** The form: the price as typed (the server answers its own sentence for anything it refuses). */
const planFormSchema = z.object({
  planRent: z.string().refine(isPrice),
  onSale: z.boolean(),
  reason: requiredReason,
});
type PlanValues = z.infer<typeof planFormSchema>;

/** Edits the price of one billing period of a brand's plan and whether it is on sale, with a reason. */
export function PlanDialog({
  plan,
  name,
  onClose,
}: {
  plan: CataloguePlan;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['plans', 'common']);
  const queryClient = useQueryClient();
  const form = useForm<PlanValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: { planRent: amountText(plan.planRent), onSale: plan.onSale, reason: '' },
  });
  const save = useMutation({
    mutationFn: (values: PlanValues) =>
      callConsole('consolePlanUpdate', { body: { brand: plan.brand, planId: plan.planId, ...values } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const { errors } = form.formState;

  return (
    <FormDialog
      title={t('dialog.title', { name })}
      text={t('dialog.text')}
      form={form}
      call={save}
      onSubmit={submit}
      submitLabel={t('dialog.save')}
      onClose={onClose}
    >
      <TextField
        {...fieldProps(form.register, 'planRent')}
        label={t('dialog.price', { count: plan.months })}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={errors.planRent !== undefined}
        helperText={
          errors.planRent
            ? t('dialog.priceInvalid', { max: amountText(PLAN_RENT_MAX) })
            : t('dialog.priceHelp')
        }
      />
      <Controller
        control={form.control}
        name="onSale"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={t('dialog.onSale')}
          />
        )}
      />
    </FormDialog>
  );
}
