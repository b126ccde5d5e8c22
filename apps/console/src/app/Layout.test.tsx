import { CONSOLE_PATH, consoleUrl } from '@switchboard/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../lib/session.ts';
import { envelope, operatorOf, renderConsole, stubFetch } from '../test/helpers.tsx';
import { App } from './App.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the layout', () => {
  it('switches the language of every text, and of the html element', async () => {
    stubFetch(() => envelope(0, { reviews: [] }));
    renderConsole(<App />, { path: `${CONSOLE_PATH}/reviews`, operator: operatorOf('reviewer') });
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('heading', { name: '审核队列' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(screen.getByRole('navigation', { name: '后台栏目' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeTruthy();
  });

  it('signs out on the server and here, and says so on the sign-in screen', async () => {
    const calls: string[] = [];
    stubFetch((path) => {
      calls.push(path);
      return path === consoleUrl('consoleLogout') ? envelope(0, null) : envelope(0, { reviews: [] });
    });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/reviews`, operator: operatorOf('reviewer') });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeTruthy();
    expect(calls).toContain(consoleUrl('consoleLogout'));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(sessionStorage.length).toBe(0);
  });
});
