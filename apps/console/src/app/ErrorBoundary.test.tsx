import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/helpers.tsx';
import { DOWNLOAD_PROBE_MS, ErrorBoundary } from './ErrorBoundary.tsx';
import { initI18n } from './i18n.ts';

function Failing({ error }: { error: Error }): never {
  throw error;
}

/** Lets the test see the reloads the boundary asks for (happy-dom's location cannot reload). */
function watchReloads() {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    reload,
    href: 'http://localhost/console/users',
  });
  return reload;
}

function renderFailing(error: Error, language: 'en' | 'zh-CN' = 'en') {
  initI18n(language);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ErrorBoundary>
      <Failing error={error} />
    </ErrorBoundary>,
  );
}

const downloadFailure = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/console/assets/UsersScreen-1a2b.js',
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the console’s error boundary', () => {
  it('a screen whose code could not be downloaded reloads by itself once the server answers again', async () => {
    vi.useFakeTimers();
    const reload = watchReloads();
    let reachable = false;
    const fetchMock = stubFetch(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200 });
    });
    renderFailing(downloadFailure);
    expect(screen.getByRole('alert').textContent).toContain(
      'This part of the console could not be downloaded. It opens by itself once the server can be reached again.',
    );

    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_PROBE_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says it in Chinese', () => {
    watchReloads();
    stubFetch(() => new Response(null, { status: 503 }));
    renderFailing(downloadFailure, 'zh-CN');
    expect(screen.getByRole('alert').textContent).toContain('后台的这一部分没能下载');
  });

  it('any other failure asks for a reload and does not probe', async () => {
    vi.useFakeTimers();
    const reload = watchReloads();
    const fetchMock = stubFetch(() => new Response(null, { status: 200 }));
    renderFailing(new Error('cannot read properties of undefined'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Something went wrong on this page. Reload it to go on.',
    );
    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_PROBE_MS * 3));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
