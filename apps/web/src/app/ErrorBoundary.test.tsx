import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '../lib/lazyWithRetry.tsx';
import { useConnection } from '../lib/socket/connection.ts';
import { renderWithProviders, setupRuntime } from '../test/helpers.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

const CHUNK_TEXT =
  'This part of the app could not be downloaded. It loads again by itself once the connection is back.';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A lazy part whose download fails `failures` times (as a dropped network does), then succeeds. */
function flakyPart(failures: number) {
  let attempts = 0;
  const load = vi.fn(async () => {
    attempts += 1;
    if (attempts <= failures)
      throw new TypeError('Failed to fetch dynamically imported module: /assets/Hello.js');
    return Hello;
  });
  return { Part: lazyWithRetry(load), load };
}

// Rendering and clicking inside an awaited act: React only retries a suspended render within one.
async function renderGuarded(ui: React.ReactNode, place: 'page' | 'panel' | 'overlay' = 'panel') {
  await act(async () => {
    renderWithProviders(
      <ErrorBoundary place={place}>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
      </ErrorBoundary>,
    );
  });
}

async function click(name: string) {
  const button = screen.getByRole('button', { name });
  await act(async () => {
    fireEvent.click(button);
  });
}

async function dispatchOnline() {
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
}

beforeEach(() => {
  setupRuntime('pingme', 'en');
  useConnection.setState({ status: 'reconnecting' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a part of the app that failed to download', () => {
  it('shows the retry notice, then renders once Retry downloads it again', async () => {
    const { Part, load } = flakyPart(1);
    await renderGuarded(<Part name="Alice" />);
    expect((await screen.findByRole('alert')).textContent).toContain(CHUNK_TEXT);
    await click('Retry');
    expect(await screen.findByText('Hello Alice')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the notice in the user’s language', async () => {
    setupRuntime('pingme', 'zh-CN');
    const { Part } = flakyPart(1);
    await renderGuarded(<Part name="Alice" />);
    expect((await screen.findByRole('alert')).textContent).toContain('应用的这一部分未能下载');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('retries by itself when the browser is back online', async () => {
    const { Part } = flakyPart(1);
    await renderGuarded(<Part name="Bob" />, 'page');
    await screen.findByRole('alert');
    await dispatchOnline();
    expect(await screen.findByText('Hello Bob')).toBeTruthy();
  });

  it('retries by itself when the socket connects again', async () => {
    const { Part } = flakyPart(1);
    await renderGuarded(<Part name="Carol" />);
    await screen.findByRole('alert');
    await act(async () => useConnection.setState({ status: 'connected' }));
    expect(await screen.findByText('Hello Carol')).toBeTruthy();
  });

  it('keeps the notice while the download still fails, and shows the part once it works', async () => {
    const { Part, load } = flakyPart(2);
    await renderGuarded(<Part name="Dan" />);
    await screen.findByRole('alert');
    await click('Retry');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect((await screen.findByRole('alert')).textContent).toContain(CHUNK_TEXT);
    await click('Retry');
    expect(await screen.findByText('Hello Dan')).toBeTruthy();
  });

  it('shows nothing for a failed overlay, and brings it back once online', async () => {
    const { Part } = flakyPart(1);
    await renderGuarded(<Part name="Eve" />, 'overlay');
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    await dispatchOnline();
    expect(await screen.findByText('Hello Eve')).toBeTruthy();
  });

  it('needs no download at render time once preloaded', async () => {
    const { Part, load } = flakyPart(0);
    expect(await Part.preload()).toBe(true);
    await renderGuarded(<Part name="Fay" />);
    expect(screen.getByText('Hello Fay')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed preload be tried again', async () => {
    const { Part } = flakyPart(1);
    expect(await Part.preload()).toBe(false);
    expect(await Part.preload()).toBe(true);
  });
});

let fragileBroken = true;
/** A component with a bug (not a download failure) until the test fixes it. */
function Fragile() {
  if (fragileBroken) throw new Error('boom');
  return <p>fine</p>;
}

describe('any other failure', () => {
  it('shows the plain notice with Retry instead of a blank page', async () => {
    fragileBroken = true;
    await renderGuarded(<Fragile />, 'page');
    expect((await screen.findByRole('alert')).textContent).toContain('This screen could not be loaded.');
    fragileBroken = false;
    await click('Retry');
    expect(await screen.findByText('fine')).toBeTruthy();
  });
});
