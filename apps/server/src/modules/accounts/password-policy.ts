import { readFileSync } from 'node:fs';
import { Retcode } from '@switchboard/protocol';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';

let common: Set<string> | undefined;

/** The 10,000 most common passwords (data/common-passwords.txt, lower case), read on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return common;
}

/** True when the password, ignoring case, is one of the 10,000 most common. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Refuses a new password that is among the most common ones: those are the first guesses of any
 * attack, whatever the login limits. Its length is the schema's rule (8 to 128 characters).
 * `field` names the form field the refusal belongs under.
 */
export function assertPasswordAllowed(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(Retcode.INVALID_PARAMETER, `${field}: among the 10,000 most common passwords`, {
      say: say('passwordCommon'),
    });
  }
}
