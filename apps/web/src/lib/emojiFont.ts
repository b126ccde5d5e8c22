import notoColorEmojiUrl from '@fontsource/noto-color-emoji/files/noto-color-emoji-emoji-400-normal.woff2?url';

/**
 * The emoji blocks and the emoji parts of other blocks (keycaps, arrows, symbols, variation selector,
 * joiner, tags): the font's whole coverage. Without a range the face would be the fallback for any
 * character the fonts before it lack (Tibetan, Ethiopic, a rare CJK character), and one such
 * character in a message would download the 5.8 MB file to draw nothing.
 */
const EMOJI_RANGES =
  'U+0023, U+002A, U+0030-0039, U+00A9, U+00AE, U+200D, U+203C, U+2049, U+20E3, U+2122, U+2139, ' +
  'U+2194-2199, U+21A9-21AA, U+231A-231B, U+2328, U+23CF, U+23E9-23F3, U+23F8-23FA, U+24C2, ' +
  'U+25AA-25AB, U+25B6, U+25C0, U+25FB-25FE, U+2600-27BF, U+2934-2935, U+2B05-2B07, U+2B1B-2B1C, ' +
  'U+2B50, U+2B55, U+3030, U+303D, U+3297, U+3299, U+FE0F, U+1F000-1FAFF, U+E0020-E007F';

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
    { display: 'swap', unicodeRange: EMOJI_RANGES },
  );
  document.fonts.add(face);
}
