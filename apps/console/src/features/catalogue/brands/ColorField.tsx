import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrandSettingsInput, BrandSettingsOutput } from './brandSettingsForm.ts';

type ColorName = 'colorPrimary' | 'colorSecondary' | 'colorSidebar' | 'colorSidebarIcon';

/** A colour as the palette takes it: # and six hex digits (it wants them lowercase). */
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A colour two ways: picked on the browser's palette, or its hex typed (or pasted from a design).
 * Both write the same field; the palette shows black while the typed text is no colour yet.
 */
export function ColorField({
  control,
  name,
}: {
  control: Control<BrandSettingsInput, unknown, BrandSettingsOutput>;
  name: ColorName;
}) {
  const { t } = useTranslation('brands');
  const label = t(`fields.${name}`);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flex: 1 }}>
          <Box
            component="input"
            type="color"
            aria-label={t('dialog.palette', { color: label })}
            value={HEX.test(field.value) ? field.value.toLowerCase() : '#000000'}
            onChange={(event) => field.onChange(event.target.value)}
            sx={{
              width: 40,
              height: 40,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              flexShrink: 0,
            }}
          />
          <TextField
            label={label}
            required
            size="small"
            fullWidth
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            error={fieldState.error !== undefined}
            helperText={fieldState.error === undefined ? undefined : t('dialog.colorInvalid')}
          />
        </Stack>
      )}
    />
  );
}
