import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

/** How the account is named: its email, or its phone with a calling code. */
export type AccountMethod = 'email' | 'phone';
/** The inputs of {@link AccountFields}. */
export type AccountField = 'email' | 'telCode' | 'phone';

/** Props of {@link AccountFields}. */
export interface AccountFieldsProps {
  method: AccountMethod;
  onMethod: (method: AccountMethod) => void;
  /** Accessible name of the method switch. */
  methodLabel: string;
  values: Record<AccountField, string>;
  onChange: (field: AccountField, value: string) => void;
  /** The sentence under each input, when it has one. */
  errors: Partial<Record<AccountField, string | null | undefined>>;
}

/** Email or phone (with calling code) of an account, as the log-in and password-reset forms ask for it. */
export function AccountFields({
  method,
  onMethod,
  methodLabel,
  values,
  onChange,
  errors,
}: AccountFieldsProps) {
  const { t } = useTranslation('auth');
  const input = (field: AccountField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field] || ' ',
  });
  return (
    <>
      <ToggleButtonGroup
        value={method}
        exclusive
        fullWidth
        size="small"
        aria-label={methodLabel}
        onChange={(_event, next: AccountMethod | null) => next && onMethod(next)}
        sx={{ mb: 2.5 }}
      >
        <ToggleButton value="email">{t('login.byEmail')}</ToggleButton>
        <ToggleButton value="phone">{t('login.byPhone')}</ToggleButton>
      </ToggleButtonGroup>
      {method === 'email' ? (
        <TextField
          {...input('email')}
          label={t('field.email')}
          type="email"
          autoComplete="username"
          fullWidth
          autoFocus
        />
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <TextField
            {...input('telCode')}
            label={t('field.telCode')}
            sx={{ width: 110, flexShrink: 0 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 }, input: { startAdornment: '+' } }}
          />
          <TextField
            {...input('phone')}
            label={t('field.phone')}
            autoComplete="username"
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Box>
      )}
    </>
  );
}
