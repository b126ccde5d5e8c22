import type { ManagePlanData } from '@switchboard/protocol';
import { apiUrl, CHANGE_TIMING } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { testPlan } from '../new/testData.ts';
import { PlanChange } from './index.ts';

const manage: ManagePlanData = {
  currentPlan: testPlan('u1', 'unlimited', 'Unlimited', 1, 370800),
  nextPaymentDate: '2026-12-21T00:00:00.000Z',
  pendingPlan: {
    plan: testPlan('v1', 'voice', 'Unlimited Voice', 1, 110700),
    effectiveDate: '2026-12-21T00:00:00.000Z',
  },
  planList: [
    testPlan('u3', 'unlimited', 'Unlimited', 3, 1000000),
    testPlan('p1', 'payg', 'Pay As You Go', 1, 40900),
  ],
};

const options = [
  {
    type: CHANGE_TIMING.now,
    planId: 'p1',
    tip: 'Starts today',
    payAmount: 40900,
    planName: 'Pay As You Go',
    rule: 'Charged now, new cycle from today.',
  },
  {
    type: CHANGE_TIMING.nextCycle,
    planId: 'p1',
    tip: 'Starts next cycle',
    payAmount: 0,
    planName: 'Pay As You Go',
    rule: 'Nothing charged now.',
  },
];

function render() {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('getManagePlanList')) return envelope(0, manage);
    if (path === apiUrl('preChangePlan')) return envelope(0, { options });
    if (path === apiUrl('changePlan'))
      return envelope(0, {
        successHint: 'Your plan was changed.',
        planHint: 'Pay As You Go from 2026-12-21.',
      });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 10000 });
    return envelope(0, null);
  });
  const onBack = vi.fn();
  renderWithProviders(<PlanChange virtualNumber="12125550100" onBack={onBack} />);
  return { fetchMock, onBack };
}

const requests = (fetchMock: ReturnType<typeof stubFetch>, call: Parameters<typeof apiUrl>[0]) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === apiUrl(call));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PlanChange', () => {
  it('shows the current and pending plans and goes back with the chevron', async () => {
    const { onBack } = render();
    expect((await screen.findByTestId('plan-current')).textContent).toContain('Unlimited · Monthly');
    expect(screen.getByTestId('plan-pending').textContent).toContain(
      'Unlimited Voice · Monthly from 2026-12-21',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to number management' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('picks the plan by group and billing cycle, as the new-number flow does', async () => {
    const { fetchMock } = render();
    await screen.findByTestId('plan-current');
    const groups = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(
      within(groups)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['unlimited', 'payg']);
    expect(screen.queryByRole('radiogroup', { name: 'Billing cycle' })).toBeNull();
    fireEvent.click(within(groups).getByRole('radio', { name: 'Unlimited' }));
    const cycles = screen.getByRole('radiogroup', { name: 'Billing cycle' });
    const quarterly = within(cycles).getByRole<HTMLInputElement>('radio', { name: /Quarterly/ });
    expect(quarterly.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'When should the change take effect?' });
    expect(requests(fetchMock, 'preChangePlan')[0]?.searchParams.get('planId')).toBe('u3');
  });

  it('keeps Next disabled until a plan is chosen, asks the timing and changes with the chosen type', async () => {
    const { fetchMock } = render();
    await screen.findByTestId('plan-current');
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Pay As You Go/ }));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);

    const dialog = await screen.findByRole('dialog', { name: 'When should the change take effect?' });
    expect(requests(fetchMock, 'preChangePlan')[0]?.searchParams.get('planId')).toBe('p1');
    expect(within(dialog).getByRole('radio', { name: 'Immediately' })).toBeTruthy();
    expect(within(dialog).getByTestId('plan-timing-details').textContent).toContain('4.09 Coins');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Next billing cycle' }));
    const details = within(dialog).getByTestId('plan-timing-details').textContent;
    expect(details).toContain('0.00 Coins');
    expect(details).toContain('Plan: Pay As You Go');
    expect(details).toContain('Nothing charged now.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const success = await screen.findByRole('dialog', { name: 'Plan changed' });
    expect(success.textContent).toContain('Your plan was changed.');
    expect(success.textContent).toContain('Pay As You Go from 2026-12-21.');
    const change = requests(fetchMock, 'changePlan')[0]?.searchParams;
    expect(change?.get('type')).toBe('2');
    expect(change?.get('planId')).toBe('p1');
    expect(change?.get('virtualNumber')).toBe('12125550100');

    const loadsBefore = requests(fetchMock, 'getManagePlanList').length;
    fireEvent.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(requests(fetchMock, 'getManagePlanList').length).toBeGreaterThan(loadsBefore));
  });
});
