import * as protocol from '@switchboard/protocol';
import { type ApiCall, ApiPath } from '@switchboard/protocol';
import { intBetween } from './prng.ts';

/** A zod schema seen structurally: the fuzzer reads only its kind, shape and options. */
interface Shaped {
  def?: { type?: string; innerType?: Shaped; in?: Shaped; entries?: Record<string, string> };
  shape?: Record<string, Shaped>;
  options?: readonly unknown[];
}

function unwrap(schema: Shaped | undefined): Shaped | undefined {
  let current = schema;
  for (let i = 0; i < 8 && current !== undefined; i++) {
    const def = current.def;
    if (def?.innerType !== undefined) current = def.innerType;
    else if (def?.type === 'pipe' && def.in !== undefined) current = def.in;
    else break;
  }
  return current;
}

/** Field shapes of a protocol object schema (through optional/pipe wrappers); empty when not an object. */
export function fieldsOf(schema: unknown): Record<string, Shaped> {
  return unwrap(schema as Shaped)?.shape ?? {};
}

/** The protocol request schemas (body/query) named after a call, e.g. loginBodySchema for login. */
export function schemasOf(call: ApiCall): Record<string, Shaped>[] {
  const prefix = call.toLowerCase();
  return Object.entries(protocol)
    .filter(([name]) => /(Body|Query)Schema$/.test(name) && name.toLowerCase().startsWith(prefix))
    .map(([, schema]) => fieldsOf(schema));
}

/** Every field name any protocol request schema knows, so random payloads use real names. */
export function allFieldNames(): string[] {
  const names = new Set<string>();
  for (const [name, schema] of Object.entries(protocol))
    if (/(Body|Query)Schema$/.test(name)) for (const key of Object.keys(fieldsOf(schema))) names.add(key);
  return [...names];
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u0001\u0002\u001f',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff\ud800',
  '💥'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00%ff',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'NaN',
  'null',
  '2026-13-45',
  '+1 (555) 000-0000',
];
const NASTY_NUMBERS = [
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A random malformed JSON value: wrong types, huge strings, deep nesting, out-of-range numbers. */
export function randomValue(random: () => number, depth = 0): unknown {
  const pick = intBetween(random, 0, depth > 2 ? 7 : 11);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return NASTY_NUMBERS[intBetween(random, 0, NASTY_NUMBERS.length - 1)];
    case 3:
      return intBetween(random, -1000, 100_000);
    case 4:
      return NASTY_STRINGS[intBetween(random, 0, NASTY_STRINGS.length - 1)];
    case 5:
      return 'x'.repeat(intBetween(random, 1, 5) * 20_000);
    case 6:
      return String.fromCharCode(
        ...Array.from({ length: intBetween(random, 1, 40) }, () => intBetween(random, 0, 0xffff)),
      );
    case 7:
      return String(intBetween(random, 0, 10 ** 9));
    case 8:
      return Array.from({ length: intBetween(random, 0, 4) }, () => randomValue(random, depth + 1));
    case 9:
      return deep(intBetween(random, 50, 400), random() < 0.5);
    case 10:
      return {
        [NASTY_STRINGS[intBetween(random, 0, NASTY_STRINGS.length - 1)] ?? 'k']: randomValue(
          random,
          depth + 1,
        ),
      };
    default:
      return Array.from({ length: 2000 }, (_, i) => i);
  }
}

function deep(levels: number, asArray: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** A plausible value for a field of the schema (an enum option, a short string, a small number). */
function nearValid(field: Shaped | undefined, random: () => number): unknown {
  const inner = unwrap(field);
  const type = inner?.def?.type;
  if (type === 'enum' || type === 'literal') {
    const options = inner?.options ?? Object.values(inner?.def?.entries ?? {});
    if (options.length > 0) return options[intBetween(random, 0, options.length - 1)];
  }
  if (type === 'number' || type === 'int') return intBetween(random, -5, 500);
  if (type === 'boolean') return random() < 0.5;
  if (type === 'array') return [];
  return ['pingme', 'wephone', '1', 'abc', '2026-01', 'a@b.test', '12025550123'][intBetween(random, 0, 6)];
}

/** A random JSON object built from a call's fields: some missing, some wrong, some extra. */
export function randomObject(
  random: () => number,
  fields: Record<string, Shaped>,
  pool: readonly string[],
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const roll = random();
    if (roll < 0.2) continue;
    result[key] = roll < 0.6 ? nearValid(field, random) : randomValue(random);
  }
  for (let i = intBetween(random, 0, 3); i > 0; i--)
    result[pool[intBetween(random, 0, pool.length - 1)] ?? 'extra'] = randomValue(random);
  // An own "__proto__" key, as a hostile JSON body carries it (plain assignment would set the prototype).
  if (random() < 0.05)
    Object.defineProperty(result, '__proto__', { value: { polluted: true }, enumerable: true });
  return result;
}

/** A malformed query string: bad escapes, brackets, duplicates, huge or empty pairs. */
export function randomQueryString(
  random: () => number,
  fields: Record<string, Shaped>,
  pool: readonly string[],
): string {
  const object = randomObject(random, fields, pool);
  const pairs = Object.entries(object).map(([key, value]) => {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    return `${percent(key)}=${percent(text.slice(0, 3000))}`;
  });
  const junk = [
    '%ZZ',
    '%',
    '=&=&',
    'a[b][c]=1',
    'a[]=1&a[]=2',
    'x=%E0%A4%A',
    '&&&',
    'k=%00',
    'platform=a&platform=b',
    '%C3%28=%FF%FE',
    'q=%ED%A0%80',
  ];
  for (let i = intBetween(random, 0, 2); i > 0; i--)
    pairs.push(junk[intBetween(random, 0, junk.length - 1)] ?? '');
  return pairs.join('&');
}

/** Percent-encodes any text byte by byte (lone surrogates included, which encodeURIComponent refuses). */
export function percent(text: string): string {
  return encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

/** Paths of calls addressed by a trailing id (`/media/<id>`), which the fuzzer fills with junk. */
export const ID_PATH_CALLS: readonly ApiCall[] = ['media', 'kycImage'];

/** Every call name of the protocol. */
export function everyCall(): ApiCall[] {
  return Object.keys(ApiPath) as ApiCall[];
}
