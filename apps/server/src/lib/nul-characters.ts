import { Retcode } from '@switchboard/protocol';
import { AppError } from '../errors.ts';
import { invisibleCharacterSentence } from './validation-issues.ts';

/** How deep a request is searched; the protocol's shapes nest a few levels, JSON-encoded fields one more. */
const MAX_DEPTH = 12;

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  // Parsed query strings are objects of a bare class (its prototype has no prototype).
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/** A field sent as JSON text (an address book, a use-case list) decoded, so its inner fields are searched. */
function decodedJson(value: string): unknown {
  if (!/^\s*[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The path of the first text holding a NUL character (U+0000) in a parsed body, query or socket
 * payload; undefined when there is none. PostgreSQL cannot store NUL in text at all, so such input
 * is refused up front on every database alike. Keys count too: they become column values in places
 * (JSON-encoded address books). Raw bodies (Buffers) and other objects are not searched.
 */
export function nulCharacterPath(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return path;
    // A NUL escaped inside JSON text becomes a real one once the field is decoded and stored.
    const decoded = depth < MAX_DEPTH ? decodedJson(value) : undefined;
    return isPlainContainer(decoded) ? nulCharacterPath(decoded, path, depth + 1) : undefined;
  }
  if (depth >= MAX_DEPTH || !isPlainContainer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    if (key.includes('\u0000')) return at;
    const found = nulCharacterPath(item, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The refusal of input holding a NUL character: the sentence names the field by its label (or asks
 * in general when nobody types that field), the detail names its path. `whole` names the part of
 * the request searched, used when the text itself is that part.
 */
export function nulCharacterRefusal(path: readonly string[], whole: string): AppError {
  const shown = path.map((segment) => segment.replaceAll('\u0000', '\\u0000')).join('.') || whole;
  return new AppError(Retcode.INVALID_PARAMETER, `${shown}: contains a NUL character (U+0000)`, {
    say: invisibleCharacterSentence(path),
  });
}

/** Throws the refusal when a parsed body, query or payload holds a NUL character anywhere. */
export function refuseNulCharacters(value: unknown, whole: string): void {
  const path = nulCharacterPath(value);
  if (path !== undefined) throw nulCharacterRefusal(path, whole);
}
