import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  BRAND_NAME_MAX,
  type ConsoleCallData,
  CURRENCY_SYMBOL_MAX,
  fieldsOfSettings,
  uiLanguages,
} from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { callConsole } from '../../../lib/api/client.ts';
import { fieldProps } from '../../../lib/formField.ts';
import { LANGUAGE_NAMES, useUiLanguage } from '../../../lib/language.ts';
import {
  type BrandSettingsInput,
  type BrandSettingsOutput,
  brandSettingsFormSchema,
} from './brandSettingsForm.ts';
import { ColorField } from './ColorField.tsx';
import { brandSettingsKeys } from './queries.ts';
import { DefaultTabField, TabsField } from './TabsField.tsx';

type TextName =
  | 'nameEn'
  | 'nameZh'
  | 'supportEmail'
  | 'currencyUnitEn'
  | 'currencyUnitZh'
  | 'currencySymbol'
  | 'termsUrl'
  | 'privacyUrl';

/** How long each text may be (the contract's limits) and what a wrong one is told. */
const TEXTS: Record<TextName, { max: number; invalid?: 'emailInvalid' | 'urlInvalid' }> = {
  nameEn: { max: BRAND_NAME_MAX },
  nameZh: { max: BRAND_NAME_MAX },
  supportEmail: { max: 200, invalid: 'emailInvalid' },
  currencyUnitEn: { max: BRAND_NAME_MAX },
  currencyUnitZh: { max: BRAND_NAME_MAX },
  currencySymbol: { max: CURRENCY_SYMBOL_MAX },
  termsUrl: { max: 500, invalid: 'urlInvalid' },
  privacyUrl: { max: 500, invalid: 'urlInvalid' },
};

/** Edits a brand's settings with a reason; the tab problems are said before anything is sent. */
export function BrandSettingsDialog({
  data,
  onClose,
}: {
  data: ConsoleCallData<'consoleBrandSettings'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('brands');
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const schema = useMemo(() => brandSettingsFormSchema(data.offeredTabs), [data.offeredTabs]);
  const form = useForm<BrandSettingsInput, unknown, BrandSettingsOutput>({
    resolver: zodResolver(schema),
    defaultValues: { ...fieldsOfSettings(data.settings), reason: '' },
  });
  const save = useMutation({
    mutationFn: (values: BrandSettingsOutput) =>
      callConsole('consoleBrandSettingsSave', { body: { brand: data.brand, ...values } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(brandSettingsKeys.brand(data.brand), saved);
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const { errors } = form.formState;
  // The reason already typed stays: going back to the code values is the change it explains.
  const fillWithCodeValues = () =>
    form.reset(
      { ...fieldsOfSettings(data.defaults), reason: form.getValues('reason') },
      { keepDefaultValues: true },
    );

  const problem = (name: TextName, error: FieldError | undefined): string | undefined => {
    if (error === undefined) return undefined;
    const { max, invalid } = TEXTS[name];
    if (error.type === 'too_big') return t('dialog.tooLong', { max });
    return invalid === undefined ? t('dialog.required') : t(`dialog.${invalid}`);
  };
  const text = (name: TextName, help?: string) => (
    <TextField
      {...fieldProps(form.register, name)}
      label={t(`fields.${name}`)}
      // An empty symbol writes the unit after the amount instead.
      required={name !== 'currencySymbol'}
      size="small"
      fullWidth
      type={name === 'supportEmail' ? 'email' : name.endsWith('Url') ? 'url' : 'text'}
      error={errors[name] !== undefined}
      helperText={problem(name, errors[name]) ?? help}
    />
  );
  const pair = (first: TextName, second: TextName) => (
    <Stack direction="row" spacing={1}>
      {text(first)}
      {text(second)}
    </Stack>
  );

  return (
    <FormDialog
      title={t('dialog.title', { brand: data.settings.name[language] })}
      text={t('dialog.text')}
      form={form}
      call={save}
      onSubmit={submit}
      submitLabel={t('dialog.save')}
      onClose={onClose}
    >
      <Button onClick={fillWithCodeValues} sx={{ alignSelf: 'flex-start' }}>
        {t('dialog.useDefaults')}
      </Button>
      {pair('nameEn', 'nameZh')}
      {text('supportEmail')}
      <TabsField control={form.control} offeredTabs={data.offeredTabs} />
      <Stack direction="row" spacing={1}>
        <DefaultTabField control={form.control} />
        <Controller
          control={form.control}
          name="defaultLanguage"
          render={({ field }) => (
            <TextField
              select
              label={t('fields.defaultLanguage')}
              required
              size="small"
              fullWidth
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
            >
              {uiLanguages.map((option) => (
                <MenuItem key={option} value={option} lang={option}>
                  {LANGUAGE_NAMES[option]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      {pair('currencyUnitEn', 'currencyUnitZh')}
      <Stack direction="row" spacing={1}>
        {text('currencySymbol', t('dialog.symbolHelp'))}
        <Controller
          control={form.control}
          name="currencyDecimals"
          render={({ field }) => (
            <TextField
              select
              label={t('fields.currencyDecimals')}
              required
              size="small"
              fullWidth
              value={field.value}
              onChange={(event) => field.onChange(Number(event.target.value) === 4 ? 4 : 2)}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
            >
              {([2, 4] as const).map((count) => (
                <MenuItem key={count} value={count}>
                  {t('decimals', { count })}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <ColorField control={form.control} name="colorPrimary" />
        <ColorField control={form.control} name="colorSecondary" />
      </Stack>
      <Stack direction="row" spacing={1}>
        <ColorField control={form.control} name="colorSidebar" />
        <ColorField control={form.control} name="colorSidebarIcon" />
      </Stack>
      {text('termsUrl')}
      {text('privacyUrl')}
    </FormDialog>
  );
}
