/**
 * The review commands of the simulator CLI (outside production): the operator's decisions.
 *
 *   npm run sim -w apps/server -- review <brand> <email> <profile|useCase|kyc> <approve|reject> [--reason "..."]
 *   npm run sim -w apps/server -- reviews
 */
import { SIMULATOR_REVIEW_PATH, SIMULATOR_REVIEWS_PATH, simulatorReviewSchema } from '@switchboard/protocol';
import { failUsage, jsonPost, simCall } from './sim-http.ts';

/** Usage line of the review commands. */
export const REVIEW_USAGE =
  'usage: npm run sim -w apps/server -- review <brand> <email> <profile|useCase|kyc> <approve|reject> [--reason <text>] [--url <server>]\n       npm run sim -w apps/server -- reviews [--url <server>]';

/**
 * Runs `review` (a decision; `reason` is the operator's reason for a refusal, shown to the user)
 * or `reviews` (what waits) against the server at `base`.
 */
export async function runReview(
  command: string,
  args: readonly string[],
  base: string,
  reason?: string,
): Promise<void> {
  if (command === 'reviews') {
    console.log(JSON.stringify(await simCall(`${base}${SIMULATOR_REVIEWS_PATH}`), null, 2));
    return;
  }
  const [brand, email, target, decision] = args;
  const parsed = simulatorReviewSchema.safeParse({ brand, email, target, decision });
  if (!parsed.success) failUsage(parsed.error, REVIEW_USAGE);
  // The server checks the reason (length) with the rest of the decision.
  const data = await simCall(`${base}${SIMULATOR_REVIEW_PATH}`, jsonPost({ ...parsed.data, reason }));
  console.log(
    `sim: ${parsed.data.decision} ${parsed.data.target} of ${parsed.data.email}: ${JSON.stringify(data)}`,
  );
}
