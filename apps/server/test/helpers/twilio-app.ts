import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { MessageRow } from '../../src/db/types.ts';
import { rowsOf } from './chat.ts';
import type { NumberedAccount } from './factories.ts';
import { connectSocket } from './socket.ts';
import { startTwilioStandIn, type TwilioStandIn } from './twilio-stand-in.ts';
import { type SuiteApp, useTestApp } from './use-test-app.ts';

/** The address Twilio is told this server has; the stand-in maps it to where the test app listens. */
export const PUBLIC_URL = 'https://switchboard.example';

/**
 * A suite's app with CARRIER=twilio, its REST API reached at a stand-in (TWILIO_API_BASE) that also
 * posts Twilio's webhooks to the app, signed over PUBLIC_URL as a proxy in front of it would pass them.
 */
export function useTwilioApp(): {
  t: SuiteApp;
  twilio: () => TwilioStandIn;
  connect: (a: NumberedAccount) => Promise<Socket>;
} {
  let standIn: TwilioStandIn | undefined;
  const open: Socket[] = [];
  beforeAll(async () => {
    standIn = await startTwilioStandIn({ publicUrl: PUBLIC_URL });
  });
  const t = useTestApp({
    listen: true,
    overrides: () => ({
      publicUrl: PUBLIC_URL,
      carrier: {
        kind: 'twilio',
        accountSid: standIn!.accountSid,
        authToken: standIn!.authToken,
        apiBase: standIn!.url,
        publicUrl: PUBLIC_URL,
      },
    }),
  });
  beforeAll(() => standIn!.deliverTo(t.baseUrl));
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  return {
    t,
    twilio: () => {
      if (standIn === undefined) throw new Error('the stand-in runs only between beforeAll and afterAll');
      return standIn;
    },
    connect: async (account) => {
      const socket = await connectSocket(t.baseUrl, { token: account.token });
      open.push(socket);
      return socket;
    },
  };
}

/** Resolves what `find` finds, asking again every 20 ms; rejects after `ms`. */
export async function eventually<T>(find: () => Promise<T | undefined>, what: string, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The account's only message row once `ready` holds for it. */
export function rowWhen(app: SuiteApp['app'], accountId: string, ready: (row: MessageRow) => boolean) {
  return eventually(async () => {
    const [row] = await rowsOf(app, accountId);
    return row !== undefined && ready(row) ? row : undefined;
  }, 'message row');
}
