import notoColorEmojiUrl from '@fontsource/noto-color-emoji/files/noto-color-emoji-emoji-400-normal.woff2?url';

/**
 * Colour emoji on systems without an emoji font (Debian and other Linux desktops draw empty boxes or
 * nothing): Noto Color Emoji, under the name the theme's font list and the emoji picker already ask
 * for after the Apple and Windows emoji fonts. An installed Noto Color Emoji is used as it is; only a
 * system without one downloads the app's copy (5.8 MB, once, cached), and only when an emoji is first
 * drawn. The copy is the whole font in one file: Chromium drew nothing for the package's smaller
 * WOFF2 parts split by Unicode range, while the whole font draws in colour (seen on Chromium 156).
 */
export function addEmojiFont(): void {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !('fonts' in document)) return;
  const face = new FontFace(
    'Noto Color Emoji',
    `local("Noto Color Emoji"), local("NotoColorEmoji"), url("${notoColorEmojiUrl}") format("woff2")`,
    { display: 'swap' },
  );
  document.fonts.add(face);
}
