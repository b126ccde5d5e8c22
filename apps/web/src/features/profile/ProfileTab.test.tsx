import type { BrandId, KycInfo, ProfileData } from '@switchboard/protocol';
import { apiUrl } from '@switchboard/protocol';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { closeVerifiedModal, VerifiedModalHost } from '../contact-verification/index.ts';
import { closeProfileStatus } from './dialogs.ts';
import { ProfileStatusModal } from './ProfileStatusModal.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { kycFixture, profileFixture } from './testing.ts';

function render(brand: BrandId, profile: Partial<ProfileData> = {}, kyc: Partial<KycInfo> = {}) {
  setupRuntime(brand, 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  stubFetch((path) => {
    const saved = profileFixture(profile);
    if (path === apiUrl('getAccountInfo'))
      return envelope(0, { phone: saved.phone, telCode: saved.telCode, email: saved.email });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 123_400 });
    if (path === apiUrl('getProfile')) return envelope(0, saved);
    if (path === apiUrl('getKYCInfo')) return envelope(0, kycFixture(kyc));
    return envelope(0, null);
  });
  // With the dialogs the profile opens, as the signed-in shell mounts them.
  renderWithProviders(
    <>
      <ProfileTab />
      <ProfileStatusModal />
      <VerifiedModalHost />
    </>,
    brand,
  );
}

async function statusOf(testId: string) {
  const tone = await waitFor(() => {
    const found = screen.getByTestId(testId).querySelector('[data-tone]');
    if (!found) throw new Error(`${testId} has no status yet`);
    return found;
  });
  return { tone: tone?.getAttribute('data-tone'), text: tone?.textContent };
}

afterEach(() => {
  cleanup();
  closeVerifiedModal();
  closeProfileStatus();
  vi.unstubAllGlobals();
});

describe('ProfileTab', () => {
  it('shows the contact points, name, address and a refused profile in red', async () => {
    render('pingme', { profileStatus: 100 });
    await waitFor(() => expect(screen.getByTestId('account-phone').textContent).toBe('+1 202 555 0123'));
    expect(screen.getByTestId('account-email').textContent).toBe('ada@example.test');
    expect(screen.getByTestId('account-webchat-id').textContent).toBe('2025550123');
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('12.3400 Coins'));
    expect(screen.getByTestId('profile-name').textContent).toBe('Ada Lovelace');
    expect(screen.getByTestId('profile-address').textContent).toBe(
      '1 Main St, Springfield, IL, 62701, United States',
    );
    expect(await statusOf('profile-status')).toEqual({ tone: 'needsUpdate', text: 'Needs update' });
    expect(screen.queryByTestId('profile-feature')).toBeNull();
    expect(screen.queryByTestId('profile-vip')).toBeNull();
  });

  it('needs both reviews verified on use-case brands, only the profile elsewhere', async () => {
    render('wephone', { profileStatus: 2, useCaseStatus: 1 });
    expect(await statusOf('profile-status')).toEqual({ tone: 'reviewing', text: 'Reviewing' });
    expect(screen.getByTestId('profile-feature').textContent).toBe('Calling');
    expect(screen.getByTestId('profile-purposes').textContent).toBe('Daily main number');
    cleanup();
    render('pingme', { profileStatus: 2, useCaseStatus: 1 });
    expect(await statusOf('profile-status')).toEqual({ tone: 'verified', text: 'Verified' });
  });

  it('shows the refusal’s reason under the status, and Check status opens the modal with it', async () => {
    render('wephone', { profileStatus: 100, reviewReason: 'The postal code does not match the city' });
    expect((await screen.findByTestId('profile-review-reason')).textContent).toBe(
      'Reason: The postal code does not match the city',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile refused' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('profile-status-reason').textContent).toBe(
        'Reason: The postal code does not match the city',
      ),
    );
  });

  it('Check status reaches the review state while the profile waits, done once verified', async () => {
    render('pingme', { profileStatus: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('dialog', { name: 'Profile under review' })).toBeTruthy();
    cleanup();
    render('pingme', { profileStatus: 2 });
    act(() => closeProfileStatus());
    fireEvent.click(await screen.findByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('dialog', { name: 'Profile verified' })).toBeTruthy();
    act(() => closeProfileStatus());
    cleanup();
    render('pingme', { profileStatus: -1 });
    await screen.findByTestId('profile-status');
    expect(screen.queryByRole('button', { name: 'Check status' })).toBeNull();
  });

  it('reads Check Profile while the identity is reviewed or verified, Update Profile otherwise', async () => {
    render('pingme', {}, { status: 1 });
    expect(await statusOf('profile-kyc')).toEqual({ tone: 'reviewing', text: 'Reviewing' });
    expect(screen.getByTestId('profile-kyc-button').textContent).toBe('Check Profile');
    cleanup();
    render('pingme', {}, { status: 100 });
    expect(await statusOf('profile-kyc')).toEqual({ tone: 'needsUpdate', text: 'Needs update' });
    expect(screen.getByTestId('profile-kyc-button').textContent).toBe('Update Profile');
  });

  it('opens the verified modal to set a phone or an email from the profile', async () => {
    render('pingme', { phone: '', telCode: '', email: '' });
    fireEvent.click(await screen.findByRole('button', { name: 'Set phone' }));
    const phone = await screen.findByRole('dialog', { name: 'Set your phone number' });
    expect(within(phone).getByLabelText('Phone number')).toBeTruthy();
    act(() => closeVerifiedModal());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Set email' }));
    const email = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(within(email).queryByLabelText('Phone number')).toBeNull();
  });
});
