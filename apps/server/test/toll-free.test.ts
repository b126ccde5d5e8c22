import { type ConsoleCallData, Retcode } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { smsPayload } from './helpers/chat.ts';
import { consoleCall } from './helpers/console.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { reviewerToken } from './helpers/profile.ts';
import { connectSocket, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const open: Socket[] = [];
const OUTSIDE = '14155550123';

const t = useTestApp({ listen: true });
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

/** A reviewer's decision on a toll-free registration through the console. */
async function decide(body: Record<string, unknown>) {
  return consoleCall<ConsoleCallData<'consoleReviewDecide'>>(t.app, 'consoleReviewDecide', {
    token: await reviewerToken(t.app),
    body: { kind: 'tollFree', reason: '', ...body },
  });
}

async function connect(account: NumberedAccount): Promise<Socket> {
  const socket = await connectSocket(t.baseUrl, { token: account.token });
  open.push(socket);
  return socket;
}

async function registrationOf(number: string) {
  const row = await t.app.db
    .selectFrom('phone_numbers')
    .select(['messaging_enabled', 'toll_free_review_reason'])
    .where('full_number', '=', number)
    .executeTakeFirstOrThrow();
  return { flag: Number(row.messaging_enabled), reason: row.toll_free_review_reason };
}

describe('toll-free registration by a reviewer', () => {
  it('an approval lets the number send; before it, TOLL_FREE_NOT_REGISTERED', async () => {
    const alice = await accountWithNumber(t.app, { tollFree: true });
    const socket = await connect(alice);
    expect((await sendMessage(socket, smsPayload(alice, OUTSIDE, 'before'))).status).toBe(
      Retcode.TOLL_FREE_NOT_REGISTERED,
    );

    const approved = await decide({ accountId: alice.id, number: alice.number, decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ retcode: Retcode.OK, data: { status: 1 } });
    expect(await registrationOf(alice.number)).toEqual({ flag: 1, reason: '' });
    expect((await sendMessage(socket, smsPayload(alice, OUTSIDE, 'approved'))).status).toBe(Retcode.OK);
  });

  it('a refusal keeps the number from sending, keeps the reason, and leaves nothing waiting', async () => {
    const bob = await accountWithNumber(t.app, { tollFree: true });
    const socket = await connect(bob);
    const refused = await decide({
      accountId: bob.id,
      number: bob.number,
      decision: 'refuse',
      reason: 'The sample messages are missing',
    });
    expect(refused.body).toMatchObject({ retcode: Retcode.OK, data: { status: 0 } });
    expect(await registrationOf(bob.number)).toEqual({ flag: 0, reason: 'The sample messages are missing' });
    expect((await sendMessage(socket, smsPayload(bob, OUTSIDE, 'refused'))).status).toBe(
      Retcode.TOLL_FREE_NOT_REGISTERED,
    );
    const again = await decide({ accountId: bob.id, number: bob.number, decision: 'approve' });
    expect(again.status).toBe(404);
    expect(await registrationOf(bob.number)).toEqual({ flag: 0, reason: 'The sample messages are missing' });
  });

  it('another account’s number, an unknown number or one that is not toll-free is NOT_FOUND and changes nothing', async () => {
    const carol = await accountWithNumber(t.app);
    const local = await decide({
      accountId: carol.id,
      number: carol.number,
      decision: 'refuse',
      reason: 'x',
    });
    expect(local.status).toBe(404);
    expect(local.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(await registrationOf(carol.number)).toEqual({ flag: 1, reason: '' });

    const dave = await accountWithNumber(t.app, { tollFree: true });
    const unknown = await decide({ accountId: dave.id, number: '18880000000', decision: 'approve' });
    expect(unknown.status).toBe(404);
    const foreign = await decide({ accountId: carol.id, number: dave.number, decision: 'approve' });
    expect(foreign.status).toBe(404);
    expect(await registrationOf(dave.number)).toEqual({ flag: 0, reason: '' });
  });

  it('a malformed number, or none, is INVALID_PARAMETER naming the field', async () => {
    const erin = await accountWithNumber(t.app, { tollFree: true });
    const bad = await decide({ accountId: erin.id, number: '+1 888', decision: 'approve' });
    expect(bad.status).toBe(400);
    expect(bad.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(bad.body.detail).toContain('number');
    const missing = await decide({ accountId: erin.id, decision: 'approve' });
    expect(missing.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(missing.body.detail).toContain('number: is required');
    expect(await registrationOf(erin.number)).toEqual({ flag: 0, reason: '' });
  });
});
