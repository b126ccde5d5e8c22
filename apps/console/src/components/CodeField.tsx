import TextField from '@mui/material/TextField';
import { CONSOLE_TOTP_DIGITS } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import type { fieldProps } from '../lib/formField.ts';

/**
 * The field of an authenticator code (sign-in and setup): digits only, as long as the contract's
 * codes, offered by the browser as a one-time code; a wrong form says how many digits it needs.
 */
export function CodeField({
  field,
  label,
  help,
  invalid,
}: {
  field: ReturnType<typeof fieldProps>;
  label: string;
  /** What to type, under the field while it is not wrong. */
  help: string;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={label}
      autoComplete="one-time-code"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CONSOLE_TOTP_DIGITS } }}
      error={invalid}
      helperText={invalid ? t('code.invalid', { digits: CONSOLE_TOTP_DIGITS }) : help}
    />
  );
}
