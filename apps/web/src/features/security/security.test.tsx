import { apiUrl, Retcode, type SessionItem } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../app/GlobalAlert.tsx';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { expectNoAlertShown } from '../../test/screenChecks.tsx';
import { SecuritySection } from './index.ts';

const here: SessionItem = {
  sessionId: '0b9a5a52-3c1f-4f1e-9a53-2d4b8c1e0001',
  browser: 'Chrome',
  system: 'Windows',
  ip: '203.0.113.7',
  createdAt: 1_760_000_000_000,
  lastSeenAt: 1_760_000_500_000,
  current: true,
};
const phone: SessionItem = {
  sessionId: '0b9a5a52-3c1f-4f1e-9a53-2d4b8c1e0002',
  browser: 'Safari',
  system: 'iOS',
  ip: '198.51.100.4',
  createdAt: 1_760_000_100_000,
  lastSeenAt: 1_760_000_200_000,
  current: false,
};

/** Serves the session calls from a list that sign-outs shrink; records what was posted. */
function serve(changePassword?: () => Response) {
  let sessions = [here, phone];
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  stubFetch((path, init) => {
    if (init?.body) posted.push({ path, body: JSON.parse(String(init.body)) });
    if (path === apiUrl('getSessionList')) return envelope(0, { sessions });
    if (path === apiUrl('signOutSession')) {
      const body = JSON.parse(String(init?.body));
      sessions = sessions.filter((session) => session.sessionId !== body.sessionId);
      return envelope(0, null);
    }
    if (path === apiUrl('signOutOtherSessions')) {
      const count = sessions.length - 1;
      sessions = sessions.filter((session) => session.current);
      return envelope(0, { count });
    }
    if (path === apiUrl('changePassword')) return changePassword?.() ?? envelope(0, null);
    return envelope(Retcode.NOT_FOUND);
  });
  return posted;
}

function signIn() {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const items = () => screen.getAllByTestId('session-item');

describe('Security section', () => {
  it('lists the sessions, this device marked, and signs out another one', async () => {
    signIn();
    const posted = serve();
    renderWithProviders(<SecuritySection />);
    await waitFor(() => expect(items()).toHaveLength(2));
    const current = items().find((item) => item.dataset.current === 'true');
    expect(within(current!).getByText('Chrome on Windows')).toBeTruthy();
    expect(within(current!).getByText('This device')).toBeTruthy();
    expect(within(current!).queryByRole('button', { name: 'Sign out' })).toBeNull();
    const other = items().find((item) => item.dataset.current === undefined);
    expect(within(other!).getByText('Safari on iOS')).toBeTruthy();
    expect(within(other!).getByText('Address: 198.51.100.4')).toBeTruthy();

    fireEvent.click(within(other!).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(posted.find((item) => item.path === apiUrl('signOutSession'))?.body).toMatchObject({
      sessionId: phone.sessionId,
    });
    // Nothing else is left to sign out.
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
  });

  it('asks before signing out of all other devices', async () => {
    signIn();
    const posted = serve();
    renderWithProviders(<SecuritySection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all other devices?' });
    expect(posted.some((item) => item.path === apiUrl('signOutOtherSessions'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(posted.some((item) => item.path === apiUrl('signOutOtherSessions'))).toBe(true);
  });

  it('checks the new password here and shows a wrong current password under its field', async () => {
    signIn();
    const refusal = {
      retcode: Retcode.WRONG_CREDENTIALS,
      retmsg: 'Your current password is not correct.',
      data: null,
      detail: 'oldPassword: does not match',
      field: 'oldPassword',
    };
    const posted = serve(() => new Response(JSON.stringify(refusal), { status: 401 }));
    renderWithProviders(
      <>
        <SecuritySection />
        <GlobalAlert />
      </>,
    );
    const current = screen.getByLabelText('Current password') as HTMLInputElement;
    const fresh = screen.getByLabelText('New password') as HTMLInputElement;
    const confirm = screen.getByLabelText('Confirm new password') as HTMLInputElement;
    const submit = screen.getByRole('button', { name: 'Change password' });

    fireEvent.change(current, { target: { value: 'old secret 1' } });
    fireEvent.change(fresh, { target: { value: 'short' } });
    fireEvent.change(confirm, { target: { value: 'shorter' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(posted.some((item) => item.path === apiUrl('changePassword'))).toBe(false);

    fireEvent.change(fresh, { target: { value: 'new secret 12' } });
    fireEvent.change(confirm, { target: { value: 'new secret 12' } });
    // The button ignores a second click within a second; a new render of the form starts clean.
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    fireEvent.click(submit);
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(fresh.getAttribute('aria-invalid')).toBe('false');
    expect(posted.find((item) => item.path === apiUrl('changePassword'))?.body).toMatchObject({
      oldPassword: 'old secret 1',
      newPassword: 'new secret 12',
    });
    await expectNoAlertShown();
  });
});
