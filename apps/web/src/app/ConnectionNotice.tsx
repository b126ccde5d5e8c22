import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { selectShowConnectionNotice, useConnection } from '../lib/socket/connection.ts';

/** A snackbar while the socket is reconnecting or disconnected (hidden during a deliberate reset). */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const show = useConnection(selectShowConnectionNotice);
  const status = useConnection((state) => state.status);
  return (
    <Snackbar open={show} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="warning" variant="filled" role="status" sx={{ width: '100%' }}>
        {status === 'disconnected' ? t('connection.disconnected') : t('connection.reconnecting')}
      </Alert>
    </Snackbar>
  );
}
