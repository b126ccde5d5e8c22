/**
 * The toll-free registration command of the simulator CLI (outside production): the operator
 * approves or revokes a toll-free number for messaging.
 *
 *   npm run sim -w apps/server -- tollfree <number> <approve|revoke>
 */
import { anyEnvelopeSchema, SIMULATOR_TOLL_FREE_PATH, simulatorTollFreeSchema } from '@switchboard/protocol';

/** Usage line of the tollfree command. */
export const TOLL_FREE_USAGE =
  'usage: npm run sim -w apps/server -- tollfree <number> <approve|revoke> [--url <server>]';

/** Runs `tollfree <number> <decision>` against the server at `base`. */
export async function runTollFree(args: readonly string[], base: string): Promise<void> {
  const [number, decision] = args;
  const parsed = simulatorTollFreeSchema.safeParse({ number: number?.replace(/^\+/, ''), decision });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    console.error(`sim: ${issues}\n${TOLL_FREE_USAGE}`);
    process.exit(2);
  }
  const url = `${base}${SIMULATOR_TOLL_FREE_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(parsed.data),
    });
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
  if (!envelope.success) {
    console.error(`sim: unexpected answer (HTTP ${response.status}): ${text.slice(0, 500)}`);
    process.exit(1);
  }
  if (envelope.data.retcode !== 0) {
    console.error(`sim: refused (${envelope.data.retcode}): ${envelope.data.retmsg}`);
    process.exit(1);
  }
  console.log(
    `sim: ${parsed.data.decision} toll-free +${parsed.data.number}: ${JSON.stringify(envelope.data.data)}`,
  );
}
