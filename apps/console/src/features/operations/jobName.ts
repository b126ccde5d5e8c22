import { backgroundJobSchema } from '@switchboard/protocol';
import type { TFunction } from 'i18next';

/**
 * A background job named in the operator's language; a job of another server version, which this
 * console does not know, as the server spells it.
 */
export function jobName(name: string, t: TFunction<'operations'>): string {
  const known = backgroundJobSchema.safeParse(name);
  return known.success ? t(`jobNames.${known.data}`) : name;
}
