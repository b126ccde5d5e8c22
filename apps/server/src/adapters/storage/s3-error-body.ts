/** What an S3 error document says: `<Error><Code>NoSuchBucket</Code><Message>...</Message>...</Error>`. */
export interface S3ErrorBody {
  code: string | undefined;
  message: string | undefined;
}

/** S3's codes are identifiers (NoSuchBucket, XAmzContentSHA256Mismatch); anything else is not one. */
const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9.]{0,99}$/;
const MESSAGE_LIMIT = 300;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeText(raw: string): string {
  const text = raw.replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1');
  if (text !== raw) return text;
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (entity, name: string) => {
    if (name.startsWith('#')) {
      const point = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return NAMED_ENTITIES[name] ?? entity;
  });
}

/** The text of an element inside `<Error>`, or undefined when there is none or it holds markup. */
function childText(errorBody: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>)</${tag}\\s*>`).exec(
    errorBody,
  );
  return match === null ? undefined : decodeText(match[1]!).trim();
}

/**
 * Reads the code and message of an S3 error document. Proxies and load balancers in front of a
 * bucket answer with HTML or plain text; those give neither. The code is kept only when it looks
 * like one, so a stray page never passes for NoSuchBucket.
 */
export function readS3ErrorBody(body: string): S3ErrorBody {
  const root = /<Error(?:\s[^>]*)?>([\s\S]*)<\/Error\s*>/.exec(body);
  if (root === null) return { code: undefined, message: undefined };
  const content = root[1]!;
  const code = childText(content, 'Code');
  const message = childText(content, 'Message');
  return {
    code: code !== undefined && CODE_PATTERN.test(code) ? code : undefined,
    message: message === undefined || message === '' ? undefined : message.slice(0, MESSAGE_LIMIT),
  };
}
