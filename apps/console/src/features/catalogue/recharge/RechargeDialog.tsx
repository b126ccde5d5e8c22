import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type BrandId,
  RECHARGE_TILES_MAX,
  type RechargeSettings,
  readRechargeMoneyText,
} from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { callConsole } from '../../../lib/api/client.ts';
import { brandName, currencyUnit } from '../../../lib/format.ts';
import { fieldProps } from '../../../lib/formField.ts';
import { useUiLanguage } from '../../../lib/language.ts';
import { requiredReason } from '../../../lib/reasonField.ts';
import { amountText } from '../queries.ts';
import { rechargeKeys } from './queries.ts';

const isAmount = (text: string) => 'amount' in readRechargeMoneyText(text);

/**
 * The form: amounts as typed, checked by the same reading the server makes; the server answers its
 * own sentence for what only it checks (whole amounts, duplicates, gifts above amounts, the range).
 */
const rechargeFormSchema = z.object({
  tiles: z
    .array(
      z.object({
        amount: z.string().refine(isAmount),
        gift: z.string().refine((text) => text.trim() === '' || isAmount(text)),
      }),
    )
    .min(1)
    .max(RECHARGE_TILES_MAX),
  defaultTile: z.number().int().min(0),
  customMin: z.string().refine(isAmount),
  customMax: z.string().refine(isAmount),
  customDefault: z.string().refine(isAmount),
  popularGiftPercent: z.coerce.number<string>().int().min(0).max(100),
  reason: requiredReason,
});
type RechargeInput = z.input<typeof rechargeFormSchema>;
type RechargeValues = z.output<typeof rechargeFormSchema>;

/** Replaces a brand's tiles (add, remove, reorder, gifts, default) and custom range, with a reason. */
export function RechargeDialog({
  brand,
  settings,
  onClose,
}: {
  brand: BrandId;
  settings: RechargeSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation('recharge');
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const form = useForm<RechargeInput, unknown, RechargeValues>({
    resolver: zodResolver(rechargeFormSchema),
    defaultValues: {
      tiles: settings.tiles.map((tile) => ({
        amount: amountText(tile.amount),
        gift: tile.gift === 0 ? '' : amountText(tile.gift),
      })),
      defaultTile: settings.defaultTile,
      customMin: amountText(settings.custom.min),
      customMax: amountText(settings.custom.max),
      customDefault: amountText(settings.custom.default),
      popularGiftPercent: String(settings.popularGiftPercent),
      reason: '',
    },
  });
  const tiles = useFieldArray({ control: form.control, name: 'tiles' });
  const defaultTile = form.watch('defaultTile');
  const setDefault = (index: number) => form.setValue('defaultTile', index, { shouldDirty: true });
  const save = useMutation({
    mutationFn: (values: RechargeValues) =>
      callConsole('consoleRechargeReplace', { body: { brand, ...values } }),
    onSuccess: (data) => {
      queryClient.setQueryData(rechargeKeys.brand(brand), data);
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const { errors } = form.formState;
  const invalid = t('dialog.amountInvalid');

  // The default tile follows its tile when tiles move or go.
  const move = (from: number, to: number) => {
    tiles.swap(from, to);
    if (defaultTile === from) setDefault(to);
    else if (defaultTile === to) setDefault(from);
  };
  const remove = (index: number) => {
    tiles.remove(index);
    if (defaultTile > index) setDefault(defaultTile - 1);
    else if (defaultTile === index) setDefault(0);
  };
  const moneyField = (name: 'customMin' | 'customMax' | 'customDefault') => (
    <TextField
      {...fieldProps(form.register, name)}
      label={t(`dialog.${name}`)}
      required
      size="small"
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      error={errors[name] !== undefined}
      helperText={errors[name] ? invalid : undefined}
    />
  );

  return (
    <FormDialog
      title={t('dialog.title', { brand: brandName(brand, language) })}
      text={t('dialog.text', { unit: currencyUnit(brand, language) })}
      form={form}
      call={save}
      onSubmit={submit}
      submitLabel={t('dialog.save')}
      onClose={onClose}
    >
      <Stack spacing={1} role="list" aria-label={t('dialog.tiles')}>
        {tiles.fields.map((field, index) => {
          const place = index + 1;
          const tileErrors = errors.tiles?.[index];
          return (
            <Stack
              key={field.id}
              role="listitem"
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
            >
              <TextField
                {...fieldProps(form.register, `tiles.${index}.amount`)}
                label={t('dialog.amount', { place })}
                required
                size="small"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={tileErrors?.amount !== undefined}
                helperText={tileErrors?.amount ? invalid : undefined}
              />
              <TextField
                {...fieldProps(form.register, `tiles.${index}.gift`)}
                label={t('dialog.gift', { place })}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={tileErrors?.gift !== undefined}
                helperText={tileErrors?.gift ? invalid : undefined}
              />
              <Radio
                checked={defaultTile === index}
                onChange={() => setDefault(index)}
                slotProps={{ input: { 'aria-label': t('dialog.default', { place }) } }}
              />
              <IconButton
                aria-label={t('dialog.up', { place })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={t('dialog.down', { place })}
                disabled={index === tiles.fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={t('dialog.remove', { place })}
                disabled={tiles.fields.length === 1}
                onClick={() => remove(index)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('dialog.tilesHelp')}
      </Typography>
      {errors.tiles?.root !== undefined || errors.tiles?.message !== undefined ? (
        <FormHelperText error>{t('dialog.tilesCount', { max: RECHARGE_TILES_MAX })}</FormHelperText>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        disabled={tiles.fields.length >= RECHARGE_TILES_MAX}
        onClick={() => tiles.append({ amount: '', gift: '' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('dialog.add')}
      </Button>
      <Stack direction="row" spacing={1}>
        {moneyField('customMin')}
        {moneyField('customMax')}
        {moneyField('customDefault')}
      </Stack>
      <TextField
        {...fieldProps(form.register, 'popularGiftPercent')}
        label={t('dialog.percent')}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={errors.popularGiftPercent !== undefined}
        helperText={errors.popularGiftPercent ? t('dialog.percentInvalid') : t('dialog.percentHelp')}
      />
    </FormDialog>
  );
}
