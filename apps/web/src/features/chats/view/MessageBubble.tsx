import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@switchboard/protocol';
import { MessageStatus, verificationCodeIn } from '@switchboard/protocol';
import { type MouseEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { formatTime } from '../format/dates.ts';
import { mediaLinks } from '../sync/media.ts';
import { MediaImage } from './MediaImage.tsx';
import { MessageCode } from './MessageCode.tsx';
import { MessageText } from './MessageText.tsx';
import { Voicemail } from './Voicemail.tsx';

/** One message: outgoing on the right in the brand colour, incoming on the left; status and copied mark. */
export const MessageBubble = memo(function MessageBubble({
  chatKey,
  message,
  copied,
  onMenu,
  onOpenImage,
  onResend,
}: {
  chatKey: string;
  message: ChatMessage;
  copied: boolean;
  onMenu: (message: ChatMessage, event: MouseEvent) => void;
  onOpenImage: (url: string) => void;
  onResend?: (key: string, smsId: string) => boolean;
}) {
  const { t } = useTranslation('chats');
  const language = useUiLanguage();
  const outgoing = message.direction === 'out';
  const voicemail = message.type === 'voicemail';
  const images = voicemail ? [] : mediaLinks(message.media);
  const inverse = outgoing && !voicemail;
  // A received verification message shows its code large, ready to copy.
  const code = !outgoing && !voicemail ? verificationCodeIn(message.text) : '';

  return (
    <Box
      data-testid="message"
      data-sms-id={message.smsId}
      data-direction={message.direction}
      data-status={message.status}
      sx={{
        display: 'flex',
        flexDirection: outgoing ? 'row-reverse' : 'row',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 0.5,
      }}
    >
      <Box
        onContextMenu={(event) => {
          event.preventDefault();
          onMenu(message, event);
        }}
        sx={{
          maxWidth: '68%',
          px: 1.5,
          py: 1,
          borderRadius: 2.5,
          borderBottomRightRadius: outgoing ? 6 : undefined,
          borderBottomLeftRadius: outgoing ? undefined : 6,
          bgcolor: inverse ? 'primary.main' : 'background.paper',
          color: inverse ? 'primary.contrastText' : 'text.primary',
          boxShadow: inverse ? 'none' : '0 1px 2px rgba(0,0,0,0.08)',
          border: inverse ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        {voicemail && <Voicemail chatKey={chatKey} message={message} />}
        {images.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: message.text ? 0.75 : 0 }}>
            {images.map((link) => (
              <MediaImage key={link} link={link} onOpen={onOpenImage} />
            ))}
          </Box>
        )}
        {message.text && !voicemail && (
          <Typography
            variant="body2"
            component="div"
            data-testid="message-text"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 14, lineHeight: 1.5 }}
          >
            <MessageText
              text={message.text}
              highlightTarget={message.highlightTarget}
              highlightText={message.highlightText}
              inverse={inverse}
            />
          </Typography>
        )}
        {code !== '' && <MessageCode code={code} />}
        <Typography
          component="div"
          sx={{
            fontSize: 11,
            mt: 0.25,
            textAlign: 'right',
            // Full strength on a coloured bubble: dimmed white falls below 4.5:1 on the brand accents.
            color: inverse ? 'inherit' : 'text.secondary',
          }}
        >
          {formatTime(message.date, language)}
        </Typography>
      </Box>
      {message.status === MessageStatus.sending && (
        <CircularProgress size={14} aria-label={t('messages.sending')} data-testid="message-pending" />
      )}
      {message.status === MessageStatus.failed && (
        <Tooltip title={onResend && outgoing ? t('messages.resend') : t('messages.failed')}>
          <IconButton
            size="small"
            aria-label={onResend && outgoing ? t('messages.resend') : t('messages.failed')}
            data-testid="message-failed"
            onClick={() => onResend?.(chatKey, message.smsId)}
            sx={{ p: 0.25 }}
          >
            <ErrorOutline color="error" fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {copied && (
        <Typography variant="caption" color="success.main" role="status" sx={{ fontWeight: 600 }}>
          {t('menu.copied')}
        </Typography>
      )}
    </Box>
  );
});
