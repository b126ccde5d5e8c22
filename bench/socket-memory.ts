// socket-memory: server memory per authenticated idle socket, for the capacity estimate in docs/SCALING.md.
// Run: node --expose-gc --import tsx bench/socket-memory.ts [sockets]
// The server runs in this process; the clients run in a forked child so their memory is not counted.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'socket.io-client';
import { registerAccount } from '../apps/server/test/helpers/factories.ts';
import { connect, startOurServer } from './lib/server.ts';

const SOCKETS = Number(process.argv[2] ?? 2000);
/** Accounts registered (argon2 makes each one slow); each gets SOCKETS / ACCOUNTS sessions. */
const ACCOUNTS = 50;

type ToChild = { url: string; tokens: string[] };
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

/** Server side: builds the app, issues sessions, measures memory before and after the clients connect. */
async function runServer(): Promise<void> {
  if ((globalThis as { gc?: unknown }).gc === undefined)
    console.warn('run with --expose-gc for steadier figures (node --expose-gc --import tsx ...)');
  const { t, url } = await startOurServer();
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i++) accounts.push(await registerAccount(t.app));
  const origin = { language: 'en' as const, ip: '127.0.0.1', userAgent: 'socket-memory bench' };
  const tokens: string[] = [];
  for (let i = 0; i < SOCKETS; i++)
    tokens.push(await t.app.services.sessions.create(accounts[i % ACCOUNTS]!.id, origin));
  // One warm-up socket so socket.io's lazily built parts are in the baseline, not in the delta.
  const warm = await connect(url, tokens[0]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = settledMemory();

  const child = fork(fileURLToPath(import.meta.url), ['clients'], { execArgv: process.execArgv });
  const connected = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: FromChild) => resolve(message.connected));
    child.once('exit', (code) => reject(new Error(`client process exited with ${code}`)));
    child.send({ url, tokens } satisfies ToChild);
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = settledMemory();
  const live = t.app.realtime?.io.engine.clientsCount ?? connected;

  console.log(
    `\n== socket-memory: ${connected} idle authenticated sockets (${ACCOUNTS} accounts), node ${process.version}`,
  );
  for (const key of ['rss', 'heapUsed', 'external', 'arrayBuffers'] as const) {
    const delta = after[key] - before[key];
    console.log(`${key.padEnd(12)} +${kb(delta)} KB total, ${kb(delta / connected)} KB per socket`);
  }
  console.log(`engine.clientsCount ${live}`);
  child.kill();
  warm.close();
  await t.close();
}

if (process.argv[2] === 'clients') await runClients();
else await runServer();
