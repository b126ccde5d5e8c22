import {
  AUTH_HEADER,
  type ConsoleCallData,
  type Envelope,
  type ProfileData,
  type ProfileGateData,
  profileGateDataSchema,
  Retcode,
} from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { requireReviewedProfile } from '../src/modules/profile/profile.gate.ts';
import { get } from './helpers/api.ts';
import { consoleCall } from './helpers/console.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { review, reviewerToken, submitProfile } from './helpers/profile.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// A route that exists only in this test: nothing calls the gate yet (the numbers feature will).
const GATED_TEST_PATH = '/test-only/gated';

const t = useTestApp();
beforeAll(async () => {
  t.app.get(GATED_TEST_PATH, { onRequest: t.app.requireSession }, async (request) => {
    const session = request.session!;
    await requireReviewedProfile(t.app.db, session.accountId, session.brand);
    return { retcode: 0, retmsg: 'ok', data: null };
  });
});

const statusesOf = async (account: TestAccount) => {
  const { profileStatus, useCaseStatus } = (
    await get<ProfileData>(t.app, 'getProfile', { token: account.token })
  ).body.data;
  return { profileStatus, useCaseStatus };
};

/** The console's review queue. */
const pending = async () => {
  const response = await consoleCall<ConsoleCallData<'consoleReviews'>>(t.app, 'consoleReviews', {
    token: await reviewerToken(t.app),
  });
  expect(response.status).toBe(200);
  return response.body.data.reviews;
};

/** The gate's refusal, or undefined when it lets the account through. */
async function gateOf(account: TestAccount): Promise<AppError | undefined> {
  try {
    await requireReviewedProfile(t.app.db, account.id, account.brand);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

async function givePhone(account: TestAccount): Promise<void> {
  await t.app.db
    .updateTable('accounts')
    .set({ tel_code: '1', phone: `212555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}` })
    .where('id', '=', account.id)
    .execute();
}

describe('reviewer decisions', () => {
  it('lists what waits and approves the profile and the use case separately', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    await submitProfile(t.app, alice);
    const waiting = (await pending()).filter((item) => item.accountId === alice.id);
    expect(waiting.map((item) => item.kind).sort()).toEqual(['profile', 'useCase']);
    expect(waiting[0]).toMatchObject({ brand: 'wephone', email: alice.email });

    const first = await review(t.app, alice, 'profile', 'approve');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ status: 2 });
    expect(await statusesOf(alice)).toEqual({ profileStatus: 2, useCaseStatus: 1 });
    await review(t.app, alice, 'useCase', 'approve');
    expect(await statusesOf(alice)).toEqual({ profileStatus: 2, useCaseStatus: 2 });
    expect((await pending()).some((item) => item.accountId === alice.id)).toBe(false);
  });

  it('refuses with 100, and a new submission goes back to review', async () => {
    const bob = await registerAccount(t.app, { brand: 'wetalk' });
    await submitProfile(t.app, bob);
    await review(t.app, bob, 'profile', 'refuse');
    await review(t.app, bob, 'useCase', 'refuse');
    expect(await statusesOf(bob)).toEqual({ profileStatus: 100, useCaseStatus: 100 });
    const again = await submitProfile(t.app, bob, { firstName: 'Robert' });
    expect(again.body.data).toEqual({ profileStatus: 1, useCaseStatus: 1 });
  });

  it('keeps a verified use case verified when it is sent unchanged, and reviews it again when changed', async () => {
    const carol = await registerAccount(t.app, { brand: 'wetalkpro' });
    await submitProfile(t.app, carol);
    await review(t.app, carol, 'profile', 'approve');
    await review(t.app, carol, 'useCase', 'approve');
    const same = await submitProfile(t.app, carol, { address: '1 New Street' });
    expect(same.body.data).toEqual({ profileStatus: 1, useCaseStatus: 2 });
    const changed = await submitProfile(t.app, carol, { feature: 'voicemail' });
    expect(changed.body.data).toEqual({ profileStatus: 1, useCaseStatus: 1 });
  });

  it('a save answers per the status modal mapping: pending, pendingUseCase or done', async () => {
    const ivy = await registerAccount(t.app, { brand: 'wetalk' });
    // Nothing reviewed yet: everything waits (pending).
    expect((await submitProfile(t.app, ivy)).body.data).toEqual({ profileStatus: 1, useCaseStatus: 1 });
    await review(t.app, ivy, 'profile', 'approve');
    await review(t.app, ivy, 'useCase', 'approve');
    // Only the use case changed: the verified profile stays verified (pendingUseCase).
    const useCaseOnly = await submitProfile(t.app, ivy, { feature: 'calling' });
    expect(useCaseOnly.body.data).toEqual({ profileStatus: 2, useCaseStatus: 1 });
    await review(t.app, ivy, 'useCase', 'approve');
    // Nothing changed: done, and nothing waits for the reviewer.
    const same = await submitProfile(t.app, ivy, { feature: 'calling' });
    expect(same.body.data).toEqual({ profileStatus: 2, useCaseStatus: 2 });
    expect((await pending()).some((item) => item.accountId === ivy.id)).toBe(false);
    // A brand without use cases answers its profile state for both.
    const jay = await registerAccount(t.app, { brand: 'pingme' });
    expect((await submitProfile(t.app, jay)).body.data).toEqual({ profileStatus: 1, useCaseStatus: 1 });
    await review(t.app, jay, 'profile', 'approve');
    expect((await submitProfile(t.app, jay)).body.data).toEqual({ profileStatus: 2, useCaseStatus: 2 });
  });

  it('a refusal carries the reviewer’s reason to the user until the next submission', async () => {
    const kim = await registerAccount(t.app, { brand: 'wephone' });
    await submitProfile(t.app, kim);
    const refuse = (kind: 'profile' | 'useCase', reason: string) =>
      review(t.app, kim, kind, 'refuse', reason);
    expect((await refuse('useCase', 'Tell us more about the other use')).status).toBe(200);
    const profileOf = async () =>
      (await get<ProfileData>(t.app, 'getProfile', { token: kim.token })).body.data;
    expect(await profileOf()).toMatchObject({
      profileStatus: 1,
      useCaseStatus: 100,
      reviewReason: 'Tell us more about the other use',
    });
    // The profile's own refusal is the one in force first.
    expect((await refuse('profile', '  The postal code does not match the city  ')).status).toBe(200);
    expect((await profileOf()).reviewReason).toBe('The postal code does not match the city');
    await submitProfile(t.app, kim, { postalCode: 'SW1Y 4JJ' });
    expect((await profileOf()).reviewReason).toBeUndefined();
  });

  it('says so when nothing waits or the account does not exist', async () => {
    const dave = await registerAccount(t.app, { brand: 'wephone' });
    const nothing = await review(t.app, dave, 'profile', 'approve');
    expect(nothing.status).toBe(404);
    expect(nothing.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(nothing.body.detail).toContain('waits for review');
    const kyc = await review(t.app, dave, 'kyc', 'approve');
    expect(kyc.status).toBe(404);
    const ghost = await review(t.app, { id: 'no-such-account' }, 'profile', 'approve');
    expect(ghost.status).toBe(404);
    expect(ghost.body.detail).toContain('no account');
    const pingme = await registerAccount(t.app, { brand: 'pingme' });
    await submitProfile(t.app, pingme);
    const useCase = await review(t.app, pingme, 'useCase', 'approve');
    expect(useCase.status).toBe(404);
    expect(useCase.body.detail).toContain('no use case');
    expect((await pending()).filter((item) => item.accountId === pingme.id).map((item) => item.kind)).toEqual(
      ['profile'],
    );
  });

  it('refuses a malformed decision with a readable message', async () => {
    const response = await consoleCall(t.app, 'consoleReviewDecide', {
      token: await reviewerToken(t.app),
      body: { kind: 'face', accountId: 'x', decision: 'maybe' },
    });
    expect(response.status).toBe(400);
    const body = response.body as Envelope<null>;
    expect(body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(body.detail).toContain('kind:');
    expect(body.detail).toContain('decision:');
  });
});

describe('profile gate', () => {
  it('refuses with the profile state and the phone need until everything is verified', async () => {
    const fay = await registerAccount(t.app, { brand: 'wephone' });
    const expectGate = async (result: ProfileGateData['result']) => {
      const error = await gateOf(fay);
      expect(error?.retcode).toBe(Retcode.PROFILE_INCOMPLETE);
      expect(profileGateDataSchema.parse(error?.data)).toEqual({ result });
    };
    await expectGate({ profileStatus: -1, needSetPhone: true });
    await submitProfile(t.app, fay);
    await expectGate({ profileStatus: 1, needSetPhone: true });
    await review(t.app, fay, 'profile', 'approve');
    await review(t.app, fay, 'useCase', 'refuse');
    await expectGate({ profileStatus: 100, needSetPhone: true });
    await submitProfile(t.app, fay, { feature: 'calling' });
    await review(t.app, fay, 'profile', 'approve');
    await review(t.app, fay, 'useCase', 'approve');
    await expectGate({ profileStatus: 2, needSetPhone: true });
    await givePhone(fay);
    expect(await gateOf(fay)).toBeUndefined();
  });

  it('needs only the profile on brands without use cases', async () => {
    const gus = await registerAccount(t.app, { brand: 'pingme' });
    await givePhone(gus);
    await submitProfile(t.app, gus);
    expect((await gateOf(gus))?.data).toEqual({ result: { profileStatus: 1, needSetPhone: false } });
    await review(t.app, gus, 'profile', 'approve');
    expect(await gateOf(gus)).toBeUndefined();
  });

  it('sends its data in the failure envelope', async () => {
    const hal = await registerAccount(t.app, { brand: 'wetalk' });
    await submitProfile(t.app, hal);
    const response = await t.app.inject({
      method: 'GET',
      url: GATED_TEST_PATH,
      headers: { [AUTH_HEADER]: hal.token },
    });
    const body = response.json<Envelope<ProfileGateData>>();
    expect(body.retcode).toBe(Retcode.PROFILE_INCOMPLETE);
    expect(body.data).toEqual({ result: { profileStatus: 1, needSetPhone: true } });
    // Failures without data keep data null.
    const missing = await get(t.app, 'getProfile');
    expect(missing.body.data).toBeNull();
  });
});
