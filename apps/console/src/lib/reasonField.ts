import { CONSOLE_REASON_MAX_LENGTH, consoleReasonSchema } from '@switchboard/protocol';
import i18next from 'i18next';
import type { FieldError } from 'react-hook-form';
import { z } from 'zod';

/** A reason the operator must give (refusals, actions on a user): the contract's rule. */
export const requiredReason = consoleReasonSchema;

/** A reason the operator may leave blank (an approval's note), with the contract's length. */
export const optionalReason = z.string().trim().max(CONSOLE_REASON_MAX_LENGTH);

/** The sentence under a reason field that breaks its rule. */
export function reasonError(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return error.type === 'too_big'
    ? i18next.t('reason.tooLong', { max: CONSOLE_REASON_MAX_LENGTH })
    : i18next.t('reason.required');
}
