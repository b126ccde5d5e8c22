import type { z } from 'zod';
import type { ConsolePermission } from './roles.ts';

/** Who may make a console call. */
export type ConsoleCallAuth =
  /** A signed-in operator: the x-operator-token header names a live operator session. */
  | 'operator'
  /** Anyone (signing in, setting up); no session is read. */
  | 'visitor';

/**
 * One HTTP call of the console, under CONSOLE_API_BASE. Every call takes the common query fields
 * (commonQuerySchema: `languagecode` sets the language of retmsg) besides `query`; bodies are JSON.
 */
export interface ConsoleCallSpec {
  method: 'GET' | 'POST';
  /** Path relative to CONSOLE_API_BASE, e.g. `/login`. */
  path: `/${string}`;
  auth: ConsoleCallAuth;
  /** What the operator's role must hold (ROLE_PERMISSIONS); absent: any signed-in operator. */
  permission?: ConsolePermission;
  /** The extra query fields beyond the common ones. */
  query?: z.ZodObject;
  /** The JSON body (POST). */
  body?: z.ZodType;
  /** `data` of the success envelope; absent only for calls whose answer is `bytes`. */
  data?: z.ZodType;
  /** The answer is a file's bytes (an identity image), not the JSON envelope. */
  answer?: 'bytes';
  /** Addressed by a trailing id: `<path>/<id>`. */
  pathId?: true;
}
