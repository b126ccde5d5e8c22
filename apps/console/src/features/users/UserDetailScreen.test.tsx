import { CONSOLE_PATH, type ConsoleUserData, consoleUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const account: ConsoleUserData = {
  user: {
    accountId: 'acc-7',
    brand: 'wephone',
    email: 'user@example.test',
    phone: '17025550101',
    status: 'active',
    balance: 200_000,
    currency: 'USD',
    createdAt: Date.UTC(2025, 0, 1),
    numbers: ['17025550199'],
  },
  statuses: { profile: 2, useCase: 1, identity: -1 },
  numbers: [{ number: '17025550199', state: 'active', expiresAt: Date.UTC(2025, 1, 1) }],
  ledger: [
    {
      id: 'l1',
      at: Date.UTC(2025, 0, 3),
      kind: 'topup',
      amount: 200_000,
      reason: null,
      number: null,
      orderId: 'order-1',
    },
  ],
  payments: [
    { orderId: 'order-1', method: 'card', amount: 200_000, status: 'paid', at: Date.UTC(2025, 0, 3) },
  ],
  sessions: [
    {
      id: 's1',
      createdAt: Date.UTC(2025, 0, 2),
      lastSeenAt: Date.UTC(2025, 0, 4),
      browser: 'Chrome',
      system: 'Windows',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      ip: '203.0.113.7',
    },
  ],
  counts: { messages: 12, conversations: 3, contacts: 4 },
};

/** The text of a titled section of the user page. */
const sectionText = (name: string) => screen.getByRole('region', { name }).textContent ?? '';

describe('a user page', () => {
  it("names every value the server sends in the operator's language, never as the server spells it", async () => {
    stubFetch((path) =>
      path === consoleUrl('consoleUser', 'acc-7')
        ? envelope(0, account)
        : envelope(Retcode.NOT_FOUND, null, '', 404),
    );
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/users/acc-7`,
      operator: operatorOf('support'),
      language: 'zh-CN',
    });
    await screen.findByRole('heading', { name: 'user@example.test' });
    expect(sectionText('号码')).toContain('正常');
    expect(sectionText('账目（最近 50 条）')).toContain('充值');
    expect(sectionText('账目（最近 50 条）')).toContain('订单 order-1');
    expect(sectionText('支付（最近 20 笔）')).toContain('银行卡');
    expect(sectionText('支付（最近 20 笔）')).toContain('已支付');
    expect(sectionText('登录会话')).toContain('Windows 上的 Chrome');
    const page = document.body.textContent ?? '';
    for (const word of ['active', 'topup', 'card', 'paid', 'Mozilla']) expect(page).not.toContain(word);
  });

  it('shows finance the balance in the brand currency and adjusts it in ten-thousandths, once', async () => {
    const adjustments: Record<string, unknown>[] = [];
    let networkUp = false;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch((path, init) => {
      if (path === consoleUrl('consoleUser', 'acc-7')) return envelope(0, account);
      if (path === consoleUrl('consoleBalanceAdjust')) {
        adjustments.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        if (!networkUp) throw new TypeError('Failed to fetch');
        return envelope(0, { balance: 225_000 });
      }
      return envelope(Retcode.NOT_FOUND, null, '', 404);
    });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/users/acc-7`, operator: operatorOf('finance') });

    expect(await screen.findByRole('heading', { name: 'user@example.test' })).toBeTruthy();
    expect(screen.getAllByText('$20.0000').length).toBeGreaterThan(0);
    // Finance adjusts balances; suspending and deleting are other roles' work.
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance' });
    fireEvent.change(within(dialog).getByLabelText(/Amount in USD/), { target: { value: '2.5' } });
    expect(within(dialog).getByText('The balance becomes $22.5000.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    expect(adjustments).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Goodwill for an outage' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('could not reach the server');

    networkUp = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The balance is now $22.5000.')).toBeTruthy();
    expect(adjustments).toHaveLength(2);
    expect(adjustments[0]).toMatchObject({
      accountId: 'acc-7',
      amount: 25_000,
      reason: 'Goodwill for an outage',
    });
    // The retry is the same request: the server applies it once.
    expect(adjustments[1]).toEqual(adjustments[0]);
  });

  it('shows support the actions of its role, each asking for a reason', async () => {
    const calls: string[] = [];
    stubFetch((path) => {
      if (path === consoleUrl('consoleUser', 'acc-7')) return envelope(0, account);
      calls.push(path);
      return envelope(0, { sessions: 2 });
    });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/users/acc-7`, operator: operatorOf('support') });
    await screen.findByRole('heading', { name: 'user@example.test' });
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Asked by the user' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('2 sessions ended.')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual([consoleUrl('consoleUserSignOut')]));
  });
});
