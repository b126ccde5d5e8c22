import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_PATH } from '@switchboard/protocol';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import type { Config } from '../../apps/server/src/config/index.ts';
import { createTestApp, listen, type TestApp } from '../../apps/server/test/helpers/app.ts';

/** Our real server (buildApp on a temp SQLite DATA_DIR), listening on a free port. */
export async function startOurServer(overrides: Partial<Config> = {}): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp({ logLevel: 'silent', ...overrides });
  return { t, url: await listen(t.app) };
}

/** A bare socket.io server on the same path as ours, for baselines; `setup` adds its handlers. */
export async function startBareServer(
  setup: (io: Server) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const http: HttpServer = createServer();
  const server = new Server(http, { path: SOCKET_PATH });
  setup(server);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A websocket-only client like the web app's, optionally with a session token. */
export function connect(url: string, token?: string): Promise<Socket> {
  const socket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token === undefined ? {} : { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Prints a benchmark's heading. */
export function heading(name: string, what: string): void {
  console.log(`\n== ${name}: ${what}`);
}
