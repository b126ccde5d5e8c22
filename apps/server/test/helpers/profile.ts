import type { ConsoleCallData, Envelope, ReviewKind, UpdateProfileData } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { type CallResult, post } from './api.ts';
import { consoleCall, operatorToken } from './console.ts';
import type { TestAccount } from './factories.ts';

/** A complete updateProfile body for the account's brand (use-case fields included; ignored elsewhere). */
export function profileBody(
  account: TestAccount,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    platform: account.brand,
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '12 St James Square',
    city: 'London',
    province: 'Greater London',
    country: 'United Kingdom',
    regionCode: 'gb',
    postalCode: 'SW1Y 4JH',
    feature: 'texting',
    userCase: JSON.stringify([{ value: 'dailyMain' }, { value: 'others', text: 'Talking to my bank' }]),
    ...overrides,
  };
}

/** Submits the profile through the real route. */
export function submitProfile(
  app: FastifyInstance,
  account: TestAccount,
  overrides: Record<string, unknown> = {},
): Promise<CallResult<UpdateProfileData>> {
  return post<UpdateProfileData>(app, 'updateProfile', profileBody(account, overrides), {
    token: account.token,
  });
}

/** One reviewer's token per app, signed in on first use (every decision of a suite shares it). */
const reviewers = new WeakMap<FastifyInstance, Promise<string>>();

/** The token of the app's test reviewer. */
export function reviewerToken(app: FastifyInstance): Promise<string> {
  let token = reviewers.get(app);
  if (token === undefined) {
    token = operatorToken(app, 'reviewer');
    reviewers.set(app, token);
  }
  return token;
}

/** A reviewer's decision through the console; a refusal carries `reason`, which the user reads. */
export async function review(
  app: FastifyInstance,
  account: Pick<TestAccount, 'id'>,
  kind: ReviewKind,
  decision: 'approve' | 'refuse',
  reason = 'Please check it and send it again',
): Promise<{ status: number; body: Envelope<ConsoleCallData<'consoleReviewDecide'> | null> }> {
  const result = await consoleCall<ConsoleCallData<'consoleReviewDecide'> | null>(
    app,
    'consoleReviewDecide',
    {
      token: await reviewerToken(app),
      body: { kind, accountId: account.id, decision, reason: decision === 'refuse' ? reason : '' },
    },
  );
  return { status: result.status, body: result.body };
}
