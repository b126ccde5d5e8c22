import { apiUrl, SocketEvent } from '@switchboard/protocol';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOwnNumbers } from '../features/chats/testing.tsx';
import { useHomeCountry } from '../features/contacts/testing.ts';
import { useNumbers } from '../features/numbers/index.ts';
import { listAnswer, US_NUMBER } from '../features/numbers/testing.ts';
import { useOwnNumberList } from '../features/security/testing.ts';
import { adConfigQuery, queryKeys, virtualPhonesQuery } from '../lib/api/queries.ts';
import { useSession } from '../lib/session.ts';
import { dispatchServerEvent } from '../lib/socket/dispatch.ts';
import { clearEventBus } from '../lib/socket/events.ts';
import { envelope, setupRuntime, stubFetch } from '../test/helpers.tsx';
import { startAccountEvents } from './accountEvents.ts';
import { createQueryClient } from './bootstrap.ts';

// Every screen that shows a datum reads it through the datum's one factory: one key, one fetch.

let fetchMock: ReturnType<typeof stubFetch>;
const callsTo = (call: 'getVirtualPhoneList' | 'getAdConfig') =>
  fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === apiUrl(call),
  );

function withClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

beforeEach(() => {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  fetchMock = stubFetch((path) => {
    if (path === apiUrl('getVirtualPhoneList'))
      return envelope(0, listAnswer({ virtualPhones: [US_NUMBER] }));
    if (path === apiUrl('getAccountInfo')) return envelope(0, { phone: '', telCode: '', email: 'a@b.test' });
    if (path === apiUrl('getAdConfig')) return envelope(0, { banners: [] });
    return envelope(0, null);
  });
});
afterEach(() => {
  clearEventBus();
  vi.unstubAllGlobals();
});

describe('one key per datum', () => {
  it('the numbers tab, the chats, the contacts and the security section read one cached number list', async () => {
    const { client, wrapper } = withClient();
    const { result } = renderHook(
      () => ({
        numbers: useNumbers(),
        chats: useOwnNumbers(),
        home: useHomeCountry(),
        security: useOwnNumberList(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.chats.loaded).toBe(true));
    expect(result.current.numbers.data?.virtualPhones).toEqual([US_NUMBER]);
    expect(result.current.security.data).toBe(result.current.numbers.data);
    expect(result.current.home.region).toBe('US');
    expect(callsTo('getVirtualPhoneList')).toHaveLength(1);
    expect(client.getQueryCache().findAll({ queryKey: queryKeys.virtualPhones })).toHaveLength(1);
    expect(virtualPhonesQuery().queryKey).toEqual(queryKeys.virtualPhones);
  });

  it('a number change pushed by the server reloads that one list for every screen at once', async () => {
    const { client, wrapper } = withClient();
    const stop = startAccountEvents(client);
    const { result } = renderHook(() => ({ numbers: useNumbers(), chats: useOwnNumbers() }), { wrapper });
    await waitFor(() => expect(result.current.chats.loaded).toBe(true));
    dispatchServerEvent(SocketEvent.numbersChanged, {
      change: 'released',
      number: '12025550100',
      kind: 'phone',
    });
    await waitFor(() => expect(callsTo('getVirtualPhoneList')).toHaveLength(2));
    stop();
  });

  it('the banner dialog, the new-number side panel and the verification panel share the ad config', async () => {
    const { wrapper } = withClient();
    const { result } = renderHook(() => [useQuery(adConfigQuery()), useQuery(adConfigQuery())], { wrapper });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(callsTo('getAdConfig')).toHaveLength(1);
  });
});
