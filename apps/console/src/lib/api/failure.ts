import type { TFunction } from 'i18next';
import { ConsoleError } from './errors.ts';

/**
 * The sentence a failure shows where the operator is looking: the server's own retmsg (already in
 * the operator's language) for an answered failure; the console's sentence for a network failure or
 * an unreadable answer.
 */
export function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ConsoleError) {
    if (error.kind === 'network') return t('failure.network');
    if (error.kind === 'retcode' && error.retmsg !== '') return error.retmsg;
  }
  return t('failure.invalid');
}

/** True when trying again may help: the request never got an answer, or the answer was unreadable. */
export function isTransient(error: unknown): boolean {
  return !(error instanceof ConsoleError) || error.kind !== 'retcode';
}
