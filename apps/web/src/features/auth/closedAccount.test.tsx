import type { UiLanguage } from '@switchboard/protocol';
import { apiUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';

vi.mock(import('../../lib/socket/socket.ts'), async (original) => ({
  ...(await original()),
  connectSocket: vi.fn(),
  closeSocket: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function serveLogin(retcode: number) {
  stubFetch((path) =>
    path === apiUrl('preLogin')
      ? envelope(0, { registered: true, captchaRequired: false })
      : // The server's retmsg is in whatever language it chose; the form must not depend on it.
        envelope(retcode, null, 'server text', 403),
  );
}

async function logIn(language: UiLanguage, labels: { email: string; password: string; submit: string }) {
  setupRuntime('pingme', language);
  renderWithProviders(<App />);
  fireEvent.change(await screen.findByLabelText(labels.email), { target: { value: 'alice@demo.test' } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: 'Secret123' } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('signing in to an account that cannot sign in', () => {
  it('shows the suspension on the login form, in English, keeping what was typed', async () => {
    serveLogin(Retcode.ACCOUNT_SUSPENDED);
    await logIn('en', { email: 'Email', password: 'Password', submit: 'Log in' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account has been suspended for suspicious activity. Please contact support.',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('alice@demo.test');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Still signed out: the log-in form stays.
    expect(screen.getByRole('form', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the suspension in Chinese in the Chinese interface', async () => {
    serveLogin(Retcode.ACCOUNT_SUSPENDED);
    await logIn('zh-CN', { email: '邮箱', password: '密码', submit: '登录' });
    expect((await screen.findByRole('alert')).textContent).toBe('您的账号因可疑活动已被暂停，请联系客服。');
  });

  it('shows a deleted account on the login form', async () => {
    serveLogin(Retcode.ACCOUNT_DELETED);
    await logIn('en', { email: 'Email', password: 'Password', submit: 'Log in' });
    expect((await screen.findByRole('alert')).textContent).toBe('This account has been deleted.');
  });
});
