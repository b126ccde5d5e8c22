import { type ApiCall, ApiPath, Retcode } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { foreignCases, runCase } from './helpers/access-cases.ts';
import { snapshotOf, type VictimAssets, victim } from './helpers/access-fixture.ts';
import { CLASSIFICATION } from './helpers/access-table.ts';
import { smsPayload } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { connectSocket, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ listen: true });
let a: VictimAssets;
let b: NumberedAccount;
beforeAll(async () => {
  a = await victim(t.app, t.baseUrl);
  b = await accountWithNumber(t.app, { balance: 5_000_000 });
}, 60_000);

describe('battery: cross-account access', () => {
  it('classifies every ApiPath call, and every foreign-id call has a case', () => {
    const calls = Object.keys(ApiPath) as ApiCall[];
    expect(Object.keys(CLASSIFICATION).sort()).toEqual([...calls].sort());
    const covered = new Set(foreignCases(a, b).map((c) => c.call));
    const foreign = calls.filter((call) => CLASSIFICATION[call] === 'foreign');
    expect(foreign.filter((call) => !covered.has(call))).toEqual([]);
    expect([...covered].filter((call) => CLASSIFICATION[call] !== 'foreign')).toEqual([]);
  });

  it("refuses every call of B naming A's ids, shows nothing of A's and changes nothing of A's", async () => {
    const before = await snapshotOf(t.app, a.account.id);
    const bBalance = await t.app.ledger.balance(b.id);
    const outcomes: string[] = [];
    const problems: string[] = [];
    for (const c of foreignCases(a, b)) {
      const { status, text } = await runCase(t.app, t.baseUrl, b, c);
      outcomes.push(`${c.call}(${c.name}) ${status}`);
      const refused = status >= 400 && status < 500;
      if (c.expect === 'refused' && !refused)
        problems.push(`${c.call} (${c.name}): expected a 4xx, got ${status} ${text.slice(0, 200)}`);
      if (c.expect === 'blind' && !(refused || (status >= 200 && status < 300)))
        problems.push(`${c.call} (${c.name}): ${status} ${text.slice(0, 200)}`);
      for (const marker of a.markers)
        if (text.includes(marker)) problems.push(`${c.call} (${c.name}) leaked ${marker}`);
    }
    const after = await snapshotOf(t.app, a.account.id);
    const changed = Object.keys(before).filter(
      (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
    );
    console.log(
      `access: ${outcomes.length} foreign-id calls by B, ${problems.length} problems, A's tables changed: ${changed.join(',') || 'none'}; ${outcomes.join('; ')}`,
    );
    expect(problems).toEqual([]);
    expect(changed).toEqual([]);
    // B was charged nothing for refused calls (blind ones that lock a fresh number may charge nothing either).
    expect(await t.app.ledger.balance(b.id)).toBeLessThanOrEqual(bBalance);
  }, 60_000);

  it("refuses sendMessage from A's number on B's socket, and changes nothing of A's", async () => {
    const before = await snapshotOf(t.app, a.account.id);
    const bBalance = await t.app.ledger.balance(b.id);
    const socket: Socket = await connectSocket(t.baseUrl, { token: b.token });
    try {
      const acks = [
        await sendMessage(socket, smsPayload(b, '12125550100', 'spoof', { fromNumber: a.account.number })),
        await sendMessage(socket, smsPayload(b, b.number, 'spoof to B', { fromNumber: a.account.number })),
        await sendMessage(
          socket,
          smsPayload(b, a.otherNumber, 'spoof', { fromNumber: a.account.number, platform: a.account.brand }),
        ),
      ];
      console.log(
        `access: socket sendMessage from A's number on B's socket: acks ${acks.map((ack) => `${ack.status} ${ack.retmsg}`).join(', ')}`,
      );
      for (const ack of acks) {
        expect(ack.status).toBe(Retcode.CANNOT_SEND_TO_NUMBER);
        expect(ack.date).toBe(0);
      }
    } finally {
      socket.close();
    }
    expect(await snapshotOf(t.app, a.account.id)).toEqual(before);
    expect(await t.app.ledger.balance(b.id)).toBe(bBalance);
  }, 30_000);
});
