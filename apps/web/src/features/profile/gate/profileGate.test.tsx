import { apiUrl, Retcode } from '@switchboard/protocol';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { closeVerifiedModal, VerifiedModalHost } from '../../contact-verification/index.ts';
import { closeUpdateProfile, openGatePrompt } from '../dialogs.ts';
import { ProfileDialogsHost } from '../ProfileDialogsHost.tsx';
import { kycFixture, profileFixture } from '../testing.ts';

/** Renders the host, then makes a call the server refuses with 100023 and the given gate data. */
async function refuse(
  result: { profileStatus: number; needSetPhone: boolean },
  token: string | null = 'tok_0123456789abcdefghijklmnop',
) {
  setupRuntime('pingme', 'en');
  useSession.setState({ token });
  stubFetch((path) => {
    if (path === apiUrl('queryBalance'))
      return envelope(Retcode.PROFILE_INCOMPLETE, { result }, 'Please complete your profile', 403);
    if (path === apiUrl('getProfile')) return envelope(0, profileFixture({ profileStatus: -1 }));
    if (path === apiUrl('getKYCInfo')) return envelope(0, kycFixture());
    if (path === apiUrl('getAccountInfo')) return envelope(0, { phone: '', telCode: '', email: 'a@b.test' });
    return envelope(0, null);
  });
  // With the verified modal's host, which the signed-in shell mounts next to the profile dialogs.
  renderWithProviders(
    <>
      <ProfileDialogsHost />
      <VerifiedModalHost />
    </>,
  );
  await act(async () => {
    await callApi('queryBalance').catch(() => undefined);
  });
}

afterEach(() => {
  cleanup();
  openGatePrompt(null);
  closeUpdateProfile();
  closeVerifiedModal();
  vi.unstubAllGlobals();
});

describe('profile gate', () => {
  it('asks to fill in a profile that is not filled, leading to the update modal', async () => {
    await refuse({ profileStatus: -1, needSetPhone: false });
    const prompt = await screen.findByRole('dialog', { name: 'Complete your profile' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Update profile' })).toBeTruthy();
  });

  it('treats status 0 as not filled too', async () => {
    await refuse({ profileStatus: 0, needSetPhone: false });
    expect(await screen.findByRole('dialog', { name: 'Complete your profile' })).toBeTruthy();
  });

  it('only informs while the profile is in review', async () => {
    await refuse({ profileStatus: 1, needSetPhone: false });
    const notice = await screen.findByRole('dialog', { name: 'Profile under review' });
    expect(within(notice).queryByRole('button', { name: 'Update Profile' })).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the refused notice, leading to the update modal', async () => {
    await refuse({ profileStatus: 100, needSetPhone: false });
    const notice = await screen.findByRole('dialog', { name: 'Profile refused' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Update profile' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile refused' })).toBeNull());
  });

  it('opens the verified modal in update mode when a phone is needed', async () => {
    await refuse({ profileStatus: 2, needSetPhone: true });
    const verify = await screen.findByRole('dialog', { name: 'Verify your phone number' });
    expect(within(verify).getByLabelText('Phone number')).toBeTruthy();
    // The phone is asked instead of the profile prompt, not on top of it.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('does nothing for a visitor without a session', async () => {
    await refuse({ profileStatus: -1, needSetPhone: true }, null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
