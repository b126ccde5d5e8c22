import type { SubscriptionRecord } from '@switchboard/protocol';
import { apiUrl, monthKeyOf, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { leaveTabs, NextScreen } from '../../../test/nextScreen.tsx';
import { expectMainTabShown } from '../../../test/screenChecks.tsx';
import { resetNumbersState } from '../testing.ts';
import { ResubscribeHistory } from './ResubscribeHistory.tsx';

/** A released number's row in the current month (type 100 with a numeric plan id can be restored). */
function releasedRow(): SubscriptionRecord {
  const date = Date.now();
  return {
    _id: 'r1',
    number: '12025550100',
    type: 100,
    date,
    charge: 0,
    planId: '101',
    historyId: 'h-77',
    resDate: date,
    planName: 'Unlimited',
    planRentPeriod: 3,
    restorePrice: 1_056_800,
    restorableUntil: date + 30 * 86_400_000,
  };
}

/** Presses Re-subscribe and answers the price confirmation with `button`. */
async function pressResubscribe(button: 'Restore' | 'Cancel') {
  fireEvent.click(await screen.findByRole('button', { name: /re-?subscribe/i }));
  const confirm = await screen.findByRole('dialog', { name: 'Restore this number?' });
  fireEvent.click(within(confirm).getByRole('button', { name: button }));
  return confirm;
}

function render(resubAnswer: () => Response) {
  setupRuntime('wetalk', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const row = releasedRow();
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('getSubscriptionList')) return envelope(0, { totalRows: 1, list: [row] });
    if (path === apiUrl('reSubVirtualPhone')) return resubAnswer();
    return envelope(0, null);
  });
  leaveTabs();
  renderWithProviders(
    <>
      <ResubscribeHistory />
      <NextScreen />
    </>,
    'wetalk',
  );
  return { fetchMock, row };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, call: 'reSubVirtualPhone' | 'getSubscriptionList') =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(apiUrl(call)));

beforeEach(resetNumbersState);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('re-subscribe from the subscription history', () => {
  it('shows the plan, the cycle and the price before charging; Cancel charges nothing', async () => {
    const { fetchMock } = render(() => envelope(0, { subHint: 'back' }));
    fireEvent.click(await screen.findByRole('button', { name: /re-?subscribe/i }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore this number?' });
    expect(within(confirm).getByTestId('restore-confirm-text').textContent).toBe(
      'Restore +1 202 555 0100 on Unlimited (Quarterly)? $105.68 will be charged from your balance now.',
    );
    expect(confirm.textContent).toContain('It can be restored until');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Restore this number?' })).toBeNull());
    expect(calls(fetchMock, 'reSubVirtualPhone')).toHaveLength(0);
  });

  it('posts historyId and the row month, shows subHint, and closing reloads the month', async () => {
    const { fetchMock, row } = render(() => envelope(0, { subHint: 'Your number is back until 2027-01-01' }));
    await pressResubscribe('Restore');
    const dialog = await screen.findByRole('dialog', { name: 'Number restored' });
    expect(dialog.textContent).toContain('Your number is back until 2027-01-01');
    const body = JSON.parse(String(calls(fetchMock, 'reSubVirtualPhone')[0]![1]!.body));
    expect(body).toMatchObject({ historyId: 'h-77', date: monthKeyOf(row.date) });
    expect(body.date).toMatch(/^\d{4}-\d{2}$/);

    const before = calls(fetchMock, 'getSubscriptionList').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls(fetchMock, 'getSubscriptionList').length).toBeGreaterThan(before));
  });

  it('on 400001 offers recharge, which opens the account tab’s recharge section', async () => {
    render(() => envelope(Retcode.INSUFFICIENT_BALANCE, null, 'Not enough credit'));
    await pressResubscribe('Restore');
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(dialog.textContent).toContain('Not enough credit');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));
    await expectMainTabShown('Account', 'Recharge');
  });

  it('takes the month of a row in UTC', () => {
    const row = { ...releasedRow(), date: Date.UTC(2026, 9, 31, 23, 30) };
    expect(monthKeyOf(row.date)).toBe('2026-10');
  });
});
