import { type CataloguePlan, CONSOLE_PATH, consoleUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const plan = (planId: string, months: number, planRent: number, extra: Partial<CataloguePlan> = {}) => ({
  brand: 'pingme' as const,
  planId,
  code: 'US',
  group: 'unlimitedVoice' as const,
  groupName: 'Unlimited Voice',
  months,
  planRent,
  monthRent: Math.round(planRent / months),
  discount: months === 1 ? 0 : 5,
  extra: 0,
  onSale: true,
  updatedAt: Date.UTC(2026, 0, 1),
  ...extra,
});

const plans = [plan('1201', 1, 110_700), plan('1203', 3, 315_495, { onSale: false })];

/** Answers the plan calls; `refuse` makes the edit fail with the server's sentence. */
function serve({ refuse }: { refuse?: string } = {}) {
  return stubFetch((path, init, url) => {
    if (init?.method !== 'POST' && path === consoleUrl('consolePlans'))
      return envelope(0, {
        plans: plans.filter((row) => row.brand === (url.searchParams.get('brand') ?? row.brand)),
      });
    if (refuse !== undefined) return envelope(Retcode.INVALID_PARAMETER, null, refuse);
    if (path === consoleUrl('consolePlanUpdate')) return envelope(0, { plan: plans[0] });
    return envelope(404, null, '', 404);
  });
}

type FetchMock = ReturnType<typeof serve>;

function sentBody(fetchMock: FetchMock): unknown {
  const sent = fetchMock.mock.calls.find(
    ([url, init]) =>
      init?.method === 'POST' &&
      new URL(String(url), 'http://localhost').pathname === consoleUrl('consolePlanUpdate'),
  );
  return sent === undefined ? undefined : JSON.parse(String(sent[1]?.body));
}

const path = `${CONSOLE_PATH}/catalogue/plans`;
const editName = 'Edit PingMe United States Unlimited Voice, 1 month';

describe('the plans tab', () => {
  it('lists one brand’s plans for a country as money, per month and on sale, asking by both filters', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path, operator: operatorOf('admin') });
    const table = await screen.findByRole('table', { name: 'Number plans' });
    expect(within(table).getAllByText('Unlimited Voice')).toHaveLength(2);
    expect(within(table).getByText('3 months')).toBeTruthy();
    expect(within(table).getAllByText('11.0700 Coins')).toHaveLength(2);
    expect(within(table).getByText('31.5495 Coins')).toBeTruthy();
    expect(within(table).getByText('10.5165 Coins')).toBeTruthy();
    expect(within(table).getByText('5%')).toBeTruthy();
    expect(within(table).getByText('Off sale')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    expect(
      asked.some(
        (url) => url.searchParams.get('brand') === 'pingme' && url.searchParams.get('code') === 'US',
      ),
    ).toBe(true);
  });

  it('lets admins change a price and take a plan off sale, checking the price before sending', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: editName }));
    const dialog = await screen.findByRole('dialog', {
      name: 'PingMe United States Unlimited Voice, 1 month',
    });
    const price = within(dialog).getByRole('textbox', { name: /^Price of 1 month/ }) as HTMLInputElement;
    expect(price.value).toBe('11.07');
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'sale' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the plan' }));
    expect(await within(dialog).findByText(/Write a price like 4.99/)).toBeTruthy();
    expect(sentBody(fetchMock)).toBeUndefined();

    fireEvent.change(price, { target: { value: '9.99' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^On sale/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the plan' }));
    await waitFor(() =>
      expect(sentBody(fetchMock)).toEqual({
        brand: 'pingme',
        planId: '1201',
        planRent: '9.99',
        onSale: false,
        reason: 'sale',
      }),
    );
  });

  it('shows the server’s sentence when it refuses the edit', async () => {
    serve({ refuse: 'Plan 1201 of pingme does not exist. Reload the list.' });
    renderConsole(<App />, { path, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: editName }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'why' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the plan' }));
    expect(
      await within(dialog).findByText('Plan 1201 of pingme does not exist. Reload the list.'),
    ).toBeTruthy();
  });

  it('shows support the plans without any change, and reads in Chinese', async () => {
    serve();
    renderConsole(<App />, { path, operator: operatorOf('support'), language: 'zh-CN' });
    const table = await screen.findByRole('table', { name: '号码套餐' });
    expect(within(table).getByText('已下架')).toBeTruthy();
    expect(within(table).getByText('3 个月')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编辑/ })).toBeNull();
  });
});
