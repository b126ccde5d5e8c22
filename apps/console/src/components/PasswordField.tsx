import TextField from '@mui/material/TextField';
import type { fieldProps } from '../lib/formField.ts';

/**
 * A password field of a form (sign-in and setup): required, its error or else its help under it, and
 * the browser's password manager told whether it is a new password or the current one.
 */
export function PasswordField({
  field,
  label,
  isNew = false,
  autoFocus = false,
  error,
  help,
}: {
  field: ReturnType<typeof fieldProps>;
  label: string;
  isNew?: boolean;
  autoFocus?: boolean;
  /** What is wrong with it; undefined when nothing is. */
  error: string | undefined;
  help?: string;
}) {
  return (
    <TextField
      {...field}
      type="password"
      label={label}
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      autoFocus={autoFocus}
      error={error !== undefined}
      helperText={error ?? help}
    />
  );
}
