/**
 * The outbox command of the simulator CLI (outside production): prints the codes and mails the
 * server sent while no SMTP server is configured, newest first.
 *
 *   npm run sim -w apps/server -- outbox [--url <server>]
 */
import { anyEnvelopeSchema, outboxMessageSchema, SIMULATOR_OUTBOX_PATH } from '@switchboard/protocol';
import { z } from 'zod';

/** Fetches the outbox of the server at `base` and prints one block per message. */
export async function runOutbox(base: string): Promise<void> {
  const url = `${base}${SIMULATOR_OUTBOX_PATH}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    console.error(`sim: cannot reach ${url}: ${(error as Error).message}`);
    process.exit(1);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const envelope = anyEnvelopeSchema.safeParse(json);
  if (!envelope.success || envelope.data.retcode !== 0) {
    console.error(`sim: unexpected answer (HTTP ${response.status}): ${text.slice(0, 500)}`);
    process.exit(1);
  }
  const messages = z.array(outboxMessageSchema).parse(envelope.data.data);
  if (messages.length === 0) console.log('sim: the outbox is empty');
  for (const message of messages) {
    const subject = message.subject === '' ? '' : ` "${message.subject}"`;
    console.log(`${new Date(message.sentAt).toISOString()} ${message.channel} to ${message.to}${subject}`);
    console.log(`  ${message.text}`);
  }
}
