// socket-memory: server memory per authenticated idle socket, for the capacity estimate in docs/SCALING.md.
// Run: node --expose-gc --import tsx bench/socket-memory.ts [sockets]
// The server runs in this process; the clients run in a forked child so their memory is not counted.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'socket.io-client';
import { registerAccount } from '../apps/server/test/helpers/factories.ts';
import { record } from './lib/report.ts';
import { connect, heading, startBareServer, startOurServer } from './lib/server.ts';

const SOCKETS = Number(process.argv[2] ?? 2000);
/** Accounts registered (argon2 makes each one slow); each gets SOCKETS / ACCOUNTS sessions. */
const ACCOUNTS = 50;

type ToChild = { url: string; tokens: (string | undefined)[] };
/** What the server process gained per connected socket, in bytes. */
type Growth = { connected: number; heap: number; rss: number };

const NAME = 'socket-memory';
type FromChild = { connected: number };

/** Child side: opens one websocket per token and reports back, then stays idle until killed. */
async function runClients(): Promise<void> {
  process.once('message', async ({ url, tokens }: ToChild) => {
    const sockets: Socket[] = [];
    // A few at a time, so the handshakes do not all queue on the server at once.
    for (let i = 0; i < tokens.length; i += 50) {
      sockets.push(...(await Promise.all(tokens.slice(i, i + 50).map((token) => connect(url, token)))));
    }
    process.send?.({ connected: sockets.length } satisfies FromChild);
  });
}

function settledMemory(): NodeJS.MemoryUsage {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  return process.memoryUsage();
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Memory the server process gained while `tokens.length` client sockets connected from a child. */
async function measureSockets(url: string, tokens: (string | undefined)[]): Promise<Growth> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = settledMemory();
  const child = fork(fileURLToPath(import.meta.url), ['clients'], { execArgv: process.execArgv });
  try {
    const connected = await new Promise<number>((resolve, reject) => {
      child.once('message', (message: FromChild) => resolve(message.connected));
      child.once('exit', (code) => reject(new Error(`client process exited with ${code}`)));
      child.send({ url, tokens } satisfies ToChild);
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = settledMemory();
    const per = (key: keyof NodeJS.MemoryUsage) => (after[key] - before[key]) / connected;
    return { connected, heap: per('heapUsed') + per('external'), rss: per('rss') };
  } finally {
    child.kill();
  }
}

/** Our server: real sessions, the handshake's session check, rooms per account and number. */
async function measureOurs(): Promise<Growth> {
  const { t, url } = await startOurServer();
  try {
    const accounts = [];
    for (let i = 0; i < ACCOUNTS; i++) accounts.push(await registerAccount(t.app));
    const origin = { language: 'en' as const, ip: '127.0.0.1', userAgent: 'socket-memory bench' };
    const tokens: string[] = [];
    for (let i = 0; i < SOCKETS; i++)
      tokens.push(await t.app.services.sessions.create(accounts[i % ACCOUNTS]!.id, origin));
    // One warm-up socket so socket.io's lazily built parts are in the baseline, not in the delta.
    const warm = await connect(url, tokens[0]);
    const growth = await measureSockets(url, tokens);
    warm.close();
    return growth;
  } finally {
    await t.close();
  }
}

/** The baseline: a bare socket.io server on the same path, sockets with no session or rooms. */
async function measureBare(): Promise<Growth> {
  const bare = await startBareServer(() => {});
  try {
    const warm = await connect(bare.url);
    const growth = await measureSockets(
      bare.url,
      Array.from({ length: SOCKETS }, () => undefined),
    );
    warm.close();
    return growth;
  } finally {
    await bare.close();
  }
}

async function runServer(): Promise<void> {
  if ((globalThis as { gc?: unknown }).gc === undefined)
    console.warn('run with --expose-gc for steadier figures (node --expose-gc --import tsx ...)');
  heading(
    NAME,
    `memory per idle socket: ${SOCKETS} authenticated sockets on our server vs a bare socket.io server`,
  );
  // The bare server first: memory our larger app frees after closing would otherwise shrink its RSS delta.
  const bare = await measureBare();
  const ours = await measureOurs();
  record(
    NAME,
    [
      {
        label: 'memory per idle socket ratio (ours / bare socket.io), heap + external',
        value: ours.heap / bare.heap,
        unit: 'x',
        target: { op: '<=', value: 1.3 },
        detail: `ours ${kb(ours.heap)} KB, bare ${kb(bare.heap)} KB per socket (${ours.connected} and ${bare.connected} sockets); RSS ${kb(ours.rss)} KB vs ${kb(bare.rss)} KB`,
      },
    ],
    [
      'server in this process, clients in a forked child; process.memoryUsage() after GC before and after the sockets connect',
    ],
  );
}

if (process.argv[2] === 'clients') await runClients();
else await runServer();
