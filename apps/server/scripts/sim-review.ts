/**
 * The review commands of the simulator CLI (outside production): the operator's decisions.
 *
 *   npm run sim -w apps/server -- review <brand> <email> <profile|useCase|kyc> <approve|reject>
 *   npm run sim -w apps/server -- reviews
 */
import {
  anyEnvelopeSchema,
  SIMULATOR_REVIEW_PATH,
  SIMULATOR_REVIEWS_PATH,
  simulatorReviewSchema,
} from '@switchboard/protocol';

/** Usage line of the review commands. */
export const REVIEW_USAGE =
  'usage: npm run sim -w apps/server -- review <brand> <email> <profile|useCase|kyc> <approve|reject> [--url <server>]\n       npm run sim -w apps/server -- reviews [--url <server>]';

async function call(url: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
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
  return envelope.data.data;
}

/** Runs `review` (a decision) or `reviews` (what waits) against the server at `base`. */
export async function runReview(command: string, args: readonly string[], base: string): Promise<void> {
  if (command === 'reviews') {
    console.log(JSON.stringify(await call(`${base}${SIMULATOR_REVIEWS_PATH}`), null, 2));
    return;
  }
  const [brand, email, target, decision] = args;
  const parsed = simulatorReviewSchema.safeParse({ brand, email, target, decision });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    console.error(`sim: ${issues}\n${REVIEW_USAGE}`);
    process.exit(2);
  }
  const data = await call(`${base}${SIMULATOR_REVIEW_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(parsed.data),
  });
  console.log(
    `sim: ${parsed.data.decision} ${parsed.data.target} of ${parsed.data.email}: ${JSON.stringify(data)}`,
  );
}
