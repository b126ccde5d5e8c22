import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { errorSentence, type ShownError } from '../../lib/formErrors.ts';

/** The form-level error of an auth form, above its button. */
export function FormError({ error }: { error: ShownError }) {
  const { t } = useTranslation('auth');
  const text = errorSentence(error, (key) => t(key as never));
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
