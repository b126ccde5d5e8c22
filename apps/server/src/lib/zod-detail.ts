import { Retcode } from '@switchboard/protocol';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import type { Sentence } from '../text/sentence.ts';
import { sentenceForIssue } from '../text/validation-sentence.ts';

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** "field: what is wrong" for each issue of a zod error (for developers), prefixed by `root` when given. */
export function describeZodError(error: z.ZodError, input: unknown, root = ''): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String);
      const field = [root, ...path].filter((part) => part !== '').join('.') || 'payload';
      if (path.length > 0 && valueAt(input, issue.path) === undefined) return `${field}: is required`;
      return `${field}: ${issue.message}`;
    })
    .join('; ');
}

/** The sentence a person reads for a zod error: the first issue, naming its field by label. */
export function sentenceForZodError(error: z.ZodError, input: unknown, root = ''): Sentence {
  const issue = error.issues[0];
  if (issue === undefined) return sentenceForIssue({ code: 'custom', path: [], message: '' }, false);
  const path = root === '' ? issue.path : [root, ...issue.path];
  const missing = issue.path.length > 0 && valueAt(input, issue.path) === undefined;
  return sentenceForIssue({ ...(issue as object), code: issue.code, path, message: issue.message }, missing);
}

/** An INVALID_PARAMETER failure for a zod error: the sentence for people, the field paths as detail. */
export function invalidInput(error: z.ZodError, input: unknown, root = ''): AppError {
  return new AppError(Retcode.INVALID_PARAMETER, describeZodError(error, input, root), {
    say: sentenceForZodError(error, input, root),
  });
}
