import type { SearchRange } from '@switchboard/protocol';

/** Characters a regular expression reads as syntax. */
const SYNTAX = /[.*+?^${}()|[\]\\]/g;

/**
 * Every occurrence of `needle` in `text`, letter case ignored, as UTF-16 offsets the client slices
 * the text with (rather than HTML, which the client would have to trust).
 */
export function highlightRanges(text: string, needle: string): SearchRange[] {
  if (needle.length === 0) return [];
  const pattern = new RegExp(needle.replace(SYNTAX, '\\$&'), 'giu');
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}
