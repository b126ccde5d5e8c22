import type { z } from 'zod';

/** Who may make a call. */
export type CallAuth =
  /** A signed-in caller only: the x-auth-token header names a live session. */
  | 'session'
  /** Anyone, signed in or not; no session is read. */
  | 'visitor'
  /** Anyone; a token, when one comes, is checked like on any signed-in call and names the caller. */
  | 'optional';

/**
 * One HTTP call of the contract, under API_BASE. Every call takes the common query fields
 * (commonQuerySchema) besides `query`; bodies are JSON unless `form` says otherwise, and the server
 * checks a body's `platform` against the session's brand.
 */
export interface CallSpec {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path relative to API_BASE, e.g. `/login`. */
  path: `/${string}`;
  auth: CallAuth;
  /** The extra query fields beyond the common ones. */
  query?: z.ZodObject;
  /** The JSON body (POST). */
  body?: z.ZodType;
  /** `data` of the success envelope; absent only for calls whose answer is `bytes`. */
  data?: z.ZodType;
  /** The answer is a file's bytes (an SVG captcha, a picture, a recording), not the JSON envelope. */
  answer?: 'bytes';
  /** Addressed by a trailing id: `<path>/<id>`. */
  pathId?: true;
  /**
   * multipart: the body is a multipart form the route reads itself (no `body` schema);
   * urlencoded: the `body` may also arrive as a plain HTML form post.
   */
  form?: 'multipart' | 'urlencoded';
}
