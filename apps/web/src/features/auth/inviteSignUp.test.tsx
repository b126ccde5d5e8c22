import { apiUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { useAlerts } from '../../lib/alerts.ts';
import { describedBy, envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
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
      // An account with a verified phone, so Redeem opens rather than asking for one.
      return envelope(0, { phone: '5551234567', telCode: '1', email: 'friend@example.test', balance: 0 });
    });
    renderWithProviders(<App />, 'wetalk');
    const code = (await screen.findByLabelText('Invite code (optional)')) as HTMLInputElement;
    expect(code.value).toBe('AB12CD34');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'friend@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    // A sign-up opens the getting-started guide first.
    const guide = await screen.findByRole('dialog', { name: /^Welcome to / });
    fireEvent.click(within(guide).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Welcome to / })).toBeNull());
    fireEvent.click(await screen.findByRole('tab', { name: 'Account' }));
    expect(bodies[0]).toMatchObject({
      email: 'friend@example.test',
      inviteCode: 'AB12CD34',
      platform: 'wetalk',
    });
    // The answer's canSetInviter (false: the code was used) locks Redeem until the server says more.
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem code' }));
    expect(
      await screen.findByText('You have already used an invite code, so no other code can be redeemed.'),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Invite code' }) as HTMLInputElement).disabled).toBe(true);
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
    // Under the code field, the one the refusal is about.
    expect(describedBy(screen.getByLabelText('邀请码（选填）'))).toBe('该邀请码不存在，请检查后重试。');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Still signed out: the sign-up form stays.
    expect(screen.getByRole('form', { name: '注册' })).toBeTruthy();
    // Editing the code takes the refusal away.
    fireEvent.change(screen.getByLabelText('邀请码（选填）'), { target: { value: 'ZZZZ2223' } });
    expect(describedBy(screen.getByLabelText('邀请码（选填）'))).not.toContain('该邀请码不存在');
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
