const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function altOf(tag: string): string {
  const match = /\balt\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4] ?? '') : '';
}

/**
 * Turns the input box's HTML into the text to send: emoji images become their alt text, nbsp a
 * space, <br> and block starts (<div>, <p>) newlines; every other tag is dropped, entities are
 * decoded, and the result is trimmed. An empty result means there is nothing to send.
 */
export function sanitizeMessageHtml(html: string): string {
  const text = html
    // A <br> that only holds an empty block open is not a line of its own.
    .replace(/<br\s*\/?>\s*(<\/(div|p)>)/gi, '$1')
    .replace(/<img\b[^>]*>/gi, (tag) => altOf(tag).replace(/</g, '&lt;'))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<(div|p)\b[^>]*>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  return decodeEntities(text)
    .replace(/\u00a0/g, ' ')
    .replace(/\r\n?/g, '\n')
    .trim();
}
