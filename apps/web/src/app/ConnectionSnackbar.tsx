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
      {/* The theme's warning amber takes white text at 5:1 (theme.ts). */}
      <Alert severity="warning" variant="filled" role="status" sx={{ width: '100%' }}>
        {status === 'disconnected' ? t('connection.disconnected') : t('connection.reconnecting')}
      </Alert>
    </Snackbar>
  );
}
