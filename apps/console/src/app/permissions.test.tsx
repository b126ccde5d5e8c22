import { CONSOLE_PATH, consoleUrl, Retcode } from '@switchboard/protocol';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, operatorOf, renderConsole, stubFetch } from '../test/helpers.tsx';
import { App } from './App.tsx';

afterEach(() => vi.unstubAllGlobals());

function navigationEntries(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Console sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('what a role sees', () => {
  it('a reviewer sees the review queue and the audit log, and not users or operators', async () => {
    const fetchMock = stubFetch((path) =>
      path === consoleUrl('consoleReviews')
        ? envelope(0, { reviews: [] })
        : envelope(Retcode.NOT_FOUND, null, '', 404),
    );
    renderConsole(<App />, { path: `${CONSOLE_PATH}/users?q=someone`, operator: operatorOf('reviewer') });
    expect(await screen.findByText('Your role does not allow this screen.')).toBeTruthy();
    expect(navigationEntries()).toEqual(['Review queue', 'Audit log']);
    // The screen is not shown at all: no search was sent for it.
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)).not.toContain(
      consoleUrl('consoleUsers'),
    );
  });

  it('finance sees users but no review queue, and no actions its role cannot take', async () => {
    stubFetch((path) =>
      path === consoleUrl('consoleUsers')
        ? envelope(0, { users: [] })
        : envelope(Retcode.NOT_FOUND, null, '', 404),
    );
    renderConsole(<App />, { path: `${CONSOLE_PATH}/reviews`, operator: operatorOf('finance') });
    expect(await screen.findByText('Your role does not allow this screen.')).toBeTruthy();
    expect(navigationEntries()).toEqual(['Users', 'Payments', 'Audit log']);
  });

  it('an admin sees every screen', async () => {
    stubFetch(() => envelope(0, { reviews: [] }));
    renderConsole(<App />, { path: `${CONSOLE_PATH}/reviews`, operator: operatorOf('admin') });
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeTruthy();
    expect(navigationEntries()).toEqual([
      'Review queue',
      'Users',
      'Numbers',
      'Payments',
      'Audit log',
      'Operators',
      'Operations',
      'Catalogue',
    ]);
  });

  it('goes back to sign-in with a notice when the session has ended', async () => {
    stubFetch(() =>
      envelope(
        Retcode.CONSOLE_SESSION_EXPIRED,
        null,
        'Your console session has ended. Please sign in again.',
        401,
      ),
    );
    renderConsole(<App />, { path: `${CONSOLE_PATH}/reviews`, operator: operatorOf('reviewer') });
    expect(
      await screen.findByText('Your session has ended. Sign in again to go on where you were.'),
    ).toBeTruthy();
    expect(window.location.pathname).toBe(`${CONSOLE_PATH}/sign-in`);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
