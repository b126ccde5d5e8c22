import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ContactTag } from '@switchboard/protocol';
import { contactTags, MAX_CONTACT_PHONES } from '@switchboard/protocol';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormError, FormErrors, PhoneRowValues } from './validation.ts';

let nextKey = 1;

/** Props of the phone rows editor. */
export interface PhoneRowsProps {
  rows: PhoneRowValues[];
  errors: FormErrors;
  onChange: (rows: PhoneRowValues[]) => void;
}

/** Up to five phone rows (country code, number, tag) added and removed with plus and minus icons. */
export function PhoneRows({ rows, errors, onChange }: PhoneRowsProps) {
  const { t } = useTranslation('contacts');
  const message = (error?: FormError) =>
    error ? t(error.key as 'errors.email', { max: error.max }) : undefined;
  const update = (index: number, patch: Partial<PhoneRowValues>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const full = rows.length >= MAX_CONTACT_PHONES;
  // Stable React keys for the rows: only this editor adds or removes rows.
  const keys = useRef<number[]>([]);
  while (keys.current.length < rows.length) keys.current.push(nextKey++);
  keys.current.length = rows.length;
  const removeRow = (index: number) => {
    keys.current.splice(index, 1);
    onChange(rows.filter((_, i) => i !== index));
  };
  const addRow = () => {
    if (full) return;
    onChange([...rows, { telCode: rows[rows.length - 1]?.telCode ?? '', phone: '', tag: 'Other' }]);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {rows.map((row, index) => {
        const label = t('form.phoneRow', { index: index + 1 });
        const codeError = errors[`phones.${index}.telCode`];
        const phoneError = errors[`phones.${index}.phone`];
        return (
          <Box
            key={keys.current[index]}
            role="group"
            aria-label={label}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              label={t('form.telCode')}
              value={row.telCode}
              onChange={(event) => update(index, { telCode: event.target.value })}
              error={Boolean(codeError)}
              helperText={message(codeError)}
              required
              size="small"
              sx={{ width: 108, flexShrink: 0 }}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">+</InputAdornment> },
                htmlInput: { inputMode: 'numeric', 'aria-label': `${label} ${t('form.telCode')}` },
              }}
            />
            <TextField
              label={t('form.phone')}
              value={row.phone}
              onChange={(event) => update(index, { phone: event.target.value })}
              error={Boolean(phoneError)}
              helperText={message(phoneError)}
              required
              size="small"
              sx={{ flex: 1, minWidth: 0 }}
              slotProps={{ htmlInput: { inputMode: 'tel', 'aria-label': `${label} ${t('form.phone')}` } }}
            />
            <TextField
              select
              label={t('form.tag')}
              value={row.tag}
              onChange={(event) => update(index, { tag: event.target.value as ContactTag })}
              size="small"
              sx={{ width: 104, flexShrink: 0 }}
            >
              {contactTags.map((tag) => (
                <MenuItem key={tag} value={tag}>
                  {t(`tags.${tag}`)}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              aria-label={`${t('form.removePhone')} (${label})`}
              onClick={() => removeRow(index)}
              disabled={rows.length <= 1}
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
        {errors.phones && <FormHelperText error>{message(errors.phones)}</FormHelperText>}
      </Box>
    </Box>
  );
}
