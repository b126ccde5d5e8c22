/** The encodings a contacts file is read in. */
export type FileEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030' | 'windows-1252';

/**
 * Share of a file's non-ASCII bytes that must pair up as GBK two-byte characters of the common
 * range (both bytes 0xA1-0xFE) before the file counts as Chinese. Windows-1252 text puts an accented
 * letter between ASCII letters, which almost never makes such a pair.
 */
const GBK_PAIR_SHARE = 0.8;

/** Whether the bytes are valid UTF-8. */
function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether the non-ASCII bytes read as GBK characters (two bytes each, mostly of the common range). */
function looksLikeGbk(bytes: Uint8Array): boolean {
  let high = 0;
  let pairedBytes = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (byte < 0x80) continue;
    const next = bytes[index + 1] ?? 0;
    if (byte >= 0x81 && byte <= 0xfe && next >= 0x40 && next <= 0xfe && next !== 0x7f) {
      high += 2;
      if (byte >= 0xa1 && next >= 0xa1) pairedBytes += 2;
      index += 1;
    } else high += 1;
  }
  return high > 0 && pairedBytes / high >= GBK_PAIR_SHARE;
}

/**
 * The encoding of a contacts file: a byte-order mark decides; otherwise UTF-8 when the bytes are
 * valid UTF-8, GB18030 (a superset of GBK, what Chinese Excel saves) when they read as Chinese, and
 * Windows-1252 (what Western Excel and Outlook save) for the rest.
 */
export function detectEncoding(bytes: Uint8Array): FileEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (isUtf8(bytes)) return 'utf-8';
  return looksLikeGbk(bytes) ? 'gb18030' : 'windows-1252';
}

/** A file's text in its detected encoding, without a byte-order mark. */
export function decodeFile(bytes: Uint8Array): { text: string; encoding: FileEncoding } {
  const encoding = detectEncoding(bytes);
  const text = new TextDecoder(encoding).decode(bytes).replace(/^\uFEFF/, '');
  return { text, encoding };
}
