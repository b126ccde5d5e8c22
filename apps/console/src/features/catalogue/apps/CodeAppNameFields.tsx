import TextField from '@mui/material/TextField';
import { consoleCodeAppUpdateBodySchema } from '@switchboard/protocol';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldProps } from '../../../lib/formField.ts';

const { nameEn, nameZh, sort } = consoleCodeAppUpdateBodySchema.shape;

/** The names and place of an app as its forms hold them: the contract's names, the place as text. */
export const appNameFieldsSchema = z.object({
  nameEn,
  nameZh,
  sort: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/),
});
type NameValues = z.infer<typeof appNameFieldsSchema>;

/** The English and Chinese names and the place in the list, shared by the new-app and edit dialogs. */
export function CodeAppNameFields<T extends NameValues>({
  register,
  errors,
  autoFocus = false,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NameValues>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('codeApps');
  // The three names are paths of every form that holds them (T extends NameValues).
  const field = (name: keyof NameValues) => fieldProps(register, name as Path<T>);
  const nameHelp = (error: boolean) =>
    error ? t('dialog.nameInvalid', { max: nameEn.maxLength ?? 60 }) : undefined;
  return (
    <>
      <TextField
        {...field('nameEn')}
        label={t('dialog.nameEn')}
        required
        autoFocus={autoFocus}
        error={errors.nameEn !== undefined}
        helperText={nameHelp(errors.nameEn !== undefined)}
      />
      <TextField
        {...field('nameZh')}
        label={t('dialog.nameZh')}
        required
        error={errors.nameZh !== undefined}
        helperText={nameHelp(errors.nameZh !== undefined)}
      />
      <TextField
        {...field('sort')}
        label={t('dialog.sort')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={errors.sort !== undefined}
        helperText={errors.sort ? t('dialog.sortInvalid', { max: sort.maxValue }) : t('dialog.sortHelp')}
      />
    </>
  );
}
