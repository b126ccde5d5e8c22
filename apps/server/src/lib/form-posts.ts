import type { FastifyInstance } from 'fastify';

/** Largest simulator form a scope reads unless it asks for another limit. */
const FORM_BODY_LIMIT = 4096;

/**
 * Lets the routes of this scope read plain HTML form posts (the simulator page's forms, the sandbox
 * checkout) as objects; registered per scope so that no other route accepts them.
 */
export function acceptFormPosts(app: FastifyInstance, bodyLimit: number = FORM_BODY_LIMIT): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
