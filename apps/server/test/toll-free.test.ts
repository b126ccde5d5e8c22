import { type Envelope, Retcode, SIMULATOR_PAGE_PATH, SIMULATOR_TOLL_FREE_PATH } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { smsPayload } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { connectSocket, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const open: Socket[] = [];
const OUTSIDE = '14155550123';

const t = useTestApp({ listen: true });
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

async function decide(body: Record<string, string>, form = false) {
  const response = await t.app.inject({
    method: 'POST',
    url: SIMULATOR_TOLL_FREE_PATH,
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    payload: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<Envelope<unknown>>() };
}

async function connect(account: NumberedAccount): Promise<Socket> {
  const socket = await connectSocket(t.baseUrl, { token: account.token });
  open.push(socket);
  return socket;
}

async function flagOf(number: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('phone_numbers')
    .select('messaging_enabled')
    .where('full_number', '=', number)
    .executeTakeFirstOrThrow();
  return Number(row.messaging_enabled);
}

describe('toll-free registration by the operator', () => {
  it('approve lets the number send; revoke stops it with TOLL_FREE_NOT_REGISTERED', async () => {
    const alice = await accountWithNumber(t.app, { tollFree: true });
    const socket = await connect(alice);
    expect((await sendMessage(socket, smsPayload(alice, OUTSIDE, 'before'))).status).toBe(
      Retcode.TOLL_FREE_NOT_REGISTERED,
    );

    const approved = await decide({ number: alice.number, decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      retcode: Retcode.OK,
      data: { number: alice.number, messagingEnabled: true },
    });
    expect(await flagOf(alice.number)).toBe(1);
    expect((await sendMessage(socket, smsPayload(alice, OUTSIDE, 'approved'))).status).toBe(Retcode.OK);

    const revoked = await decide({ number: alice.number, decision: 'revoke' });
    expect(revoked.body).toMatchObject({ retcode: Retcode.OK, data: { messagingEnabled: false } });
    expect(await flagOf(alice.number)).toBe(0);
    expect((await sendMessage(socket, smsPayload(alice, OUTSIDE, 'revoked'))).status).toBe(
      Retcode.TOLL_FREE_NOT_REGISTERED,
    );
  });

  it('the simulator page form (urlencoded) is accepted too', async () => {
    const bob = await accountWithNumber(t.app, { tollFree: true });
    const result = await decide({ number: bob.number, decision: 'approve' }, true);
    expect(result.status).toBe(200);
    expect(await flagOf(bob.number)).toBe(1);
  });

  it('an unknown number or a number that is not toll-free is NOT_FOUND and changes nothing', async () => {
    const unknown = await decide({ number: '18880000000', decision: 'approve' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(unknown.body.detail).toContain('number');

    const carol = await accountWithNumber(t.app);
    const local = await decide({ number: carol.number, decision: 'revoke' });
    expect(local.status).toBe(404);
    expect(local.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(await flagOf(carol.number)).toBe(1);
  });

  it('a bad decision or number is INVALID_PARAMETER naming the field', async () => {
    const dave = await accountWithNumber(t.app, { tollFree: true });
    const bad = await decide({ number: dave.number, decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(bad.body.detail).toContain('decision');
    const missing = await decide({ decision: 'approve' });
    expect(missing.body.detail).toContain('number: is required');
    expect(await flagOf(dave.number)).toBe(0);
  });

  it('the simulator page lists assigned toll-free numbers with their state and a form', async () => {
    const erin = await accountWithNumber(t.app, { tollFree: true });
    const page = await t.app.inject({ method: 'GET', url: SIMULATOR_PAGE_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="${SIMULATOR_TOLL_FREE_PATH}"`);
    expect(page.body).toContain(`<tr><td>+${erin.number}</td><td>not registered</td>`);
    await decide({ number: erin.number, decision: 'approve' });
    const after = await t.app.inject({ method: 'GET', url: SIMULATOR_PAGE_PATH });
    expect(after.body).toContain(`<tr><td>+${erin.number}</td><td>registered</td>`);
  });
});
