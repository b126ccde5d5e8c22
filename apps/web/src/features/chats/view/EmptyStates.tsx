import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import SimCardOutlined from '@mui/icons-material/SimCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { goToTab } from '../../../lib/navigation.ts';
import { useBrand } from '../../../lib/runtime.ts';
import { openNumbersMode } from '../../numbers/index.ts';

function Centered({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 4,
        bgcolor: 'background.default',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The user has no number of their own: a button leads to Numbers -> New number. A brand without a
 * numbers tab can only point to support.
 */
export function NoNumberCard() {
  const { t } = useTranslation('chats');
  const brand = useBrand();
  const canBuy = brand.tabs.includes('numbers');
  const openNewNumber = () => {
    goToTab('numbers', 'manage');
    openNumbersMode({ kind: 'new' });
  };
  return (
    <Centered testId="no-number-card">
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 420, textAlign: 'center' }}>
        <SimCardOutlined sx={{ fontSize: 48, color: 'primary.main' }} />
        <Typography variant="h6" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
          {t('empty.noNumberTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {canBuy ? t('empty.noNumberText') : t('empty.noNumberSupportText', { email: brand.supportEmail })}
        </Typography>
        {canBuy ? (
          <Button variant="contained" onClick={openNewNumber}>
            {t('empty.getNumber')}
          </Button>
        ) : (
          <Button variant="contained" href={`mailto:${brand.supportEmail}`}>
            {t('empty.contactSupport')}
          </Button>
        )}
      </Paper>
    </Centered>
  );
}

/** Nothing open yet: pick a chat. */
export function PickChatPrompt() {
  const { t } = useTranslation('chats');
  return (
    <Centered testId="pick-chat">
      <Box sx={{ textAlign: 'center', maxWidth: 360 }}>
        <ChatBubbleOutline sx={{ fontSize: 56, color: 'text.disabled' }} />
        <Typography variant="h6" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
          {t('empty.pickTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('empty.pickText')}
        </Typography>
      </Box>
    </Centered>
  );
}

/** New-chat mode before anything is sent: what to do next. */
export function NewChatHint() {
  const { t } = useTranslation('chats');
  return (
    <Centered testId="new-chat-hint">
      <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
        <EditNoteOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography sx={{ mt: 1 }}>{t('empty.newChat')}</Typography>
      </Box>
    </Centered>
  );
}

/** Front-page visitors: what the chats tab holds once logged in. */
export function ChatsVisitor() {
  const { t } = useTranslation('chats');
  return (
    <Centered testId="chats-visitor">
      <Box sx={{ textAlign: 'center', maxWidth: 420 }}>
        <ChatBubbleOutline sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography variant="h6" component="h1" sx={{ mt: 1, fontWeight: 700 }}>
          {t('visitor.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('visitor.text')}
        </Typography>
      </Box>
    </Centered>
  );
}
