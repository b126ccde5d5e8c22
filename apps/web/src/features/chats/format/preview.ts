import type { ChatListItem } from '@switchboard/protocol';
import type { TFunction } from 'i18next';

/** The last-message line of a conversation: its text, with a label for pictures and voicemails. */
export function previewText(item: Pick<ChatListItem, 'text' | 'media' | 'type'>, t: TFunction<'chats'>) {
  const text = item.text.replace(/\s+/g, ' ').trim();
  if (item.type === 'voicemail') return t('preview.voicemail');
  if (item.type === 'mms' || item.media !== '')
    return text ? `${t('preview.picture')} ${text}` : t('preview.picture');
  if (!text) return item.type === 'verificationCode' ? t('preview.verificationCode') : t('preview.empty');
  return text;
}
