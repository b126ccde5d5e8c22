import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { consoleCarrierSearchQuerySchema, inventoryNumberTypeSchema } from '@switchboard/protocol';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldProps } from '../../lib/formField.ts';
import type { CarrierSearchQuery } from './queries.ts';

const contract = consoleCarrierSearchQuerySchema.shape;

/** The search by the contract's rules; a blank area code means any, so it is left out of the query. */
const carrierSearchFormSchema = z.object({
  country: contract.country,
  type: contract.type,
  areaCode: z
    .string()
    .transform((value) => (value.trim() === '' ? undefined : value))
    .pipe(contract.areaCode),
});
type CarrierSearchValues = z.input<typeof carrierSearchFormSchema>;

/**
 * What to look for in the carrier's stock: a country (two letters, as the carrier knows no list of
 * the inventory's countries), the kind of number and an optional area code. The query handed on is
 * the contract's own (country in capitals), so a purchase can repeat it.
 */
export function CarrierSearchForm({
  searching,
  onSearch,
}: {
  searching: boolean;
  onSearch: (query: CarrierSearchQuery) => void;
}) {
  const { t } = useTranslation('numbers');
  const { t: common } = useTranslation();
  const form = useForm<CarrierSearchValues, unknown, CarrierSearchQuery>({
    resolver: zodResolver(carrierSearchFormSchema),
    defaultValues: { country: '', type: 'local', areaCode: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((query) => onSearch(query));

  return (
    <search>
      <Stack
        component="form"
        direction="row"
        spacing={2}
        useFlexGap
        noValidate
        onSubmit={submit}
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          {...fieldProps(form.register, 'country')}
          size="small"
          label={t('carrier.country')}
          required
          autoFocus
          error={errors.country !== undefined}
          helperText={errors.country ? t('carrier.countryInvalid') : t('carrier.countryHelp')}
          slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
          sx={{ width: 150 }}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <TextField
              select
              size="small"
              label={t('carrier.type')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              sx={{ width: 160 }}
            >
              {inventoryNumberTypeSchema.options.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`type.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...fieldProps(form.register, 'areaCode')}
          size="small"
          label={t('carrier.areaCode')}
          error={errors.areaCode !== undefined}
          helperText={errors.areaCode ? t('carrier.areaCodeInvalid') : t('carrier.areaCodeHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 150 }}
        />
        <Button type="submit" variant="contained" loading={searching} sx={{ mt: '1px' }}>
          {common('search')}
        </Button>
      </Stack>
    </search>
  );
}
