import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useCodeSession } from './codeSession.ts';

/**
 * Why the last number lock was refused, shown next to the option list of step 1 while the form
 * keeps what the user chose: no free number, no balance, or the server's sentence for anything else.
 */
export function LockFailure() {
  const { t } = useTranslation('verification');
  const error = useCodeSession((state) => (state.phase === 'idle' ? state.error : null));
  const errorText = useCodeSession((state) => state.errorText);
  if (!error || error === 'kicked') return null;
  const text =
    error === 'noNumber'
      ? t('lockFailure.noNumber')
      : error === 'insufficient'
        ? t('lockFailure.insufficient')
        : errorText || t('lockFailure.failed');
  return (
    <Alert severity="warning" data-testid="lock-failure" role="alert">
      {text}
    </Alert>
  );
}
