import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { consoleNumberAssignBodySchema, formatLineNumber } from '@switchboard/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { brandName, formatAmount } from '../../lib/format.ts';
import { fieldProps } from '../../lib/formField.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { requiredReason } from '../../lib/reasonField.ts';
import { numberKeys, numberPlansQuery } from './queries.ts';

/** The form by the contract's rules: who gets the number, the plan and the reason. */
const assignFormSchema = z.object({
  user: consoleNumberAssignBodySchema.shape.user,
  planId: consoleNumberAssignBodySchema.shape.planId,
  reason: requiredReason,
});
type AssignValues = z.infer<typeof assignFormSchema>;

/**
 * Gives a free number to a user, on a plan of the user's brand, without a charge: the user is named
 * by the email of their account (or the account id from their page); the plans listed are every
 * brand's for the number, and the server refuses one of another brand than the user's.
 */
export function AssignDialog({ number, onClose }: { number: string; onClose: () => void }) {
  const { t } = useTranslation(['numbers', 'common']);
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const plans = useQuery(numberPlansQuery(number));
  const form = useForm<AssignValues>({
    resolver: zodResolver(assignFormSchema),
    defaultValues: { user: '', planId: '', reason: '' },
  });
  const assign = useMutation({
    mutationFn: (values: AssignValues) => callConsole('consoleNumberAssign', { body: { number, ...values } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: numberKeys.all });
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => assign.mutate(values));
  const { errors } = form.formState;

  return (
    <FormDialog
      title={t('assign.title', { number: formatLineNumber(number) })}
      text={t('assign.text')}
      form={form}
      call={assign}
      onSubmit={submit}
      submitLabel={t('assign.confirm')}
      onClose={onClose}
    >
      <TextField
        {...fieldProps(form.register, 'user')}
        label={t('assign.user')}
        required
        autoFocus
        error={errors.user !== undefined}
        helperText={errors.user ? t('assign.userRequired') : t('assign.userHelp')}
      />
      <QueryFailure query={plans} />
      <Controller
        control={form.control}
        name="planId"
        render={({ field }) => (
          <TextField
            select
            label={t('assign.plan')}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.planId !== undefined}
            helperText={errors.planId ? t('assign.planRequired') : t('assign.planHelp')}
          >
            {(plans.data?.plans ?? []).map((plan) => (
              <MenuItem key={plan.planId} value={plan.planId}>
                {t('assign.planOption', {
                  plan: plan.name,
                  rent: plan.brands[0] === undefined ? '' : formatAmount(plan.rent, plan.brands[0], language),
                  brands: plan.brands.map((brand) => brandName(brand, language)).join(', '),
                })}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}
