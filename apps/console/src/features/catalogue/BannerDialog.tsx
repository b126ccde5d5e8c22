import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { bannerFieldsSchema, brandIdSchema, brandIds, type CatalogueBanner } from '@switchboard/protocol';
import { useMutation } from '@tanstack/react-query';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { brandName } from '../../lib/format.ts';
import { fieldProps } from '../../lib/formField.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { requiredReason } from '../../lib/reasonField.ts';

/** The brand select's value for a banner every brand shows. */
const ALL_BRANDS = 'all';

/** The form: the contract's fields (the server checks the addresses' schemes and says why it refuses). */
const bannerFormSchema = bannerFieldsSchema.extend({
  brand: z.union([brandIdSchema, z.literal(ALL_BRANDS)]),
  reason: requiredReason,
});
type BannerValues = z.infer<typeof bannerFormSchema>;

/** Adds a banner (last in the order), or edits one, with the reason the audit log keeps. */
export function BannerDialog({
  banner,
  onDone,
  onClose,
}: {
  /** The banner edited; absent: a new one. */
  banner?: CatalogueBanner;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['catalogue', 'common']);
  const language = useUiLanguage();
  const form = useForm<BannerValues>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: {
      brand: banner?.brand ?? ALL_BRANDS,
      imageUrl: banner?.imageUrl ?? '',
      linkUrl: banner?.linkUrl ?? '',
      alt: banner?.alt ?? '',
      popup: banner?.popup ?? false,
      active: banner?.active ?? true,
      reason: '',
    },
  });
  const save = useMutation({
    mutationFn: ({ brand, ...values }: BannerValues) => {
      const fields = { ...values, brand: brand === ALL_BRANDS ? null : brand };
      return banner === undefined
        ? callConsole('consoleBannerCreate', { body: fields })
        : callConsole('consoleBannerUpdate', { body: { ...fields, id: banner.id } });
    },
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const { errors } = form.formState;
  const problem = (error: FieldError | undefined, help: string) =>
    error === undefined
      ? help
      : t(error.type === 'too_big' ? 'banners.dialog.tooLong' : 'banners.dialog.required');
  const text = (name: 'imageUrl' | 'linkUrl' | 'alt', help: string, extra: { autoFocus?: boolean } = {}) => (
    <TextField
      {...fieldProps(form.register, name)}
      {...extra}
      label={t(`banners.dialog.${name}`)}
      required
      error={errors[name] !== undefined}
      helperText={problem(errors[name], help)}
    />
  );
  const check = (name: 'popup' | 'active') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={t(`banners.dialog.${name}`)}
        />
      )}
    />
  );

  return (
    <FormDialog
      title={
        banner === undefined
          ? t('banners.dialog.createTitle')
          : t('banners.dialog.editTitle', { alt: banner.alt })
      }
      form={form}
      call={save}
      onSubmit={submit}
      submitLabel={banner === undefined ? t('banners.dialog.create') : t('banners.dialog.save')}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="brand"
        render={({ field }) => (
          <TextField
            select
            label={t('banners.dialog.brand')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <MenuItem value={ALL_BRANDS}>{t('banners.allBrands')}</MenuItem>
            {brandIds.map((brand) => (
              <MenuItem key={brand} value={brand}>
                {brandName(brand, language)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {text('imageUrl', t('banners.dialog.imageHelp'), { autoFocus: true })}
      {text('linkUrl', t('banners.dialog.linkHelp'))}
      {text('alt', t('banners.dialog.altHelp'))}
      {check('popup')}
      {check('active')}
    </FormDialog>
  );
}
