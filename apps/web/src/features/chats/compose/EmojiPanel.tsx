import { useColorScheme } from '@mui/material/styles';
import EmojiPicker, { type EmojiClickData, type PickerLabels } from 'emoji-picker-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';

// Hoisted: a new loader identity would make the picker load the dataset again.
const loadChinese = () => import('emoji-picker-react/data/emojis-zh');

/** The emoji picker itself; loaded on first use only (its data is large), in the interface language. */
export default function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('compose');
  const language = useUiLanguage();
  // The picker draws its own surfaces: it is told the scheme on screen, not left to guess it.
  const { colorScheme } = useColorScheme();
  const labels = useMemo<Partial<PickerLabels>>(
    () => ({
      searchPlaceholder: t('emoji.search'),
      searchLabel: t('emoji.search'),
      searchResultsNone: t('emoji.none'),
      searchResultsOne: t('emoji.one'),
      searchResultsMany: t('emoji.many'),
      categoryNavigation: t('emoji.categories'),
      loading: t('emoji.loading'),
      loadingError: t('emoji.loadError'),
      retryLoading: t('emoji.retry'),
    }),
    [t],
  );
  return (
    <EmojiPicker
      onEmojiClick={(data: EmojiClickData) => onPick(data.emoji)}
      // Native glyphs: the other styles fetch images from a CDN, which a self-hosted install may not reach.
      emojiStyle="native"
      colorScheme={colorScheme === 'dark' ? 'dark' : 'light'}
      emojiData={language === 'zh-CN' ? loadChinese : undefined}
      labels={labels}
      previewConfig={{ showPreview: false }}
      skinTonesDisabled
      lazyLoadEmojis
      width={340}
      height={380}
    />
  );
}
