import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../lib/socket/connection.ts';

/** The reconnecting/disconnected snackbar itself (see ConnectionNotice). */
export default function ConnectionSnackbar({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const status = useConnection((state) => state.status);
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      {/* Dark text on the warning orange: white on it falls short of WCAG AA contrast (3.1:1). */}
      <Alert
        severity="warning"
        variant="filled"
        role="status"
        sx={{ width: '100%', color: 'common.black', '& .MuiAlert-icon': { color: 'inherit' } }}
      >
        {status === 'disconnected' ? t('connection.disconnected') : t('connection.reconnecting')}
      </Alert>
    </Snackbar>
  );
}
