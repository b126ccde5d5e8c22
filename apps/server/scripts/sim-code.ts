/**
 * The verification-code command of the simulator CLI (outside production): an app texts a code to a
 * verification number someone holds for it.
 *
 *   npm run sim -w apps/server -- code <number> <app> [text]
 */
import { anyEnvelopeSchema, SIMULATOR_CODE_PATH, simulatorCodeSchema } from '@switchboard/protocol';

/** Usage line of the code command. */
export const CODE_USAGE = 'usage: npm run sim -w apps/server -- code <number> <app> [text] [--url <server>]';

/** Sends `code <number> <app> [text]` to the server at `base` and prints what was stored. */
export async function runCode(args: readonly string[], base: string): Promise<void> {
  const [number, app, ...words] = args;
  const input = { number, app, ...(words.length > 0 ? { text: words.join(' ') } : {}) };
  const parsed = simulatorCodeSchema.safeParse(input);
  if (!parsed.success) {
    console.error(
      `sim: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}\n${CODE_USAGE}`,
    );
    process.exit(2);
  }
  let response: Response;
  try {
    response = await fetch(`${base}${SIMULATOR_CODE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(parsed.data),
    });
  } catch (error) {
    console.error(`sim: cannot reach ${base}: ${(error as Error).message}`);
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
  console.log(JSON.stringify(envelope.data.data, null, 2));
}
