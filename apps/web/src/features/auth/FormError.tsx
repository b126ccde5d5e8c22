import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { InlineError } from './formError.ts';

/** The inline error under an auth form's fields. */
export function FormError({ error }: { error: InlineError }) {
  const { t } = useTranslation('auth');
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {'text' in error ? error.text : t(`error.${error.key}`)}
    </Alert>
  );
}
