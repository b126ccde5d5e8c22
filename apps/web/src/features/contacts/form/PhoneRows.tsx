import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { contactTags, MAX_CONTACT_PHONES } from '@switchboard/protocol';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShownError } from '../../../lib/formErrors.ts';
import { blankPhoneRow, type ContactFormValues } from './validation.ts';

/** Props of the phone rows editor. */
export interface PhoneRowsProps {
  /** The sentence of an error under a field (with the limit of `field`, when it has one). */
  sentence: (error: ShownError, field?: 'phoneList') => string | undefined;
}

/**
 * Up to five phone rows (country code, number, tag) of the contact form, added and removed with plus
 * and minus icons.
 */
export function PhoneRows({ sentence }: PhoneRowsProps) {
  const { t } = useTranslation('contacts');
  const { control, getValues, formState } = useFormContext<ContactFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'phoneList' });
  const full = fields.length >= MAX_CONTACT_PHONES;
  const addRow = () => {
    if (full) return;
    const last = getValues(`phoneList.${fields.length - 1}.telCode`) ?? '';
    // The focus stays on the plus icon, as people add several rows in a row.
    append(blankPhoneRow(last), { shouldFocus: false });
  };
  const listError = sentence(formState.errors.phoneList?.root, 'phoneList');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {fields.map((row, index) => {
        const label = t('form.phoneRow', { index: index + 1 });
        return (
          <Box
            key={row.id}
            role="group"
            aria-label={label}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <Controller
              name={`phoneList.${index}.telCode`}
              control={control}
              render={({ field: { ref, ...input }, fieldState: { error } }) => (
                <TextField
                  {...input}
                  inputRef={ref}
                  label={t('form.telCode')}
                  error={error !== undefined}
                  helperText={sentence(error)}
                  required
                  size="small"
                  sx={{ width: 108, flexShrink: 0 }}
                  slotProps={{
                    input: { startAdornment: <InputAdornment position="start">+</InputAdornment> },
                    htmlInput: { inputMode: 'numeric', 'aria-label': `${label} ${t('form.telCode')}` },
                  }}
                />
              )}
            />
            <Controller
              name={`phoneList.${index}.phone`}
              control={control}
              render={({ field: { ref, ...input }, fieldState: { error } }) => (
                <TextField
                  {...input}
                  inputRef={ref}
                  label={t('form.phone')}
                  error={error !== undefined}
                  helperText={sentence(error)}
                  required
                  size="small"
                  sx={{ flex: 1, minWidth: 0 }}
                  slotProps={{
                    htmlInput: { inputMode: 'tel', 'aria-label': `${label} ${t('form.phone')}` },
                  }}
                />
              )}
            />
            <Controller
              name={`phoneList.${index}.tag`}
              control={control}
              render={({ field: { ref, ...input } }) => (
                <TextField
                  {...input}
                  inputRef={ref}
                  select
                  label={t('form.tag')}
                  size="small"
                  sx={{ width: 104, flexShrink: 0 }}
                >
                  {contactTags.map((tag) => (
                    <MenuItem key={tag} value={tag}>
                      {t(`tags.${tag}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <IconButton
              aria-label={`${t('form.removePhone')} (${label})`}
              onClick={() => remove(index)}
              disabled={fields.length <= 1}
              sx={{ mt: 0.25 }}
            >
              <RemoveCircleOutline />
            </IconButton>
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<AddCircleOutline />} onClick={addRow} disabled={full} size="small">
          {t('form.addPhone')}
        </Button>
        {listError && <FormHelperText error>{listError}</FormHelperText>}
      </Box>
    </Box>
  );
}
