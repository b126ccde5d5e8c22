import { HIGHLIGHT_SEPARATOR, highlightActions } from '@switchboard/protocol';

/** An in-app action a highlighted text links to. */
export type HighlightAction = (typeof highlightActions)[number];

/** A piece of a message's text: plain, a web link, or an in-app action link. Always rendered as text. */
export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'action'; text: string; action: HighlightAction };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

function isAction(value: string): value is HighlightAction {
  return (highlightActions as readonly string[]).includes(value);
}

/** A safe http(s) address for a link, or null for anything else (javascript:, data:, ...). */
export function safeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits plain text into text and web-link segments. */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    const href = raw ? safeHref(raw) : null;
    if (!href) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** The (target, text) pairs of a message's highlights, split on the protocol's separator. */
export function highlightPairs(target = '', text = ''): { target: string; text: string }[] {
  if (!target || !text) return [];
  const targets = target.split(HIGHLIGHT_SEPARATOR);
  const texts = text.split(HIGHLIGHT_SEPARATOR);
  return targets
    .map((item, index) => ({ target: item.trim(), text: texts[index] ?? '' }))
    .filter((pair) => pair.target !== '' && pair.text !== '');
}

function splitOn(
  segments: TextSegment[],
  needle: string,
  make: (text: string) => TextSegment,
): TextSegment[] {
  const out: TextSegment[] = [];
  for (const segment of segments) {
    if (segment.kind !== 'text' || !segment.text.includes(needle)) {
      out.push(segment);
      continue;
    }
    const parts = segment.text.split(needle);
    parts.forEach((part, index) => {
      if (index > 0) out.push(make(needle));
      if (part) out.push({ kind: 'text', text: part });
    });
  }
  return out;
}

/**
 * A message's text as segments: highlighted texts whose target is an in-app action (profile,
 * numberManage, kyc) or a web address become links, then plain web addresses become links.
 * Nothing is ever interpreted as HTML.
 */
export function parseMessageText(
  text: string,
  highlightTarget?: string,
  highlightText?: string,
): TextSegment[] {
  let segments: TextSegment[] = text ? [{ kind: 'text', text }] : [];
  for (const pair of highlightPairs(highlightTarget, highlightText)) {
    if (isAction(pair.target)) {
      const action = pair.target;
      segments = splitOn(segments, pair.text, (needle) => ({ kind: 'action', text: needle, action }));
    } else {
      const href = safeHref(pair.target);
      if (href) segments = splitOn(segments, pair.text, (needle) => ({ kind: 'link', text: needle, href }));
    }
  }
  return segments.flatMap((segment) => (segment.kind === 'text' ? linkify(segment.text) : [segment]));
}
