import { apiUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { useAlerts } from '../../lib/alerts.ts';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { inviteCodeFromUrl } from './inviteLink.ts';

vi.mock(import('../../lib/socket/socket.ts'), async (original) => ({
  ...(await original()),
  connectSocket: vi.fn(),
  closeSocket: vi.fn(),
}));

const TOKEN = 'tok_0123456789abcdefghijklmnop';

function openShareLink(code: string) {
  window.history.replaceState(null, '', `/?invite=${code}`);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  useAlerts.getState().clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('sign-up from a share link', () => {
  it('opens sign-up with the code filled in and registers with it', async () => {
    openShareLink('ab12cd34');
    setupRuntime('wetalk', 'en');
    const bodies: Record<string, unknown>[] = [];
    stubFetch((path, init) => {
      if (path === apiUrl('register')) {
        bodies.push(JSON.parse(String(init?.body)));
        return envelope(0, { token: TOKEN, canInvite: true, canSetInviter: false });
      }
      return envelope(0, null);
    });
    renderWithProviders(<App />, 'wetalk');
    const code = (await screen.findByLabelText('Invite code (optional)')) as HTMLInputElement;
    expect(code.value).toBe('AB12CD34');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'friend@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(useSession.getState().token).toBe(TOKEN));
    expect(bodies[0]).toMatchObject({
      email: 'friend@example.test',
      inviteCode: 'AB12CD34',
      platform: 'wetalk',
    });
    expect(useSession.getState().canSetInviter).toBe(false);
  });

  it('says under the code field when the server refuses it, and raises no alert', async () => {
    openShareLink('ZZZZ2222');
    setupRuntime('pingme', 'zh-CN');
    stubFetch((path) =>
      path === apiUrl('register')
        ? new Response(
            JSON.stringify({
              retcode: Retcode.INVITE_CODE_INVALID,
              retmsg: '该邀请码不存在，请检查后重试。',
              data: null,
              detail: 'inviteCode: no such code',
              field: 'inviteCode',
            }),
            { status: 404 },
          )
        : envelope(0, null),
    );
    renderWithProviders(<App />);
    fireEvent.change(await screen.findByLabelText('邮箱'), { target: { value: 'friend@example.test' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('该邀请码不存在，请检查后重试。')).toBeTruthy();
    expect(useAlerts.getState().queue).toHaveLength(0);
    expect(useSession.getState().token).toBeNull();
  });

  it('sends no code when none was given, and opens on log-in without a link', async () => {
    setupRuntime('pingme', 'en');
    stubFetch(() => envelope(0, null));
    renderWithProviders(<App />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('reads only a code-shaped value from the address', () => {
    expect(inviteCodeFromUrl('?invite=ab12cd34')).toBe('AB12CD34');
    expect(inviteCodeFromUrl('?brand=wetalk&invite=XY9')).toBe('XY9');
    expect(inviteCodeFromUrl('?invite=<script>')).toBe('');
    expect(inviteCodeFromUrl('?other=1')).toBe('');
  });
});
