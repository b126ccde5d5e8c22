import type { ManagePlanData } from '@switchboard/protocol';
import { apiUrl, CHANGE_TIMING, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../../app/GlobalAlert.tsx';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { expectShown, leaveTabs, NextScreen } from '../../../test/nextScreen.tsx';
import { testPlan } from '../new/testData.ts';
import { PlanChange } from './index.ts';

const manage: ManagePlanData = {
  currentPlan: testPlan('u1', 'unlimited', 'Unlimited', 1, 370800),
  nextPaymentDate: '2026-12-21T00:00:00.000Z',
  pendingPlan: null,
  planList: [testPlan('p1', 'payg', 'Pay As You Go', 1, 40900)],
};

const now = {
  type: CHANGE_TIMING.now,
  planId: 'p1',
  tip: 'Starts today',
  payAmount: 40900,
  planName: 'Pay As You Go',
  rule: 'Charged now.',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlanChange without enough balance', () => {
  it('answers a refused "Immediately" with the insufficient-balance dialog, whose Recharge opens recharge', async () => {
    setupRuntime('pingme', 'en');
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    leaveTabs();
    stubFetch((path) => {
      if (path === apiUrl('getManagePlanList')) return envelope(0, manage);
      if (path === apiUrl('preChangePlan')) return envelope(0, { options: [now] });
      if (path === apiUrl('changePlan'))
        return envelope(Retcode.INSUFFICIENT_BALANCE, null, 'Your balance is insufficient.', 402);
      return envelope(0, null);
    });
    renderWithProviders(
      <>
        <PlanChange virtualNumber="12125550100" onBack={() => undefined} />
        <GlobalAlert />
        <NextScreen />
      </>,
    );
    fireEvent.click(await screen.findByRole('radio', { name: /Pay As You Go/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const timing = await screen.findByRole('dialog', { name: 'When should the change take effect?' });
    fireEvent.click(within(timing).getByRole('button', { name: 'Confirm' }));

    const noCredit = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(noCredit.textContent).toContain('Your balance is insufficient.');
    expect(screen.queryByRole('dialog', { name: 'When should the change take effect?' })).toBeNull();
    fireEvent.click(within(noCredit).getByRole('button', { name: 'Recharge' }));
    await expectShown('Account', 'Recharge');
  });
});
