import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { type ConsoleCallData, consoleBalanceAdjustBodySchema, type UserRow } from '@switchboard/protocol';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { currencyUnit, formatAmount, parseUnits } from '../../lib/format.ts';
import { fieldProps } from '../../lib/formField.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { requiredReason } from '../../lib/reasonField.ts';

/**
 * The form: the amount as typed in the brand's units, read into the contract's signed, non-zero
 * ten-thousandths; the reason by the contract's rule.
 */
const adjustFormSchema = z.object({
  amount: z.string().transform(parseUnits).pipe(consoleBalanceAdjustBodySchema.shape.amount),
  reason: requiredReason,
});

type AdjustValues = z.input<typeof adjustFormSchema>;
type AdjustBody = z.output<typeof adjustFormSchema>;

/**
 * Credits or debits the user's balance with a reason: a ledger entry the user's bill history shows.
 * The request id is chosen when the dialog opens, so trying again after a network failure can never
 * adjust twice.
 */
export function AdjustBalanceDialog({
  user,
  onDone,
  onClose,
}: {
  user: UserRow;
  onDone: (result: ConsoleCallData<'consoleBalanceAdjust'>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['users', 'common']);
  const language = useUiLanguage();
  const [requestId] = useState(() => crypto.randomUUID());
  const form = useForm<AdjustValues, unknown, AdjustBody>({
    resolver: zodResolver(adjustFormSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const adjust = useMutation({
    mutationFn: ({ amount, reason }: AdjustBody) =>
      callConsole('consoleBalanceAdjust', { body: { accountId: user.accountId, amount, reason, requestId } }),
    onSuccess: (result) => {
      onDone(result);
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => adjust.mutate(values));
  const { errors } = form.formState;
  const typed = parseUnits(useWatch({ control: form.control, name: 'amount' }) ?? '');
  const money = (amount: number) => formatAmount(amount, user.brand, language);

  return (
    <FormDialog
      title={t('dialogs.adjust.title')}
      text={t('dialogs.adjust.text', { balance: money(user.balance) })}
      form={form}
      call={adjust}
      onSubmit={submit}
      submitLabel={t('actions.adjust')}
      onClose={onClose}
    >
      <TextField
        {...fieldProps(form.register, 'amount')}
        label={t('dialogs.adjust.amount', { unit: currencyUnit(user.brand, language) })}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'adjust-amount' } }}
        error={errors.amount !== undefined}
        helperText={
          errors.amount
            ? t('dialogs.adjust.amountInvalid')
            : typed !== undefined && typed !== 0
              ? t('dialogs.adjust.after', { balance: money(user.balance + typed) })
              : t('dialogs.adjust.amountHelp')
        }
      />
    </FormDialog>
  );
}
