import type { ProfileData } from '@switchboard/protocol';
import { apiUrl, brands } from '@switchboard/protocol';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { closeProfileStatus, closeUpdateProfile, openProfileStatus } from './dialogs.ts';
import { ProfileStatusModal } from './ProfileStatusModal.tsx';
import { currentStatusState, statusAfterUpdate } from './status.ts';
import { profileFixture } from './testing.ts';
import { UpdateProfileModal } from './UpdateProfileModal.tsx';

function render(profile: Partial<ProfileData>, language: 'en' | 'zh-CN' = 'en') {
  setupRuntime('wephone', language);
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  stubFetch((path) =>
    path === apiUrl('getProfile') ? envelope(0, profileFixture(profile)) : envelope(0, null),
  );
  // With the update dialog the status modal can lead to, as the profile dialogs' host has them.
  renderWithProviders(
    <>
      <ProfileStatusModal />
      <UpdateProfileModal />
    </>,
    'wephone',
  );
}

afterEach(() => {
  cleanup();
  closeProfileStatus();
  closeUpdateProfile();
  vi.unstubAllGlobals();
});

describe('status after a save (spec 001 section 4)', () => {
  it('maps the answer: 100 refused, profile 1 pending, use case 1 pendingUseCase, profile 2 done', () => {
    expect(statusAfterUpdate({ profileStatus: 100, useCaseStatus: 2 })).toBe('refused');
    expect(statusAfterUpdate({ profileStatus: 2, useCaseStatus: 100 })).toBe('refused');
    expect(statusAfterUpdate({ profileStatus: 1, useCaseStatus: 1 })).toBe('pending');
    expect(statusAfterUpdate({ profileStatus: 1, useCaseStatus: 2 })).toBe('pending');
    expect(statusAfterUpdate({ profileStatus: 2, useCaseStatus: 1 })).toBe('pendingUseCase');
    expect(statusAfterUpdate({ profileStatus: 2, useCaseStatus: 2 })).toBe('done');
  });

  it('reads the profile as it stands for Check status: refused, review or done', () => {
    const useCaseBrand = brands.wephone;
    expect(currentStatusState(useCaseBrand, { profileStatus: 2, useCaseStatus: 100 })).toBe('refused');
    expect(currentStatusState(useCaseBrand, { profileStatus: 2, useCaseStatus: 1 })).toBe('review');
    expect(currentStatusState(useCaseBrand, { profileStatus: 2, useCaseStatus: 2 })).toBe('done');
    expect(currentStatusState(brands.pingme, { profileStatus: 2, useCaseStatus: -1 })).toBe('done');
    expect(currentStatusState(brands.pingme, { profileStatus: -1, useCaseStatus: -1 })).toBeNull();
  });
});

describe('profile-status modal', () => {
  it('names the operator’s reason in the refused state and leads on to the update dialog', async () => {
    render({ profileStatus: 100, reviewReason: 'The address is incomplete' });
    act(() => openProfileStatus('refused'));
    const dialog = await screen.findByRole('dialog', { name: 'Profile refused' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('profile-status-reason').textContent).toBe(
        'Reason: The address is incomplete',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update now' }));
    expect(await screen.findByRole('dialog', { name: 'Update profile' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile refused' })).toBeNull());
  });

  it('says the reason in Chinese around the operator’s words', async () => {
    render({ profileStatus: 100, reviewReason: '地址不完整' }, 'zh-CN');
    act(() => openProfileStatus('refused'));
    expect((await screen.findByTestId('profile-status-reason')).textContent).toBe('原因：地址不完整');
  });

  it('shows no reason line in the other states', async () => {
    render({ profileStatus: 1, reviewReason: 'stale' });
    act(() => openProfileStatus('review'));
    await screen.findByRole('dialog', { name: 'Profile under review' });
    expect(screen.queryByTestId('profile-status-reason')).toBeNull();
  });
});
