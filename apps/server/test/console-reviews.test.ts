import {
  AUTH_HEADER,
  type AuditEntry,
  CONSOLE_AUTH_HEADER,
  type ConsoleCallData,
  consoleUrl,
  type KycInfo,
  type ProfileData,
  Retcode,
  type ReviewItem,
  ReviewStatus,
  SIMULATOR_PAGE_PATH,
  SocketEvent,
} from '@switchboard/protocol';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../src/adapters/mail/outbox.ts';
import { type AccountSocket, connectAccount } from './helpers/account-events.ts';
import { get, post } from './helpers/api.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { smsPayload } from './helpers/chat.ts';
import { consoleCall, createOperator, operatorToken, signIn } from './helpers/console.ts';
import { accountWithNumber, registerAccount, type TestAccount } from './helpers/factories.ts';
import { jpeg, png, uploadKyc } from './helpers/kyc.ts';
import { submitProfile } from './helpers/profile.ts';
import { sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ listen: true });
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

let reviewer = '';
let reviewerEmail = '';
beforeAll(async () => {
  const operator = await createOperator(t.app, 'reviewer');
  reviewerEmail = operator.email;
  reviewer = (await signIn(t.app, operator)).token;
});

const open: AccountSocket[] = [];
afterEach(() => {
  for (const { socket } of open.splice(0)) socket.close();
});

async function tab(account: TestAccount): Promise<AccountSocket> {
  const socket = await connectAccount(t.baseUrl, account.token);
  open.push(socket);
  return socket;
}

async function queue(query: Record<string, string> = {}, language?: 'zh_cn'): Promise<ReviewItem[]> {
  const result = await consoleCall<ConsoleCallData<'consoleReviews'>>(t.app, 'consoleReviews', {
    token: reviewer,
    query,
    ...(language === undefined ? {} : { language }),
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.reviews;
}

function decide(body: Record<string, unknown>, language?: 'zh_cn') {
  return consoleCall<ConsoleCallData<'consoleReviewDecide'>>(t.app, 'consoleReviewDecide', {
    token: reviewer,
    body: { reason: '', ...body },
    ...(language === undefined ? {} : { language }),
  });
}

async function auditOf(accountId: string): Promise<AuditEntry[]> {
  const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
    token: reviewer,
    query: { q: accountId },
  });
  return result.body.data.entries.filter((entry) => entry.targetId === accountId);
}

const mailsTo = async (email: string) =>
  (await listOutbox(t.app.db, 500)).filter((mail) => mail.to === email);

async function submittedIdentity(account: TestAccount): Promise<void> {
  const uploaded = await uploadKyc(t.baseUrl, account, {
    idCard1: { bytes: await jpeg(), name: 'front.jpg' },
    idCard2: { bytes: await jpeg('#993366'), name: 'back.jpg' },
    idHold1: { bytes: await png(), name: 'hold.png', type: 'image/png' },
  });
  expect(uploaded.status).toBe(200);
}

describe(`the review queue (${engine})`, () => {
  it('lists what waits, oldest first, with what the user submitted; one brand or one kind', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    await submitProfile(t.app, alice);
    const bob = await registerAccount(t.app, { brand: 'pingme' });
    await submitProfile(t.app, bob);
    const carol = await registerAccount(t.app, { brand: 'wephone' });
    await submitProfile(t.app, carol, { firstName: 'Carol' });
    await submittedIdentity(carol);
    const dave = await accountWithNumber(t.app, { brand: 'wetalk', tollFree: true });

    const all = await queue();
    const times = all.map((item) => item.submittedAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const ours = all.filter((item) => [alice.id, bob.id, carol.id, dave.id].includes(item.accountId));
    expect(ours.map((item) => `${item.kind}:${item.accountId}`)).toEqual(
      expect.arrayContaining([
        `profile:${alice.id}`,
        `useCase:${alice.id}`,
        `profile:${bob.id}`,
        `kyc:${carol.id}`,
        `tollFree:${dave.id}`,
      ]),
    );
    // A brand without use cases has no use case to review.
    expect(ours.some((item) => item.kind === 'useCase' && item.accountId === bob.id)).toBe(false);

    const profile = ours.find((item) => item.kind === 'profile' && item.accountId === alice.id)!;
    expect(profile).toMatchObject({ brand: 'wephone', email: alice.email, images: [] });
    expect(profile.details).toEqual(
      expect.arrayContaining([
        { label: 'First name', value: 'Ada' },
        { label: 'Postal code', value: 'SW1Y 4JH' },
        { label: 'Country or region code', value: 'GB' },
      ]),
    );
    const useCase = ours.find((item) => item.kind === 'useCase' && item.accountId === alice.id)!;
    expect(useCase.details).toEqual([
      { label: 'Most-used feature', value: 'Texting (SMS/MMS)' },
      { label: 'Purposes', value: 'Daily main number' },
      { label: 'Purposes', value: 'Others (please specify): Talking to my bank' },
    ]);
    const identity = ours.find((item) => item.kind === 'kyc')!;
    expect(identity.images).toHaveLength(3);
    expect(identity.details).toEqual(
      expect.arrayContaining([
        { label: 'First name', value: 'Carol' },
        { label: 'Pictures', value: '3' },
      ]),
    );
    const tollFree = ours.find((item) => item.kind === 'tollFree')!;
    expect(tollFree).toMatchObject({ brand: 'wetalk', number: dave.number, email: dave.email });
    // The country by its name, not its code.
    expect(tollFree.details).toContainEqual({ label: 'Country', value: 'United States' });

    const pingme = await queue({ brand: 'pingme' });
    expect(pingme.every((item) => item.brand === 'pingme')).toBe(true);
    expect(pingme.some((item) => item.accountId === bob.id)).toBe(true);
    const identities = await queue({ kind: 'kyc' });
    expect(identities.every((item) => item.kind === 'kyc')).toBe(true);
    expect(identities.some((item) => item.accountId === carol.id)).toBe(true);
    const chinese = (await queue({ kind: 'profile' }, 'zh_cn')).find((item) => item.accountId === alice.id)!;
    expect(chinese.details).toEqual(expect.arrayContaining([{ label: '名', value: 'Ada' }]));
  });

  it('serves identity images to reviewers only', async () => {
    const erin = await registerAccount(t.app, { brand: 'wephone' });
    await submittedIdentity(erin);
    const item = (await queue({ kind: 'kyc' })).find((entry) => entry.accountId === erin.id)!;
    const image = await t.app.inject({
      method: 'GET',
      url: consoleUrl('consoleIdentityImage', item.images[0]),
      headers: { [CONSOLE_AUTH_HEADER]: reviewer },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const support = await consoleCall(t.app, 'consoleIdentityImage', {
      token: await operatorToken(t.app, 'support'),
      id: item.images[0]!,
    });
    expect(support.body.retcode).toBe(Retcode.CONSOLE_NOT_PERMITTED);
    const user = await consoleCall(t.app, 'consoleIdentityImage', {
      headers: { [AUTH_HEADER]: erin.token },
      id: item.images[0]!,
    });
    expect(user.body.retcode).toBe(Retcode.CONSOLE_NOT_SIGNED_IN);
    const missing = await consoleCall(t.app, 'consoleIdentityImage', { token: reviewer, id: 'A'.repeat(32) });
    expect(missing.status).toBe(404);
    expect(missing.body.retcode).toBe(Retcode.NOT_FOUND);
  });
});

describe(`decisions (${engine})`, () => {
  it('an approval reaches the user at once and by mail, with its audit entry', async () => {
    const alice = await registerAccount(t.app, { brand: 'pingme' });
    await submitProfile(t.app, alice);
    const { log } = await tab(alice);

    const approved = await decide({
      kind: 'profile',
      accountId: alice.id,
      decision: 'approve',
      reason: 'Looks fine',
    });
    expect(approved.body).toMatchObject({ retcode: Retcode.OK, data: { status: ReviewStatus.verified } });
    // The user reads no reason with an approval; the audit keeps the reviewer's note.
    expect(await log.next(SocketEvent.reviewDecided)).toEqual({
      subject: 'profile',
      approved: true,
      status: ReviewStatus.verified,
      reason: '',
    });
    const profile = (await get<ProfileData>(t.app, 'getProfile', { token: alice.token })).body.data;
    expect(profile.profileStatus).toBe(ReviewStatus.verified);
    expect(await auditOf(alice.id)).toEqual([
      expect.objectContaining({
        operatorEmail: reviewerEmail,
        action: 'review.approve',
        targetType: 'account',
        before: { kind: 'profile', status: ReviewStatus.reviewing },
        after: { kind: 'profile', status: ReviewStatus.verified, reason: '' },
        reason: 'Looks fine',
      }),
    ]);
    const [mail] = await mailsTo(alice.email);
    expect(mail?.subject).toBe('PingMe: Your profile was approved.');
    expect((await queue()).some((item) => item.accountId === alice.id)).toBe(false);
  });

  it('a refusal needs a reason, which reaches the socket, getProfile and a mail in the account’s language', async () => {
    const bob = await registerAccount(t.app, { brand: 'wephone' });
    await submitProfile(t.app, bob);
    // The account's newest sign-in is in Chinese: its mail is written in Chinese.
    await post(
      t.app,
      'login',
      { platform: bob.brand, account: bob.email, password: bob.password },
      {
        language: 'zh_cn',
      },
    );
    const { log } = await tab(bob);

    for (const reason of ['', '   ']) {
      const refused = await decide({ kind: 'useCase', accountId: bob.id, decision: 'refuse', reason });
      expect(refused.status).toBe(400);
      expect(refused.body.retcode).toBe(Retcode.CONSOLE_REASON_REQUIRED);
    }
    const chinese = await decide({ kind: 'useCase', accountId: bob.id, decision: 'refuse' }, 'zh_cn');
    expect(chinese.body.retmsg).toBe('请填写原因。');
    expect(await auditOf(bob.id)).toEqual([]);

    const refused = await decide({
      kind: 'useCase',
      accountId: bob.id,
      decision: 'refuse',
      reason: '  Tell us more about the other use ',
    });
    expect(refused.body.data).toEqual({ status: ReviewStatus.needsUpdate });
    expect(await log.next(SocketEvent.reviewDecided)).toEqual({
      subject: 'useCase',
      approved: false,
      status: ReviewStatus.needsUpdate,
      reason: 'Tell us more about the other use',
    });
    const profile = (await get<ProfileData>(t.app, 'getProfile', { token: bob.token })).body.data;
    expect(profile).toMatchObject({ useCaseStatus: 100, reviewReason: 'Tell us more about the other use' });
    const [mail] = await mailsTo(bob.email);
    expect(mail?.subject).toBe('WePhone: 您填写的使用用途需要修改后才能通过审核。');
    expect(mail?.text).toContain('审核人员的说明：\nTell us more about the other use');
    expect(await auditOf(bob.id)).toEqual([
      expect.objectContaining({ action: 'review.refuse', reason: 'Tell us more about the other use' }),
    ]);
  });

  it('an identity proof refused: the socket hears why, getKYCInfo shows it, the pictures can be sent again', async () => {
    const carol = await registerAccount(t.app, { brand: 'wephone' });
    await submittedIdentity(carol);
    const { log } = await tab(carol);
    await decide({ kind: 'kyc', accountId: carol.id, decision: 'refuse', reason: 'The photo is blurred' });
    expect(await log.next(SocketEvent.reviewDecided)).toEqual({
      subject: 'kyc',
      approved: false,
      status: ReviewStatus.needsUpdate,
      reason: 'The photo is blurred',
    });
    const info = (await get<KycInfo>(t.app, 'getKYCInfo', { token: carol.token })).body.data;
    expect(info).toMatchObject({ status: 100, reviewReason: 'The photo is blurred' });
    const [mail] = await mailsTo(carol.email);
    expect(mail?.text).toContain('The reviewer wrote:\nThe photo is blurred');
  });

  it('a toll-free approval lets the number send, and the owner hears it with the number', async () => {
    const dave = await accountWithNumber(t.app, { brand: 'wetalk', tollFree: true });
    const { socket, log } = await tab(dave);
    const approved = await decide({
      kind: 'tollFree',
      accountId: dave.id,
      number: dave.number,
      decision: 'approve',
    });
    expect(approved.body.data).toEqual({ status: 1 });
    expect(await log.next(SocketEvent.reviewDecided)).toEqual({
      subject: 'tollFree',
      approved: true,
      status: 1,
      reason: '',
      number: dave.number,
    });
    expect(await log.next(SocketEvent.numbersChanged)).toEqual({
      change: 'settingsChanged',
      number: dave.number,
      kind: 'phone',
    });
    expect((await sendMessage(socket, smsPayload(dave, '14155550123', 'hello'))).status).toBe(Retcode.OK);
    expect((await auditOf(dave.id))[0]).toMatchObject({
      action: 'review.approve',
      after: { kind: 'tollFree', number: dave.number, status: 1, reason: '' },
    });
  });

  it('a decision on something no longer waiting answers a sentence, never a 5xx, and audits nothing more', async () => {
    const erin = await registerAccount(t.app, { brand: 'pingme' });
    await submitProfile(t.app, erin);
    const both = await Promise.all([
      decide({ kind: 'profile', accountId: erin.id, decision: 'approve' }),
      decide({ kind: 'profile', accountId: erin.id, decision: 'refuse', reason: 'Too late' }),
    ]);
    expect(both.map((result) => result.status).sort()).toEqual([200, 404]);
    const late = both.find((result) => result.status === 404)!;
    expect(late.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(late.body.retmsg).toBe(
      'This no longer waits for review: it was decided already, or the user changed it. Reload the queue.',
    );
    expect(await auditOf(erin.id)).toHaveLength(1);

    const again = await decide({ kind: 'profile', accountId: erin.id, decision: 'approve' }, 'zh_cn');
    expect(again.status).toBe(404);
    expect(again.body.retmsg).toBe('此项已不在等待审核：可能已有决定，或用户已修改。请刷新队列。');
    const nobody = await decide({ kind: 'kyc', accountId: 'no-such-account', decision: 'approve' });
    expect(nobody.status).toBe(404);
    expect(await auditOf(erin.id)).toHaveLength(1);
  });

  it('the simulator no longer decides anything', async () => {
    const page = await t.app.inject({ method: 'GET', url: SIMULATOR_PAGE_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Operator review');
    expect(page.body).not.toContain('Toll-free registration');
  });
});
