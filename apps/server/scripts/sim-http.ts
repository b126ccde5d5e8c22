/**
 * What the simulator CLI's commands share: reading the server address, posting to it and unwrapping
 * its envelope, so each command only says what it sends and how it prints the answer.
 */
import { anyEnvelopeSchema } from '@switchboard/protocol';
import type { z } from 'zod';

/** The server the CLI talks to: `--url`, else SIM_URL, else the local default, without a trailing slash. */
export function serverBase(url: string | undefined): string {
  return (url ?? process.env.SIM_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** Prints the schema's complaints with the command's usage and exits as a usage error. */
export function failUsage(error: z.ZodError, usage: string): never {
  const issues = error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  console.error(`sim: ${issues}\n${usage}`);
  process.exit(2);
}

/** A JSON POST body for `simCall`. */
export function jsonPost(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the server and returns the envelope's data; any failure (unreachable, not an envelope, a
 * refusal) is printed and ends the process, since the CLI has nothing left to do then. `shownAs`
 * is how an unreachable server is named in the message.
 */
export async function simCall(url: string, init?: RequestInit, shownAs = url): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    console.error(`sim: cannot reach ${shownAs}: ${(error as Error).message}`);
    process.exit(1);
  }
  const text = await response.text();
  const envelope = anyEnvelopeSchema.safeParse(parseJson(text));
  if (!envelope.success) {
    console.error(`sim: unexpected answer (HTTP ${response.status}): ${text.slice(0, 500)}`);
    process.exit(1);
  }
  if (envelope.data.retcode !== 0) {
    console.error(`sim: refused (${envelope.data.retcode}): ${envelope.data.retmsg}`);
    process.exit(1);
  }
  return envelope.data.data;
}
