import type { VirtualPhoneListData } from '@switchboard/protocol';
import { apiUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../../app/GlobalAlert.tsx';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { expectShown, leaveTabs, NextScreen } from '../../../test/nextScreen.tsx';
import NumbersPanel from '../NumbersPanel.tsx';
import { GRACE_NUMBER, listAnswer, resetNumbersState, US_NUMBER } from '../testing.ts';

/** The numbers tab over a list that answers `list()` each time, and a Pay now that answers `pay()`. */
function render(list: () => VirtualPhoneListData, pay: () => Response) {
  setupRuntime('wetalk', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  leaveTabs();
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('getVirtualPhoneList')) return envelope(0, list());
    if (path === apiUrl('renewVirtualPhone')) return pay();
    if (path === apiUrl('getAccountInfo')) return envelope(0, { phone: '', telCode: '', email: 'a@b.test' });
    return envelope(0, null);
  });
  renderWithProviders(
    <>
      <NumbersPanel />
      <GlobalAlert />
      <NextScreen />
    </>,
    'wetalk',
  );
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, call: 'renewVirtualPhone' | 'getVirtualPhoneList') =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(apiUrl(call)));

beforeEach(resetNumbersState);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a number in its grace days', () => {
  it('warns with the amount and the day it lapses; a paid-up number has no warning', async () => {
    render(
      () => listAnswer({ virtualPhones: [GRACE_NUMBER, US_NUMBER] }),
      () => envelope(0, null),
    );
    const rows = await screen.findAllByTestId('number-row');
    const warning = within(rows[0]!).getByTestId('number-grace');
    expect(warning.textContent).toContain(
      'The renewal of $37.08 could not be paid. This number lapses on 2026-12-08 unless you pay now.',
    );
    expect(within(rows[1]!).queryByTestId('number-grace')).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('Pay now renews it at once: the hint is shown and the list reloads without the warning', async () => {
    let numbers = [GRACE_NUMBER];
    const fetchMock = render(
      () => listAnswer({ virtualPhones: numbers }),
      () => {
        numbers = [
          {
            ...GRACE_NUMBER,
            subscription: { ...GRACE_NUMBER.subscription!, status: 'active', lapsesAt: '' },
          },
        ];
        return envelope(0, {
          hint: '+12025550177 is renewed on Unlimited.',
          paymentDate: '2027-01-05T00:00:00.000Z',
        });
      },
    );
    const row = (await screen.findAllByTestId('number-row'))[0]!;
    fireEvent.click(within(row).getByRole('button', { name: 'Pay now' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(notice.textContent).toContain('+12025550177 is renewed on Unlimited.');
    expect(JSON.parse(String(calls(fetchMock, 'renewVirtualPhone')[0]![1]!.body))).toMatchObject({
      telCode: '1',
      phone: '2025550177',
    });
    await waitFor(() => expect(screen.queryByTestId('number-grace')).toBeNull());
    expect(calls(fetchMock, 'renewVirtualPhone')).toHaveLength(1);
  });

  it('without the balance opens the insufficient-balance dialog with the server’s sentence', async () => {
    render(
      () => listAnswer({ virtualPhones: [GRACE_NUMBER] }),
      () =>
        envelope(
          Retcode.INSUFFICIENT_BALANCE,
          null,
          'Your balance does not cover $37.08. Recharge and try again.',
          402,
        ),
    );
    const row = (await screen.findAllByTestId('number-row'))[0]!;
    fireEvent.click(within(row).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(dialog.textContent).toContain('Your balance does not cover $37.08. Recharge and try again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));
    await expectShown('Account', 'Recharge');
    expect(screen.getByTestId('number-grace')).toBeTruthy();
  });
});

describe('subscription details', () => {
  it('shows number, caller ID, status, forwarding, voicemail, do-not-disturb, payment date, cost, plan and cycle', async () => {
    const quarterly = {
      ...US_NUMBER,
      subscription: {
        status: 'active' as const,
        lapsesAt: '',
        planName: 'Unlimited Texts',
        planRentPeriod: 3,
        planRent: 116_600,
        renewalAmount: 116_600,
      },
    };
    render(
      () => listAnswer({ virtualPhones: [quarterly], forwardStatus: 1 }),
      () => envelope(0, null),
    );
    const row = (await screen.findAllByTestId('number-row'))[0]!;
    fireEvent.click(within(row).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription details' });
    const cell = (key: string) => within(dialog).getByTestId(`details-${key}`).textContent;
    expect(cell('number')).toBe('Number+1 202 555 0100');
    expect(cell('callerId')).toBe('Caller ID+1 202 555 0100');
    expect(cell('status')).toBe('StatusNormal');
    expect(cell('forwarding')).toBe('Call forwardingOn');
    expect(cell('voicemail')).toBe('VoicemailOff');
    expect(cell('doNotDisturb')).toBe('Do not disturbOff');
    expect(cell('nextPayment')).toBe('Next payment date2026-12-05');
    expect(cell('cost')).toBe('Cost$11.66 / Quarterly');
    expect(cell('plan')).toBe('PlanUnlimited Texts');
    expect(cell('billingCycle')).toBe('Billing cycleQuarterly');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscription details' })).toBeNull());
  });

  it('shows the grace status with the day the number lapses', async () => {
    render(
      () => listAnswer({ virtualPhones: [GRACE_NUMBER] }),
      () => envelope(0, null),
    );
    fireEvent.click(
      within((await screen.findAllByTestId('number-row'))[0]!).getByRole('button', { name: 'Details' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Subscription details' });
    expect(within(dialog).getByTestId('details-status').textContent).toContain('Renewal overdue');
    expect(within(dialog).getByTestId('details-status').textContent).toContain('2026-12-08');
  });
});
