import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { chatKey, formatPhone, fullNumber } from '@switchboard/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useChats } from '../state/chatStore.ts';
import { useConversation, useOwnNumbers } from '../sync/useChatsData.ts';
import { FromField } from './FromField.tsx';
import { needsOtherCountryNotice } from './lib/number.ts';
import { useCompose } from './state/composeStore.ts';
import { ToField } from './ToField.tsx';

/** Keeps the sender valid: the first own number by default, and never one the account lost. */
function useDefaultSender(): void {
  const { ownNumbers } = useOwnNumbers();
  const from = useCompose((state) => state.from);
  useEffect(() => {
    const stillOwned =
      from && ownNumbers.some((own) => own.telCode === from.telCode && own.phone === from.phone);
    if (!stillOwned) useCompose.getState().setFrom(ownNumbers[0] ?? null);
  }, [from, ownNumbers]);
}

/** Shows an existing conversation's messages once sender and recipient name it (new-chat mode stays on). */
function useExistingConversation(key: string | null): void {
  const exists = useConversation(key) !== undefined;
  useEffect(() => {
    const state = useChats.getState();
    if (!state.composingNew) return;
    const selectedKey = exists ? key : null;
    if (state.selectedKey !== selectedKey) useChats.setState({ selectedKey });
  }, [exists, key]);
}

const rowLabel = { width: 48, flexShrink: 0, pt: 1, color: 'text.secondary' } as const;

/** The To and From header of new-chat mode. */
export function NewChatHeader() {
  const { t } = useTranslation('compose');
  useDefaultSender();
  const from = useCompose((state) => state.from);
  const partner = useChats((state) => state.partner);
  const { smsCountryCodes } = useOwnNumbers();
  const ownFull = from ? fullNumber(from.telCode, from.phone) : null;
  useExistingConversation(ownFull && partner ? chatKey(ownFull, partner.phone) : null);
  const otherCountry =
    ownFull !== null &&
    partner !== null &&
    needsOtherCountryNotice(ownFull, partner.telCode, smsCountryCodes);

  return (
    <Box
      data-testid="new-chat-header"
      sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography component="span" sx={rowLabel}>
          {t('newChat.to')}
        </Typography>
        <ToField telCode={from?.telCode ?? ''} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography component="span" sx={rowLabel}>
          {t('newChat.from')}
        </Typography>
        <FromField />
      </Box>
      {otherCountry && from && partner && (
        <Alert severity="warning" role="status">
          {t('newChat.otherCountry', {
            number: formatPhone(from.telCode, from.phone),
            telCode: partner.telCode,
          })}
        </Alert>
      )}
    </Box>
  );
}
