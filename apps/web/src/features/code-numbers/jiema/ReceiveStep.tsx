import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFullNumber } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/clipboard.ts';
import {
  canTryAnother,
  markCodeCopied,
  markNumberCopied,
  stopCodeSession,
  subscribeLocked,
  tryAnotherNumber,
  useCodeMessages,
  useCodeSession,
} from '../core/codeSession.ts';
import { openVerificationDialog } from '../core/dialogStore.ts';
import { SmsText } from './SmsText.tsx';

/** Step 3: the locked number with copy, the countdown, the messages, Subscribe, Try another and Done. */
export function ReceiveStep({ onFinished }: { onFinished: () => void }) {
  const { t } = useTranslation('verification');
  const session = useCodeSession();
  const messages = useCodeMessages();
  const { locked, phase, secondsLeft, tipState } = session;
  if (!locked) return null;

  const arrived = messages.length > 0;
  const subscribed = locked.subStatus === 1;
  const mayOfferSubscribe = locked.canSub === 1 && arrived && !subscribed;

  const finish = () => {
    stopCodeSession();
    onFinished();
  };
  const askSubscribe = () =>
    openVerificationDialog('subscribe', {
      detail: locked.subTip,
      onConfirm: () => {
        void subscribeLocked().then((hint) => {
          if (hint !== null) finish();
        });
      },
    });
  const done = () => {
    const codeArrived = messages.some((message) => message.code !== '');
    if (locked.canSub === 1 && codeArrived && !subscribed)
      openVerificationDialog('done', { onConfirm: finish });
    else finish();
  };

  return (
    <Stack spacing={2} data-testid="receive-step">
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t('receive.number')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" data-testid="locked-number">
            {formatFullNumber(locked.phone)}
          </Typography>
          <Button
            size="small"
            onClick={() => void copyText(locked.phone).then(() => markNumberCopied())}
            data-testid="copy-number"
          >
            {t('receive.copy')}
          </Button>
        </Stack>
      </Box>
      <Typography data-testid="countdown" color="text.secondary">
        {phase === 'ended' ? t('receive.ended') : t('receive.countdown', { seconds: secondsLeft })}
      </Typography>
      <Alert severity={tipState >= 3 ? 'success' : 'info'} data-testid={`tip-${tipState}`}>
        {t(`receive.tip${tipState}`)}
        {locked.tip ? <Box sx={{ mt: 0.5 }}>{locked.tip}</Box> : null}
      </Alert>
      <List dense data-testid="sms-list">
        {messages.length === 0 ? (
          <ListItem>
            <Typography color="text.secondary">{t('receive.waiting')}</Typography>
          </ListItem>
        ) : null}
        {messages.map((message) => (
          <ListItem key={message.smsId} divider sx={{ gap: 1 }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {new Date(message.date).toLocaleString()}
              </Typography>
              <Typography>
                <SmsText text={message.text} code={message.code} />
              </Typography>
            </Box>
            {message.code ? (
              <Button
                size="small"
                onClick={() => void copyText(message.code).then(() => markCodeCopied())}
                data-testid={`copy-code-${message.smsId}`}
              >
                {t('receive.copyCode')}
              </Button>
            ) : null}
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        {subscribed ? (
          <Button disabled>{t('receive.subscribed')}</Button>
        ) : (
          <Button
            variant={mayOfferSubscribe ? 'contained' : 'outlined'}
            disabled={!mayOfferSubscribe}
            onClick={askSubscribe}
            data-testid="subscribe"
          >
            {t('receive.subscribe')}
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={!canTryAnother(session, messages)}
          onClick={() => void tryAnotherNumber()}
          data-testid="try-another"
        >
          {t('receive.tryAnother')}
        </Button>
        <Button variant="contained" color="secondary" onClick={done} data-testid="done">
          {t('receive.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
