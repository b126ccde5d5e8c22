import { apiUrl, paymentMethods } from '@switchboard/protocol';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { goToTab } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import AccountPanel, { visibleSections } from './AccountPanel.tsx';

function render(front = false) {
  setupRuntime('pingme', 'en', front);
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  stubFetch((path) => {
    if (path === apiUrl('getAccountInfo')) return envelope(0, { phone: '', telCode: '', email: 'a@b.test' });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 120_000 });
    if (path === apiUrl('getPaymentMethods')) {
      const off = Object.fromEntries(paymentMethods.map((method) => [method, false]));
      return envelope(0, { ...off, card: true, needSetPhone: off });
    }
    return envelope(0, null);
  });
  renderWithProviders(<AccountPanel />);
}

afterEach(() => goToTab('chats'));

describe('AccountPanel', () => {
  it('hides Recharge on the front page', () => {
    expect(visibleSections(true)).toEqual(['profile']);
    expect(visibleSections(false)).toEqual(['profile', 'recharge']);
  });

  it('opens the profile by default and the recharge section when asked', async () => {
    render();
    expect(await screen.findByTestId('account-email')).toBeTruthy();
    act(() => goToTab('account', 'recharge'));
    expect((await screen.findByTestId('recharge-balance')).textContent).toBe('Balance: 12.0000 Coins');
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByTestId('account-email')).toBeTruthy();
  });
});
