import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.ts';

/** Every migration in order; a static list so bundling or a missing folder cannot skip one. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};
