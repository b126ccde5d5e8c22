import { Retcode } from '@switchboard/protocol';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import { isLabelled } from '../text/field-labels.ts';
import { type Sentence, say } from '../text/sentence.ts';

// Every validation issue, from a zod parse in a service or socket handler or from Fastify's schema
// check of a route, is worded here twice: "field: what is wrong" for developers (the envelope's
// detail) and a sentence naming the field by its label for people (retmsg).

/** One validation issue, as zod reports it or as fastify-type-provider-zod passes it on. */
export interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  /** zod's extra facts: origin ('string' | 'array' | 'number'), minimum, maximum, format. */
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
}

/** Where an issue's input came from: `root` goes before its field path, `whole` names the input itself. */
export interface IssueSource {
  root?: string;
  whole?: string;
}

/** A JSON-encoded object or array decoded (some fields, like addressBook, may arrive that way); else the value. */
function decodedJson(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The value an issue points at, looking inside JSON-encoded fields, to tell a missing field from a wrong one. */
function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const segment of path) {
    value = decodedJson(value);
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** What the issue found at its path: absent, JSON text that does not parse where structure was expected, or else. */
function stateOf(issue: ValidationIssue, input: unknown): 'missing' | 'unreadableJson' | 'present' {
  const value = issue.path.length > 0 ? valueAt(input, issue.path) : input;
  if (issue.path.length > 0 && value === undefined) return 'missing';
  const unreadable = typeof value === 'string' && /^\s*[[{]/.test(value) && decodedJson(value) === value;
  return unreadable && issue.code === 'invalid_type' ? 'unreadableJson' : 'present';
}

/** "field: what is wrong", with plain words for an absent field and for JSON text that does not parse. */
export function describeIssue(issue: ValidationIssue, input: unknown, source: IssueSource = {}): string {
  const field =
    [source.root ?? '', ...issue.path.map(String)].filter((part) => part !== '').join('.') ||
    (source.whole ?? 'payload');
  switch (stateOf(issue, input)) {
    case 'missing':
      return `${field}: is required`;
    case 'unreadableJson':
      return `${field}: is not valid JSON`;
    default:
      return `${field}: ${issue.message || 'is invalid'}`;
  }
}

/**
 * Sentences for the protocol schemas' own messages, which say precisely what is expected. Keys are
 * matched against the whole message; values are the sentence people read instead.
 */
const SCHEMA_MESSAGES: ReadonlyArray<[RegExp, () => Sentence]> = [
  [/^activationcode must be (\d) digits$/, () => say('codeDigits', { count: 6 })],
  [/must be YYYY-MM$/, () => say('monthFormat')],
  [/^email is not a valid address$/, () => say('emailInvalid')],
  [/^phone number must be (digits only|5 to 15 digits)$/, () => say('phoneDigits')],
  [/^(number|toNumber|fromNumber) must be 5 to 18 digits$/, () => say('numberDigits')],
  [/^country code must be 1 to 4 digits$/, () => say('countryCodeDigits')],
  [/^inviteCode must be 6 to 12 letters or digits$/, () => say('inviteCodeFormat')],
  [/^regionCode must be a two-letter country code$/, () => say('countryChoose')],
  [/^at least one phone number is required$/, () => say('contactPhoneRequired')],
  [/^at most (\d+) phone numbers$/, () => say('contactPhonesMax', { count: 5 })],
];

function schemaSentence(message: string): Sentence | undefined {
  for (const [pattern, sentence] of SCHEMA_MESSAGES) {
    const match = pattern.exec(message);
    if (match === null) continue;
    const made = sentence();
    // A digit count in the message (4- or 6-digit codes) wins over the default.
    const count = match[1] !== undefined && /^\d+$/.test(match[1]) ? Number(match[1]) : undefined;
    return count === undefined ? made : say(made.key, { ...made.params, count });
  }
  return undefined;
}

/** The largest limit worth stating in a sentence. */
const MAX_READABLE_LIMIT = 9_999;

/** The field a person would recognise: the last named segment of the path (skipping array indexes). */
function fieldOf(path: readonly PropertyKey[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment === 'string' && !/^\d+$/.test(segment)) return segment;
  }
  return undefined;
}

/**
 * The sentence for a validation issue: names the field by its label and says what to do, and tells
 * an absent field from a wrong one. Fields nobody types, and JSON text that does not parse, get the
 * generic reload sentence. `source.root` names the field the input was read from.
 */
export function issueSentence(issue: ValidationIssue, input: unknown, source: IssueSource = {}): Sentence {
  const state = stateOf(issue, input);
  if (state === 'unreadableJson') return say('requestInvalid');
  const path = source.root === undefined || source.root === '' ? issue.path : [source.root, ...issue.path];
  const name = fieldOf(path);
  // A selection of records (ids joined by commas) that is too long: too many were chosen at once.
  if (name === 'ids' && issue.code === 'too_big') return say('tooManySelected');
  if (name === undefined || !isLabelled(name)) return say('requestInvalid');
  const field = { field: name };
  if (state === 'missing') return say('fieldRequired', { label: field });
  const specific = schemaSentence(issue.message);
  if (specific !== undefined) return specific;
  const count = Number(issue.maximum ?? issue.minimum ?? 0);
  // Limits that only guard the machine (safe integers either way, huge lengths) mean nothing to a reader.
  if (Math.abs(count) > MAX_READABLE_LIMIT) return say('fieldInvalid', { label: field });
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'array' || issue.origin === 'set') return say('fieldTooMany', { count });
      if (issue.origin === 'string') return say('fieldTooLong', { label: field, count });
      return say('fieldTooHigh', { label: field, count });
    case 'too_small':
      if (issue.origin === 'array' || issue.origin === 'set')
        return count <= 1 ? say('fieldChoose', { label: field }) : say('fieldTooFew', { count });
      if (issue.origin === 'string')
        return count <= 1
          ? say('fieldRequired', { label: field })
          : say('fieldTooShort', { label: field, count });
      return say('fieldTooLow', { label: field, count });
    case 'invalid_format':
      return issue.format === 'email' ? say('emailInvalid') : say('fieldInvalid', { label: field });
    case 'invalid_value':
    case 'invalid_union':
      return say('fieldChoose', { label: field });
    default:
      return say('fieldInvalid', { label: field });
  }
}

/**
 * The sentence for text holding a character nobody can see or type on purpose (NUL): names the field
 * by its label, or asks in general when the field is one nobody types.
 */
export function invisibleCharacterSentence(path: readonly PropertyKey[]): Sentence {
  const name = fieldOf(path);
  if (name === undefined || !isLabelled(name)) return say('requestInvisible');
  return say('fieldInvisible', { label: { field: name } });
}

/** "field: what is wrong" for each issue of a zod error, prefixed by `root` when given. */
export function describeZodError(error: z.ZodError, input: unknown, root = ''): string {
  return error.issues.map((issue) => describeIssue(issue, input, { root })).join('; ');
}

/** The sentence a person reads for a zod error: the first issue, naming its field by label. */
export function sentenceForZodError(error: z.ZodError, input: unknown, root = ''): Sentence {
  const issue = error.issues[0] ?? { code: 'custom', path: [], message: '' };
  return issueSentence(issue, input, { root });
}

/** An INVALID_PARAMETER failure for a zod error: the sentence for people, the field paths as detail. */
export function invalidInput(error: z.ZodError, input: unknown, root = ''): AppError {
  return new AppError(Retcode.INVALID_PARAMETER, describeZodError(error, input, root), {
    say: sentenceForZodError(error, input, root),
  });
}
