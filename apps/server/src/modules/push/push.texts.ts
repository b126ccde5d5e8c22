import type { UiLanguage } from '@switchboard/protocol';

/** What a notification says of a message without text of its own, in the session's language. */
export const PUSH_TEXTS: Record<UiLanguage, { picture: string; voicemail: string }> = {
  en: { picture: 'Sent you a picture', voicemail: 'Left you a voicemail' },
  'zh-CN': { picture: '给您发送了一张图片', voicemail: '给您留了一条语音留言' },
};
