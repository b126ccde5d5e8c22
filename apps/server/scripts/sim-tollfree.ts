/**
 * The toll-free registration command of the simulator CLI (outside production): the operator
 * approves or revokes a toll-free number for messaging.
 *
 *   npm run sim -w apps/server -- tollfree <number> <approve|revoke> [--reason "..."]
 */
import { SIMULATOR_TOLL_FREE_PATH, simulatorTollFreeSchema } from '@switchboard/protocol';
import { failUsage, jsonPost, simCall } from './sim-http.ts';

/** Usage line of the tollfree command. */
export const TOLL_FREE_USAGE =
  'usage: npm run sim -w apps/server -- tollfree <number> <approve|revoke> [--reason <text>] [--url <server>]';

/** Runs `tollfree <number> <decision>` against the server at `base`, with the reason of a revocation. */
export async function runTollFree(args: readonly string[], base: string, reason?: string): Promise<void> {
  const [number, decision] = args;
  const parsed = simulatorTollFreeSchema.safeParse({ number: number?.replace(/^\+/, ''), decision });
  if (!parsed.success) failUsage(parsed.error, TOLL_FREE_USAGE);
  const data = await simCall(`${base}${SIMULATOR_TOLL_FREE_PATH}`, jsonPost({ ...parsed.data, reason }));
  console.log(`sim: ${parsed.data.decision} toll-free +${parsed.data.number}: ${JSON.stringify(data)}`);
}
