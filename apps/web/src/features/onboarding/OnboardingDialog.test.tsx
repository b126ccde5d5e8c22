import { apiUrl, type ProfileData, ReviewStatus } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountInfo } from '../../lib/api/queries.ts';
import { currentTab, goToTab } from '../../lib/navigation.ts';
import { forgetNewAccount, isNewAccount, markNewAccount } from '../../lib/newAccount.ts';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { profileFixture } from '../profile/testing.ts';
import { OnboardingDialog } from './OnboardingDialog.tsx';

function serve(account: { phone: string; balance: number; profileStatus: ProfileData['profileStatus'] }) {
  stubFetch((path) => {
    if (path === apiUrl('getAccountInfo'))
      return envelope(0, {
        phone: account.phone,
        telCode: account.phone ? '1' : '',
        email: 'New@Example.test',
      });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: account.balance });
    if (path === apiUrl('getProfile'))
      return envelope(
        0,
        profileFixture({ profileStatus: account.profileStatus, useCaseStatus: ReviewStatus.verified }),
      );
    return envelope(0, null);
  });
}

/** Shows the account's email once the account info (the guide's own query) has answered. */
function AccountEmail() {
  return <p>{useAccountInfo().data?.email}</p>;
}

function signedIn(brand: 'pingme' | 'jiema', language: 'en' | 'zh-CN' = 'en') {
  setupRuntime(brand, language);
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  goToTab('chats');
}

afterEach(() => {
  cleanup();
  forgetNewAccount();
  vi.unstubAllGlobals();
});

describe('the getting-started guide', () => {
  it('after a sign-up shows what renting a number needs and where the account stands', async () => {
    signedIn('pingme');
    markNewAccount('new@example.test');
    serve({ phone: '', balance: 0, profileStatus: ReviewStatus.reviewing });
    renderWithProviders(<OnboardingDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to PingMe' });
    const steps = within(within(dialog).getByRole('list', { name: 'What you need' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(3);
    expect(steps[0]?.textContent).toContain('1. Verify your phone');
    expect(await within(steps[0]!).findByText('Not done yet')).toBeTruthy();
    expect(within(steps[0]!).getByRole('button', { name: 'Verify phone' })).toBeTruthy();
    expect(await within(steps[1]!).findByText(/^In review/)).toBeTruthy();
    // Nothing for the user to do while the operators decide.
    expect(within(steps[1]!).queryByRole('button')).toBeNull();
    expect(await within(steps[2]!).findByText('Your balance: 0.0000 Coins')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pick a number' }));
    expect(currentTab()).toBe('numbers');
    expect(isNewAccount('new@example.test')).toBe(false);
    // Gone once its closing transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to PingMe' })).toBeNull());
  });

  it('offers Update profile after a refusal and Top up leads to the recharge section', async () => {
    signedIn('pingme');
    markNewAccount('new@example.test');
    serve({ phone: '2025550123', balance: 0, profileStatus: ReviewStatus.needsUpdate });
    renderWithProviders(<OnboardingDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to PingMe' });
    expect(await within(dialog).findByText('Done')).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: 'Update profile' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(currentTab()).toBe('account');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to PingMe' })).toBeNull());
  });

  it('on jiema asks only for credit and leads to the verification numbers, in Chinese', async () => {
    signedIn('jiema', 'zh-CN');
    markNewAccount('new@example.test');
    serve({ phone: '', balance: 0, profileStatus: ReviewStatus.notFilled });
    renderWithProviders(<OnboardingDialog />, 'jiema');
    const dialog = await screen.findByRole('dialog', { name: /^欢迎使用/ });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByText('1. 充值')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码号码' }));
    expect(currentTab()).toBe('verification');
  });

  it('stays away for an account that did not just sign up here', async () => {
    signedIn('pingme');
    markNewAccount('someone.else@example.test');
    serve({ phone: '', balance: 0, profileStatus: ReviewStatus.notFilled });
    renderWithProviders(
      <>
        <OnboardingDialog />
        <AccountEmail />
      </>,
    );
    // The account info has answered, and still no guide.
    expect(await screen.findByText('New@Example.test')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
