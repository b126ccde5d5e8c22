import { CONSOLE_PATH, consoleUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { useSession } from '../../lib/session.ts';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app.';

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('sign-in', () => {
  it('asks for the authenticator code when the server says the sign-in needs it, then signs in', async () => {
    const bodies: Record<string, unknown>[] = [];
    const reviewer = operatorOf('reviewer');
    stubFetch((path, init) => {
      if (path === consoleUrl('consoleLogin')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        bodies.push(body);
        return body.code === undefined
          ? envelope(Retcode.CONSOLE_CODE_REQUIRED, null, CODE_NEEDED, 401)
          : envelope(0, { token: 'a-fresh-operator-session-token', operator: reviewer });
      }
      if (path === consoleUrl('consoleReviews')) return envelope(0, { reviews: [] });
      return envelope(Retcode.NOT_FOUND, null, 'no such route', 404);
    });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/sign-in` });
    await screen.findByRole('heading', { name: 'Sign in' });

    expect(screen.queryByLabelText(/Authenticator code/)).toBeNull();
    type(/Email/, 'reviewer@console.test');
    type(/Password/, 'a long enough password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText(/Authenticator code/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    // The request for the code is the next step, not an error shown as a failure.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodies).toEqual([{ email: 'reviewer@console.test', password: 'a long enough password' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeTruthy();
    expect(bodies).toHaveLength(1);

    type(/Authenticator code/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeTruthy();
    expect(bodies[1]).toEqual({
      email: 'reviewer@console.test',
      password: 'a long enough password',
      code: '123456',
    });
    expect(useSession.getState().token).toBe('a-fresh-operator-session-token');
    expect(sessionStorage.length).toBe(1);
  });

  it("shows the server's sentence when the email, password or code is not right", async () => {
    const refused = 'The email, password or code is not right.';
    stubFetch(() => envelope(Retcode.CONSOLE_SIGN_IN_FAILED, null, refused, 401));
    renderConsole(<App />, { path: `${CONSOLE_PATH}/sign-in` });
    await screen.findByRole('heading', { name: 'Sign in' });
    type(/Email/, 'nobody@console.test');
    type(/Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refused);
    expect(useSession.getState().token).toBeNull();
  });

  it('says a network failure in a sentence, with a button that tries again', async () => {
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        attempts += 1;
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderConsole(<App />, { path: `${CONSOLE_PATH}/sign-in` });
    await screen.findByRole('heading', { name: 'Sign in' });
    type(/Email/, 'reviewer@console.test');
    type(/Password/, 'a long enough password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not reach the server');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(attempts).toBe(2));
  });
});
