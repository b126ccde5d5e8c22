import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { NumberedAccount } from './factories.ts';
import { connectSocket } from './socket.ts';
import { startTelnyxStandIn, type TelnyxStandIn } from './telnyx-stand-in.ts';
import { PUBLIC_URL } from './twilio-app.ts';
import { type SuiteApp, useTestApp } from './use-test-app.ts';

/**
 * A suite's app with CARRIER=telnyx, its API v2 reached at a stand-in (TELNYX_API_BASE) that also
 * posts Telnyx's webhooks to the app, signed with the key pair whose public key the app is given.
 */
export function useTelnyxApp(): {
  t: SuiteApp;
  telnyx: () => TelnyxStandIn;
  connect: (a: NumberedAccount) => Promise<Socket>;
} {
  let standIn: TelnyxStandIn | undefined;
  const open: Socket[] = [];
  beforeAll(async () => {
    standIn = await startTelnyxStandIn({ publicUrl: PUBLIC_URL });
  });
  const t = useTestApp({
    listen: true,
    overrides: () => ({
      publicUrl: PUBLIC_URL,
      carrier: {
        kind: 'telnyx',
        apiKey: standIn!.apiKey,
        publicKey: standIn!.publicKey,
        messagingProfileId: standIn!.messagingProfileId,
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
    telnyx: () => {
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
