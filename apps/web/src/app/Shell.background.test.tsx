import { apiUrl, brands } from '@switchboard/protocol';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../lib/session.ts';
import { StorageKey } from '../lib/storage.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../test/helpers.tsx';
import { createQueryClient } from './bootstrap.ts';
import { Providers } from './Providers.tsx';
import { Shell } from './Shell.tsx';

const startChatsBackground = vi.fn(() => () => undefined);
const loadChatsBackground = vi.fn<() => Promise<{ startChatsBackground: typeof startChatsBackground }>>();

vi.mock(import('../features/chats/lazy.ts'), async (original) => ({
  ...(await original()),
  loadChatsBackground: () => loadChatsBackground() as never,
}));
vi.mock(import('../lib/socket/socket.ts'), async (original) => ({
  ...(await original()),
  connectSocket: vi.fn(),
  closeSocket: vi.fn(),
}));

const TOKEN = 'tok_0123456789abcdefghijklmnop';

function signIn() {
  setupRuntime('wephone', 'en');
  useSession.setState({ token: TOKEN });
  localStorage.setItem(StorageKey.token, TOKEN);
  stubFetch((path) => {
    if (path === apiUrl('getChatList')) return envelope(0, { chatList: [] });
    return envelope(0, null);
  });
}

function renderSignedIn() {
  signIn();
  renderWithProviders(<Shell />, 'wephone');
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the chats background', () => {
  it('is downloaded again when the browser comes back online after a failed download, and started once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadChatsBackground
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ startChatsBackground });
    renderSignedIn();
    await act(async () => {});
    expect(loadChatsBackground).toHaveBeenCalledTimes(1);
    expect(startChatsBackground).not.toHaveBeenCalled();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(startChatsBackground).toHaveBeenCalledTimes(1);
    // Back online again later: already running, not started twice.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(startChatsBackground).toHaveBeenCalledTimes(1);
  });

  it('is downloaded again after a while even when the browser never says it is online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadChatsBackground
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ startChatsBackground });
    renderSignedIn();
    await act(async () => {});
    expect(startChatsBackground).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(startChatsBackground).toHaveBeenCalledTimes(1);
  });

  it('is not started when the page signed out before the download arrived', async () => {
    let arrive: (module: { startChatsBackground: typeof startChatsBackground }) => void = () => {};
    loadChatsBackground.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    renderSignedIn();
    cleanup();
    await act(async () => arrive({ startChatsBackground }));
    expect(startChatsBackground).not.toHaveBeenCalled();
  });

  it('starts only once the stored cache is restored, so its list load merges with what was stored', async () => {
    loadChatsBackground.mockResolvedValue({ startChatsBackground });
    signIn();
    let restored: (client: PersistedClient | undefined) => void = () => {};
    const persister: Persister = {
      persistClient: async () => undefined,
      restoreClient: () => new Promise((resolve) => (restored = resolve)),
      removeClient: async () => undefined,
    };
    const queryClient = createQueryClient();
    render(
      <PersistQueryClientProvider client={queryClient} persistOptions={{ persister }}>
        <Providers brand={brands.wephone} queryClient={queryClient}>
          <Shell />
        </Providers>
      </PersistQueryClientProvider>,
    );
    await act(async () => {});
    expect(startChatsBackground).not.toHaveBeenCalled();
    await act(async () => restored(undefined));
    expect(startChatsBackground).toHaveBeenCalledTimes(1);
  });
});
