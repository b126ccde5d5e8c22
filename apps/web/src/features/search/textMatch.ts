import type { SearchRange } from '@switchboard/protocol';

const SYNTAX = /[.*+?^${}()|[\]\\]/g;

/** Every occurrence of `needle` in `text`, letter case ignored, as the server reports message hits. */
export function rangesOf(text: string, needle: string): SearchRange[] {
  const wanted = needle.trim();
  if (wanted.length === 0) return [];
  const pattern = new RegExp(wanted.replace(SYNTAX, '\\$&'), 'giu');
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Characters of context kept before the first hit of a long message. */
const LEAD = 24;
/** Longest excerpt shown of a message. */
const EXCERPT = 160;

/**
 * The part of a long message around its first hit, with its ranges moved to match; an ellipsis
 * marks what was cut at either end.
 */
export function excerptOf(
  text: string,
  ranges: readonly SearchRange[],
): { text: string; ranges: SearchRange[] } {
  const first = ranges[0]?.start ?? 0;
  const from = first > LEAD + 8 ? first - LEAD : 0;
  const to = Math.min(text.length, from + EXCERPT);
  const head = from > 0 ? '…' : '';
  const shift = head.length - from;
  return {
    text: `${head}${text.slice(from, to)}${to < text.length ? '…' : ''}`,
    ranges: ranges
      .filter((range) => range.start >= from && range.end <= to)
      .map((range) => ({ start: range.start + shift, end: range.end + shift })),
  };
}

/** Digits of a text typed as a phone number (with its usual punctuation), or '' when it is not one. */
export function phoneDigits(text: string): string {
  return /^[\d\s+()\-.]+$/.test(text) ? text.replace(/\D/g, '') : '';
}
