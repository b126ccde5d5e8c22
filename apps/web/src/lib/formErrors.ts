import { z } from 'zod';

/**
 * The type of a form error whose message is the server's own sentence, shown as it came. Every
 * other form error carries a locale key of the form's namespace, translated when it is shown, so a
 * message on screen follows a change of the interface language.
 */
export const SERVER_SENTENCE = 'server';

/** One error of a form (a field's, or the form's own under `root`), as react-hook-form keeps it. */
export interface FormMessage {
  type?: string;
  message?: string;
}

/** A form error as react-hook-form reports it (the form-level one may have a numeric type). */
export type ShownError = { type?: string | number; message?: string } | null | undefined;

/**
 * A protocol schema that names its failures with the form's locale keys: it parses exactly as
 * `schema` does (the server's rules, not a copy of them), and each issue gets the key `message`
 * picks from the issue and the value the person typed.
 */
export function withMessages<S extends z.ZodType>(
  schema: S,
  message: (issue: z.core.$ZodIssue, value: unknown) => string,
): z.ZodType<z.output<S>, z.input<S>> {
  const localized = z.unknown().transform((value, ctx) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data as z.output<S>;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: message(issue, value), input: value });
    }
    return z.NEVER;
  });
  return localized as unknown as z.ZodType<z.output<S>, z.input<S>>;
}

/** A server sentence as a form error (for `setError`). */
export function serverSentence(message: string): FormMessage {
  return { type: SERVER_SENTENCE, message };
}

/**
 * The sentence of a form error: the server's as it came, or the form's locale key translated.
 * Undefined when there is no error or it carries no text (an error that only marks its field).
 */
export function errorSentence(error: ShownError, translate: (key: string) => string): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_SENTENCE ? error.message : translate(error.message);
}
