import { apiUrl, Retcode } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../app/GlobalAlert.tsx';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { leaveTabs, NextScreen } from '../../test/nextScreen.tsx';
import { expectMainTabShown, expectNoAlertShown } from '../../test/screenChecks.tsx';
import { closeVerifiedModal, VerifiedModalHost } from '../contact-verification/index.ts';
import { inviteLink } from './InviteSection.tsx';
import { InviteSection, openUnlockBonus, RedeemSection, UnlockBonusDialog } from './index.ts';

const info = {
  inviteCode: 'AB12CD34',
  inviteRules: ['Rule one.', 'Rule two.'],
  inviteHint: 'Share your code.',
  earnTip: [
    { title: 'Link', text: 'Send the link' },
    { title: 'Friend', text: 'Friend signs up' },
    { title: 'Gift', text: 'Both get a gift' },
  ],
  invitedCount: 0,
  remainingInvites: 10,
};

type InviterState = { canSetInviter: boolean; needSetPhone: boolean } & Partial<{
  hasInviter: boolean;
  phoneRewarded: boolean;
}>;

function serve(inviter: InviterState, setInviter?: () => Response, phone = '') {
  let state = { hasInviter: false, phoneRewarded: false, ...inviter };
  const seen: { path: string; body: unknown; query: URLSearchParams }[] = [];
  stubFetch((path, init, url) => {
    seen.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null, query: url.searchParams });
    if (path === apiUrl('getInviter')) return envelope(0, state);
    if (path === apiUrl('queryInviteInfo')) return envelope(0, info);
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 2000 });
    if (path === apiUrl('setInviter')) {
      const answer = setInviter?.() ?? envelope(0, { balance: 2000 });
      if (answer.ok) state = { ...state, canSetInviter: false, hasInviter: true, phoneRewarded: true };
      return answer;
    }
    return envelope(0, { phone, telCode: phone ? '1' : '', email: '' });
  });
  return seen;
}

function signIn(language: 'en' | 'zh-CN' = 'en') {
  setupRuntime('pingme', language);
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop', canSetInviter: true });
}

afterEach(() => {
  act(() => closeVerifiedModal());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('redeem code', () => {
  it('is disabled while empty, then redeems and offers Later and Invite', async () => {
    signIn();
    useSession.setState({ canInvite: true });
    const seen = serve({ canSetInviter: true, needSetPhone: false });
    leaveTabs();
    renderWithProviders(
      <>
        <RedeemSection />
        <NextScreen />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Redeem' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(seen.filter((item) => item.path === apiUrl('getInviter'))).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Invite code'), { target: { value: 'zx98yw76' } });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);

    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toBeTruthy();
    expect(seen.find((item) => item.path === apiUrl('setInviter'))?.body).toMatchObject({
      inviteCode: 'zx98yw76',
    });
    await waitFor(() => expect(seen.filter((item) => item.path === apiUrl('getInviter'))).toHaveLength(2));
    // Behind the dialog the page now says why no other code can be redeemed.
    expect((await screen.findByTestId('redeem-locked')).textContent).toBe(
      'You have already used an invite code, so no other code can be redeemed.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await expectMainTabShown('Account', 'Invite friends');
    expect(await screen.findByTestId('invite-code')).toBeTruthy();
  });

  it('Later goes to the profile', async () => {
    signIn();
    serve({ canSetInviter: true, needSetPhone: false });
    leaveTabs();
    renderWithProviders(
      <>
        <RedeemSection />
        <NextScreen />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Invite code'), { target: { value: 'ZX98YW76' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await expectMainTabShown('Account', 'Profile');
  });

  it('stays with its disabled state and says why once a code was used', async () => {
    signIn();
    serve({ canSetInviter: false, needSetPhone: false, hasInviter: true, phoneRewarded: true });
    renderWithProviders(<RedeemSection />);
    await screen.findByText('You have already used an invite code, so no other code can be redeemed.');
    expect(screen.getByRole('button', { name: 'Redeem' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText('Invite code') as HTMLInputElement).disabled).toBe(true);
  });

  it('says a phone that already brought a bonus cannot redeem', async () => {
    signIn();
    serve({ canSetInviter: false, needSetPhone: false, hasInviter: false, phoneRewarded: true });
    renderWithProviders(<RedeemSection />);
    expect(
      await screen.findByText(
        'Your phone number already received a referral bonus, so no invite code can be used with it.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redeem' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks getInviter with the phone the page shows', async () => {
    signIn();
    const seen = serve({ canSetInviter: true, needSetPhone: false }, undefined, '2125550100');
    renderWithProviders(<RedeemSection />);
    await waitFor(() => expect(seen.some((item) => item.path === apiUrl('getInviter'))).toBe(true));
    const call = seen.find((item) => item.path === apiUrl('getInviter'));
    expect(call?.query.get('phone')).toBe('2125550100');
  });

  it('a refused code is explained under the field, keeping the code, with no alert and no congratulation', async () => {
    signIn();
    const refusal = {
      retcode: Retcode.INVITE_CODE_INVALID,
      retmsg: 'This invite code is not valid.',
      data: null,
      detail: 'inviteCode: no such code',
      field: 'inviteCode',
    };
    serve(
      { canSetInviter: true, needSetPhone: false },
      () => new Response(JSON.stringify(refusal), { status: 404 }),
    );
    renderWithProviders(
      <>
        <RedeemSection />
        <GlobalAlert />
      </>,
    );
    const field = screen.getByLabelText('Invite code') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'NOPE0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This invite code is not valid.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.value).toBe('NOPE0000');
    await expectNoAlertShown();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Editing the code clears the reason.
    fireEvent.change(field, { target: { value: 'NOPE0001' } });
    expect(screen.queryByText('This invite code is not valid.')).toBeNull();
  });
});

describe('unlock-bonus dialog', () => {
  it('Set Up Now opens the verified modal in unlock-bonus mode', async () => {
    signIn();
    serve({ canSetInviter: true, needSetPhone: true });
    renderWithProviders(
      <>
        <UnlockBonusDialog />
        <VerifiedModalHost />
      </>,
    );
    act(() => openUnlockBonus());
    expect(
      await screen.findByText('Set up a phone number to redeem a referral code for 0.20 Coins.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Now' }));
    const verify = await screen.findByRole('dialog', { name: 'Set up your phone number' });
    expect(within(verify).getByLabelText('Phone number')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unlock your bonus' })).toBeNull());
  });

  it('Redeem without a phone opens the unlock-bonus dialog', async () => {
    signIn();
    serve({ canSetInviter: true, needSetPhone: true });
    renderWithProviders(
      <>
        <RedeemSection />
        <UnlockBonusDialog />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Invite code'), { target: { value: 'ZX98YW76' } });
    await screen.findByText('Set up a phone number first to redeem a code.');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock your bonus' })).toBeTruthy();
  });
});

describe('invite friend', () => {
  it('shows the code, steps, rules and legal links, and confirms a copy for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signIn();
    serve({ canSetInviter: true, needSetPhone: false });
    renderWithProviders(<InviteSection />);
    expect((await screen.findByTestId('invite-code')).textContent).toBe('AB12CD34');
    expect(screen.getByText('Friend signs up')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toContain('pingme');

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith('AB12CD34');
    act(() => vi.advanceTimersByTime(2000));
    await screen.findByRole('button', { name: 'Copy' });

    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    expect(await screen.findByText('Rule two.')).toBeTruthy();
  });

  it('gives a share link to the brand’s sign-up with the code, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signIn();
    serve({ canSetInviter: true, needSetPhone: false });
    renderWithProviders(<InviteSection />);
    const link = (await screen.findByTestId('invite-link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/?invite=AB12CD34`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByRole('button', { name: 'Link copied' });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?invite=AB12CD34`);
  });

  it('keeps a page’s brand field in the link', () => {
    expect(inviteLink('AB12CD34', { origin: 'http://x.test:3000', search: '?brand=wetalk&front=1' })).toBe(
      'http://x.test:3000/?brand=wetalk&invite=AB12CD34',
    );
  });

  it('asks jiema’s invite texts in the page’s language, so an English page stays English', async () => {
    setupRuntime('jiema', 'en');
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop', canSetInviter: true });
    const seen = serve({ canSetInviter: true, needSetPhone: false });
    renderWithProviders(<InviteSection />, 'jiema');
    await screen.findByTestId('invite-code');
    const call = seen.find((item) => item.path === apiUrl('queryInviteInfo'));
    expect(call?.query.get('languagecode')).toBe('en');
    expect(screen.getByText('Your invite code')).toBeTruthy();
    // Other calls of jiema still ask in Chinese, as the spec has it.
    const other = seen.find((item) => item.path === apiUrl('getInviter'));
    expect(other?.query.get('languagecode') ?? 'zh_cn').toBe('zh_cn');
  });
});
