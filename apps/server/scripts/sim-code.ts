/**
 * The verification-code command of the simulator CLI (outside production): an app texts a code to a
 * verification number someone holds for it.
 *
 *   npm run sim -w apps/server -- code <number> <app> [text]
 */
import { SIMULATOR_CODE_PATH, simulatorCodeSchema } from '@switchboard/protocol';
import { failUsage, jsonPost, simCall } from './sim-http.ts';

/** Usage line of the code command. */
export const CODE_USAGE = 'usage: npm run sim -w apps/server -- code <number> <app> [text] [--url <server>]';

/** Sends `code <number> <app> [text]` to the server at `base` and prints what was stored. */
export async function runCode(args: readonly string[], base: string): Promise<void> {
  const [number, app, ...words] = args;
  const input = { number, app, ...(words.length > 0 ? { text: words.join(' ') } : {}) };
  const parsed = simulatorCodeSchema.safeParse(input);
  if (!parsed.success) failUsage(parsed.error, CODE_USAGE);
  const data = await simCall(`${base}${SIMULATOR_CODE_PATH}`, jsonPost(parsed.data), base);
  console.log(JSON.stringify(data, null, 2));
}
