import GraphicEqOutlined from '@mui/icons-material/GraphicEqOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatView } from '../state/viewStore.ts';
import { mediaLinks, useMediaUrl } from '../sync/media.ts';
import { transcribe } from '../sync/stt.ts';
import { TranscriptionDialog } from './TranscriptionDialog.tsx';

/** A voicemail: the audio player (fetched with the token), speech-to-text and the transcript. */
export function Voicemail({ chatKey, message }: { chatKey: string; message: ChatMessage }) {
  const { t } = useTranslation('chats');
  const [link] = mediaLinks(message.media);
  const media = useMediaUrl(link);
  const stt = useChatView((state) => state.stt[message.smsId]);
  const [choosing, setChoosing] = useState(false);

  return (
    <Box sx={{ minWidth: 260 }} data-testid="voicemail">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 0.75 }}>
        <GraphicEqOutlined fontSize="small" color="primary" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('voicemail.label')}
        </Typography>
      </Box>
      {media.url ? (
        <Box
          component="audio"
          controls
          preload="metadata"
          src={media.url}
          aria-label={t('voicemail.audio')}
          sx={{ width: 260, height: 40, display: 'block' }}
        />
      ) : media.failed || !link ? (
        <Typography variant="body2" color="error">
          {t('messages.mediaFailed')}
        </Typography>
      ) : (
        <Skeleton variant="rounded" width={260} height={40} />
      )}
      {message.stt && (
        <Box sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary">
            {t('voicemail.transcript')}
          </Typography>
          <Typography variant="body2" data-testid="voicemail-transcript" sx={{ whiteSpace: 'pre-wrap' }}>
            {message.stt}
          </Typography>
        </Box>
      )}
      <Box sx={{ mt: 1 }}>
        {stt === 'running' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <CircularProgress size={14} aria-hidden />
            <Typography variant="body2">{t('voicemail.transcribing')}</Typography>
          </Box>
        ) : (
          // With a transcript shown (made on arrival, or asked for), the button picks another language.
          <Button
            size="small"
            variant={message.stt ? 'text' : 'outlined'}
            startIcon={<TranslateOutlined />}
            disabled={!link}
            onClick={() => setChoosing(true)}
          >
            {message.stt ? t('voicemail.otherLanguage') : t('voicemail.transcribe')}
          </Button>
        )}
        {stt === 'failed' && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.75, maxWidth: 280 }}>
            {t('voicemail.failed')}
          </Typography>
        )}
      </Box>
      <TranscriptionDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        onDone={(language) => {
          setChoosing(false);
          void transcribe(chatKey, message, language);
        }}
      />
    </Box>
  );
}
