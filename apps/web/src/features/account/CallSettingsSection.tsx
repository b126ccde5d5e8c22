import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading.tsx';
import { goToTab } from '../../lib/navigation.ts';
import { CallSettings, useNumbers } from '../numbers/index.ts';

/**
 * Call settings of the account tab (spec 001 section 2): the numbers the calls arrive on, each
 * with what happens to a call nobody answers, and the numbers feature's own forwarding and
 * voicemail toggles. The server keeps one setting for all of the account's numbers, so turning it
 * on for one turns it on for each; the list says so rather than offering toggles that would not
 * stay apart.
 */
export function CallSettingsSection() {
  const { t } = useTranslation('account');
  const numbers = useNumbers();

  if (numbers.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void numbers.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('callSettings.loadError')}
      </Alert>
    );
  if (!numbers.data) return <Loading />;
  const data = numbers.data;

  if (data.virtualPhones.length === 0)
    return (
      <Box data-testid="call-settings-empty">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('callSettings.noNumbers')}
        </Typography>
        <Button variant="outlined" onClick={() => goToTab('numbers')}>
          {t('callSettings.getNumber')}
        </Button>
      </Box>
    );

  const status = data.forwardStatus === 1 ? 'forwarding' : data.voicemailStatus === 1 ? 'voicemail' : 'none';
  return (
    <Box data-testid="call-settings">
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <List aria-label={t('callSettings.numbers')} dense>
          {data.virtualPhones.map((phone) => (
            <ListItem key={`${phone.telCode}-${phone.phone}`} divider>
              <ListItemText
                primary={formatPhone(phone.telCode, phone.phone)}
                secondary={t(`callSettings.status.${status}`)}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      {data.canForward || data.canVoicemail ? (
        <>
          <CallSettings data={data} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('callSettings.allNumbers', { count: data.virtualPhones.length })}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">{t('callSettings.unavailable')}</Typography>
      )}
    </Box>
  );
}
