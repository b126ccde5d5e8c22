import type { BrandId } from '@switchboard/protocol';
import { apiUrl, paymentMethods } from '@switchboard/protocol';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToTab } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { kycFixture, profileFixture } from '../profile/testing.ts';
import AccountPanel from './AccountPanel.tsx';
import { visibleSections } from './sections.ts';

interface Options {
  brand?: BrandId;
  front?: boolean;
  canInvite?: boolean;
  canSetInviter?: boolean;
  phone?: string;
}

function render({
  brand = 'pingme',
  front = false,
  canInvite = true,
  canSetInviter = true,
  phone = '',
}: Options = {}) {
  setupRuntime(brand, 'en', front);
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop', canInvite, canSetInviter });
  stubFetch((path) => {
    if (path === apiUrl('getAccountInfo'))
      return envelope(0, { phone, telCode: phone ? '1' : '', email: 'a@b.test' });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 120_000 });
    if (path === apiUrl('getProfile')) return envelope(0, profileFixture());
    if (path === apiUrl('getKYCInfo')) return envelope(0, kycFixture());
    if (path === apiUrl('getVirtualPhoneList'))
      return envelope(0, {
        virtualPhones: [
          {
            telCode: '1',
            phone: '2025550100',
            country: 'US',
            tollFree: false,
            messagingEnabled: true,
            paymentDate: '2026-12-05T00:00:00.000Z',
            monthRent: 49_900,
            planId: '101',
          },
        ],
        smsCountryCodes: {},
        forwardStatus: 0,
        voicemailStatus: 1,
        canForward: true,
        canVoicemail: true,
      });
    if (path === apiUrl('getVipInfo'))
      return envelope(0, { vipStatus: 0, expireDate: null, price: 49_900, days: 30 });
    if (path === apiUrl('getPaymentMethods')) {
      const off = Object.fromEntries(paymentMethods.map((method) => [method, false]));
      return envelope(0, { ...off, card: true, needSetPhone: off });
    }
    return envelope(0, null);
  });
  renderWithProviders(<AccountPanel />, brand);
}

function navNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Account sections' });
  return within(nav)
    .getAllByRole('button')
    .map((item) => item.textContent ?? '');
}

afterEach(() => {
  // Unmount before the fetch stub goes, so no query left on screen reaches the real network.
  cleanup();
  goToTab('chats');
  vi.unstubAllGlobals();
});

describe('visibleSections', () => {
  const all = { front: false, canInvite: true, canSetInviter: true };

  it('shows every section but the jiema subscription history on the dollar brands', () => {
    expect(visibleSections({ brand: { id: 'wephone' }, ...all })).toEqual([
      'profile',
      'security',
      'rates',
      'recharge',
      'paymentHistory',
      'billHistory',
      'smsHistory',
      'callHistory',
      'callSettings',
      'invite',
      'redeem',
    ]);
  });

  it('hides rates and the call, SMS, bill and payment histories for jiema, which gets subscriptions', () => {
    expect(visibleSections({ brand: { id: 'jiema' }, ...all })).toEqual([
      'profile',
      'security',
      'recharge',
      'invite',
      'redeem',
      'numberManagement',
      'subscriptionHistory',
    ]);
  });

  it('hides Recharge, Security and Call settings on the front page, and Invite without its login flag', () => {
    const front = visibleSections({
      brand: { id: 'cloudnumber' },
      ...all,
      front: true,
      canSetInviter: false,
    });
    expect(front).not.toContain('recharge');
    expect(front).not.toContain('security');
    expect(front).not.toContain('callSettings');
    expect(front).not.toContain('redeem');
    const flagsOff = visibleSections({
      brand: { id: 'pingme' },
      front: false,
      canInvite: false,
      canSetInviter: false,
    });
    expect(flagsOff).not.toContain('invite');
    // Redeem stays for a signed-in user who can no longer redeem: its page says why.
    expect(flagsOff).toContain('redeem');
    expect(flagsOff).toContain('recharge');
  });
});

describe('AccountPanel', () => {
  it('lists the jiema navigation with Logout and no rates', async () => {
    render({ brand: 'jiema', canInvite: false });
    await screen.findByTestId('account-email');
    expect(navNames()).toEqual([
      'Profile',
      'Security',
      'Recharge',
      'Redeem code',
      'Number management',
      'Subscription history',
      'Log out',
    ]);
  });

  it('has no Recharge and no Logout on the front page', async () => {
    render({ front: true });
    await screen.findByTestId('account-email');
    expect(navNames()).not.toContain('Recharge');
    expect(navNames()).not.toContain('Log out');
  });

  it('asks before logging out from the navigation', async () => {
    render();
    await screen.findByTestId('account-email');
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('dialog', { name: 'Log out' })).toBeTruthy();
  });

  it('opens the unlock-bonus dialog instead of Redeem code when no phone is set', async () => {
    render({ phone: '' });
    await screen.findByTestId('account-email');
    const redeem = within(screen.getByRole('navigation')).getByRole('button', { name: 'Redeem code' });
    expect(redeem.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(redeem);
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your bonus' });
    expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe('Profile');
    // The dialog's store outlives this render; close it so the next test starts clean.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
  });

  it('opens Redeem code when the user has a phone', async () => {
    render({ phone: '2025550123' });
    const redeem = within(screen.getByRole('navigation')).getByRole('button', { name: 'Redeem code' });
    await vi.waitFor(() => expect(redeem.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(redeem);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Redeem code');
  });

  it('keeps Redeem code on screen when redeeming stops being possible: no jump to Profile', async () => {
    render({ phone: '2025550123' });
    const nav = screen.getByRole('navigation');
    const redeem = within(nav).getByRole('button', { name: 'Redeem code' });
    await vi.waitFor(() => expect(redeem.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(redeem);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Redeem code');
    // A redeem (here or in another tab) turns the login flag off.
    act(() => useSession.setState({ canSetInviter: false }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Redeem code');
    expect(within(nav).getByRole('button', { name: 'Redeem code' })).toBeTruthy();
    expect(await screen.findByTestId('redeem-locked')).toBeTruthy();
  });

  it('holds Call settings with the numbers feature’s forwarding and voicemail toggles', async () => {
    render({ brand: 'wetalk' });
    await screen.findByTestId('account-email');
    const nav = screen.getByRole('navigation');
    const names = navNames();
    expect(names.indexOf('Call settings')).toBe(names.indexOf('Call history') + 1);
    fireEvent.click(within(nav).getByRole('button', { name: 'Call settings' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Call settings');
    await screen.findByTestId('call-settings');
    expect(screen.getByRole('list', { name: 'Your numbers' }).textContent).toContain('202');
    expect(screen.getByRole('switch', { name: 'Forward calls to my verified phone' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Voicemail for unanswered calls' })).toBeTruthy();
    expect(screen.getByText('Unanswered calls go to voicemail')).toBeTruthy();
  });

  it('shows Logout on the profile header and the balance on other sections, and follows goToTab', async () => {
    render();
    await screen.findByTestId('account-email');
    const header = screen.getByTestId('account-header');
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(header).queryByTestId('account-header-balance')).toBeNull();
    act(() => goToTab('account', 'recharge'));
    expect((await screen.findByTestId('account-header-balance')).textContent).toBe('Balance: 12.0000 Coins');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recharge');
    expect(
      within(screen.getByTestId('account-header')).queryByRole('button', { name: 'Log out' }),
    ).toBeNull();
  });

  it('offers the app download with both store codes and the APK link', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Download app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(within(dialog).getByTestId('download-ios').dataset.url).toContain('apps.apple.com');
    expect(within(dialog).getByTestId('download-android').dataset.url).toContain('play.google.com');
    expect(
      within(dialog).getByRole('link', { name: 'Download the Android APK' }).getAttribute('href'),
    ).toMatch(/\.apk$/);
  });

  it('has no app-download button on cloudnumber', async () => {
    render({ brand: 'cloudnumber' });
    await screen.findByTestId('account-email');
    expect(screen.queryByRole('button', { name: 'Download app' })).toBeNull();
  });
});
