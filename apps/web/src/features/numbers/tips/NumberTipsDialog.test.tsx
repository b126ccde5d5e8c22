import type { BrandId } from '@switchboard/protocol';
import { apiUrl } from '@switchboard/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountInfo } from '../../../lib/api/queries.ts';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { expectShown, leaveTabs, NextScreen } from '../../../test/nextScreen.tsx';
import NumbersPanel from '../NumbersPanel.tsx';
import { listAnswer, resetNumbersState } from '../testing.ts';
import { NumberTipsDialog } from './NumberTipsDialog.tsx';

/** Shows the account email once the shared account query has it, so the test knows the tips could decide. */
function AccountEmail() {
  return <span>{useAccountInfo().data?.email}</span>;
}

function render(brand: BrandId, email = 'a@b.test') {
  setupRuntime(brand, 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  stubFetch((path) => {
    if (path === apiUrl('getVirtualPhoneList')) return envelope(0, listAnswer());
    if (path === apiUrl('getAccountInfo')) return envelope(0, { phone: '', telCode: '', email });
    return envelope(0, null);
  });
  // The tab bar and panel the tips' link leads to, shown once it is followed.
  leaveTabs();
  return renderWithProviders(
    <>
      <NumbersPanel />
      <NextScreen />
    </>,
    brand,
  );
}

beforeEach(resetNumbersState);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('number tips', () => {
  it('shows once per account: dismissing is remembered, another account still sees them', async () => {
    const first = render('pingme');
    fireEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    const second = render('pingme');
    await screen.findAllByTestId('number-row');
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    render('pingme', 'other@b.test');
    expect(await screen.findByRole('dialog', { name: 'Tips' })).toBeTruthy();
  });

  it('links to the verification tab and remembers the dismissal', async () => {
    render('wephone');
    fireEvent.click(await screen.findByRole('button', { name: 'Go to Verification' }));
    await expectShown('Verification');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['wetalk', false],
    ['cloudnumber', false],
    ['pingme', true],
  ] as const)('on %s, once the account is known, shows: %s', async (brand, shown) => {
    setupRuntime(brand, 'en');
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    stubFetch((path) =>
      path === apiUrl('getAccountInfo')
        ? envelope(0, { phone: '', telCode: '', email: 'known@b.test' })
        : envelope(0, null),
    );
    renderWithProviders(
      <>
        <NumberTipsDialog />
        <AccountEmail />
      </>,
      brand,
    );
    await screen.findByText('known@b.test');
    expect(screen.queryByRole('dialog', { name: 'Tips' }) !== null).toBe(shown);
  });
});
