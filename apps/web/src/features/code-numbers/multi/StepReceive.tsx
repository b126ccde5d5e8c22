import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe } from '../core/api.ts';
import {
  currentCodeMessages,
  stopCodeSession,
  subscribeLocked,
  useCodeSession,
} from '../core/codeSession.ts';
import { openVerificationDialog } from '../core/dialogStore.ts';
import { ReceiveTab } from './ReceiveTab.tsx';
import { SendTab } from './SendTab.tsx';

interface StepReceiveProps {
  /** Back to step 1 (Done, Back, or nothing left to subscribe). */
  onBack: () => void;
  /** A subscription succeeded: the parent shows its hint, then number management. */
  onSubscribed: (hint: string) => void;
}

/** Step 2 of a new code: the receive and send tabs of the locked number. */
export function StepReceive({ onBack, onSubscribed }: StepReceiveProps) {
  const { t } = useTranslation('verificationMulti');
  const locked = useCodeSession((state) => state.locked);
  const [tab, setTab] = useState<'receive' | 'send'>('receive');

  const onSubscribe = () => {
    openVerificationDialog('subscribe', {
      detail: locked?.subTip,
      onConfirm: () =>
        void subscribeLocked().then((answer) => {
          if (answer === null) return;
          stopCodeSession();
          onSubscribed(answer);
        }),
    });
  };

  // Done offers subscribing when the number may be kept and it is worth it: a new number that got a
  // message, or an own number not yet subscribed (spec 001 section 4); the session ends either way.
  const onDone = () => {
    const { locked: current, request } = useCodeSession.getState();
    const messages = currentCodeMessages();
    const remind =
      current !== null &&
      current.canSub === 1 &&
      current.subStatus === 0 &&
      (messages.length > 0 || (request?.option.phone ?? '') !== '');
    stopCodeSession();
    onBack();
    if (!remind || !current) return;
    openVerificationDialog('subscribeReminder', {
      detail: current.subTip,
      onConfirm: () =>
        void subscribe(current.app, current.phone)
          .then((answer) => onSubscribed(answer.hint))
          .catch(() => undefined),
    });
  };

  if (!locked) return <Button onClick={onBack}>{t('step2.back')}</Button>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button onClick={onDone}>{t('step2.back')}</Button>
      </Box>
      <Tabs value={tab} onChange={(_, value: 'receive' | 'send') => setTab(value)}>
        <Tab value="receive" label={t('step2.receive')} />
        <Tab value="send" label={t('step2.send')} />
      </Tabs>
      {tab === 'receive' ? (
        <ReceiveTab onSubscribe={onSubscribe} onDone={onDone} />
      ) : (
        <SendTab locked={locked} />
      )}
    </Box>
  );
}
