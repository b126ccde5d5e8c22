import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { LockedPhone } from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCodeSms } from '../core/api.ts';
import { allowSubscribe, currentCodeMessages } from '../core/codeSession.ts';
import { openVerificationDialog } from '../core/dialogStore.ts';
import { sendTarget } from './format.ts';
import { sendFailureText } from './sendFailure.ts';

/** The send tab: a text from the locked number; toll-free numbers cannot send, so the tab only says so. */
export function SendTab({ locked }: { locked: LockedPhone }) {
  const { t } = useTranslation('verificationMulti');
  const [telCode, setTelCode] = useState(`+${locked.telCodeList[0] ?? locked.telCode}`);
  const [phone, setPhone] = useState('');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!locked.canSendCodeSms) {
    return (
      <Alert severity="info" data-testid="verification-toll-free">
        {t('step2.tollFree')}
      </Alert>
    );
  }

  const send = async () => {
    const to = sendTarget(telCode, phone);
    // Both fields are required; without them nothing happens (spec 001 section 5).
    if (text.trim() === '' || phone.trim() === '' || to === '') return;
    setSending(true);
    setFailure(null);
    try {
      await sendCodeSms(locked.phone, to, locked.app, text);
      setText('');
      allowSubscribe();
      openVerificationDialog('sendSuccess');
    } catch (error) {
      setFailure(sendFailureText(error, currentCodeMessages().length > 0, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          label={t('step2.telCode')}
          value={telCode}
          onChange={(event) => setTelCode(event.target.value)}
          sx={{ width: 140 }}
          slotProps={{ htmlInput: { 'data-testid': 'verification-send-telcode', maxLength: 5 } }}
        />
        <TextField
          label={t('step2.phone')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'verification-send-phone', inputMode: 'tel' } }}
        />
      </Box>
      <TextField
        label={t('step2.text')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { 'data-testid': 'verification-send-text', maxLength: 1600 } }}
      />
      {failure ? (
        <Alert severity="warning" role="alert" data-testid="verification-send-failure">
          {failure}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        onClick={() => void send()}
        disabled={sending}
        data-testid="verification-send"
      >
        {t('step2.sendButton')}
      </Button>
    </Box>
  );
}
