import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { failureText, isTransient } from '../lib/api/failure.ts';

/**
 * A failed call, said where the operator is looking: the server's sentence, or for a network failure
 * the console's sentence with a button that tries again.
 */
export function FailureAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const retry = onRetry && isTransient(error);
  return (
    <Alert
      severity="error"
      action={
        retry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
    >
      {failureText(error, t)}
    </Alert>
  );
}
