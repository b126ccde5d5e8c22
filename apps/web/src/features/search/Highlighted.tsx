import type { SearchRange } from '@switchboard/protocol';
import { Fragment } from 'react';

/** A text with its hit ranges in <mark>; plain text otherwise (never HTML from the server). */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly SearchRange[] }) {
  const parts: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start < at || range.end > text.length) continue;
    if (range.start > at) parts.push({ text: text.slice(at, range.start), hit: false });
    parts.push({ text: text.slice(range.start, range.end), hit: true });
    at = range.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
