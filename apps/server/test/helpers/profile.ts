import {
  type Envelope,
  SIMULATOR_REVIEW_PATH,
  type SimulatorReview,
  type UpdateProfileData,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { type CallResult, post } from './api.ts';
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

/** The operator's decision through the simulator route (JSON). */
export async function review(
  app: FastifyInstance,
  account: TestAccount,
  target: SimulatorReview['target'],
  decision: SimulatorReview['decision'],
): Promise<{ status: number; body: Envelope<{ status: number } | null> }> {
  const response = await app.inject({
    method: 'POST',
    url: SIMULATOR_REVIEW_PATH,
    payload: { brand: account.brand, email: account.email, target, decision },
  });
  return { status: response.statusCode, body: response.json() };
}
