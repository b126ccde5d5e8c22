import { chatKey, MessageStatus } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { createChatsCache, FakeChatsServer, seedDialog, textMessage } from '../testing.tsx';
import { readDialog, refreshDialog, updateDialog } from './dialog.ts';
import { dialogMessages } from './dialogData.ts';

const OWN = '12025550100';
const BOB = '12025550111';
const KEY = chatKey(OWN, BOB);
const now = Date.now();

let client: QueryClient;
let server: FakeChatsServer;
const held = () => dialogMessages(readDialog(client, KEY)).map((message) => message.smsId);

beforeEach(() => {
  setupRuntime('pingme', 'en');
  server = new FakeChatsServer(OWN);
  stubFetch((path, init, url) => server.handle(path, init, url) ?? envelope(0, null));
  client = createChatsCache();
});
afterEach(() => vi.unstubAllGlobals());

describe('bringing a held history up to date on opening', () => {
  it('asks only for what is newer than its newest confirmed message, when loaded on this page', async () => {
    server.add(BOB, textMessage('a', now - 3_000));
    server.add(BOB, textMessage('b', now - 1_000));
    seedDialog(client, KEY, [textMessage('a', now - 3_000)]);
    await refreshDialog(client, KEY);
    expect(held()).toEqual(['a', 'b']);
    const asked = server.calls('getDialogList');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get('since')).toBe(String(now - 3_000));
  });

  it('reads a history restored from an earlier page load afresh: what was deleted meanwhile goes', async () => {
    server.add(BOB, textMessage('kept', now - 3_000));
    const sending = {
      ...textMessage('sending', now),
      direction: 'out' as const,
      status: MessageStatus.sending,
    };
    updateDialog(client, KEY, () => ({
      pages: [
        {
          messages: [
            textMessage('deleted elsewhere', now - 4_000),
            textMessage('kept', now - 3_000),
            sending,
          ],
          older: null,
          firstDate: null,
          loadId: 'an earlier page load',
        },
      ],
      pageParams: [{ kind: 'newest' }],
    }));
    await refreshDialog(client, KEY);
    expect(held()).toEqual(['kept', 'sending']);
    expect(server.calls('getDialogList').every((url) => url.searchParams.get('since') === null)).toBe(true);
  });
});
