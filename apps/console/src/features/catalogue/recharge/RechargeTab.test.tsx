import { brands, CONSOLE_PATH, type ConsoleCallData, consoleUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = `${CONSOLE_PATH}/catalogue/recharge`;

const settingsOf = (brand: 'pingme' | 'wephone'): ConsoleCallData<'consoleRecharge'> => ({
  brand,
  settings: brands[brand].recharge,
  updatedAt: null,
});

/** Answers the recharge calls by the brand asked; `refuse` makes the replace fail with the server's sentence. */
function serve({ refuse }: { refuse?: string } = {}) {
  return stubFetch((path, init, url) => {
    if (path === consoleUrl('consoleRecharge')) {
      return envelope(0, settingsOf(url.searchParams.get('brand') === 'wephone' ? 'wephone' : 'pingme'));
    }
    if (path === consoleUrl('consoleRechargeReplace')) {
      if (refuse !== undefined) return envelope(Retcode.INVALID_PARAMETER, null, refuse, 400);
      const body = JSON.parse(String(init?.body));
      return envelope(0, { ...settingsOf(body.brand), updatedAt: Date.UTC(2026, 0, 1) });
    }
    return envelope(404, null, '', 404);
  });
}

function sentBody(fetchMock: ReturnType<typeof serve>): unknown {
  const sent = fetchMock.mock.calls.find(([url, init]) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    return init?.method === 'POST' && path === consoleUrl('consoleRechargeReplace');
  });
  return sent === undefined ? undefined : JSON.parse(String(sent[1]?.body));
}

describe('the recharge amounts tab', () => {
  it('lists a brand’s tiles with gifts, default and custom range, and another brand when chosen', async () => {
    serve();
    renderConsole(<App />, { path: PATH, operator: operatorOf('support') });
    const table = await screen.findByRole('table', { name: 'Recharge tiles' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).getByRole('columnheader', { name: 'Amount in Coins' })).toBeTruthy();
    expect(within(table).getByText('50')).toBeTruthy();
    expect(within(table).getByText('Default, marked Popular')).toBeTruthy();
    expect(screen.getByTestId('recharge-custom-range').textContent).toBe(
      'Custom amounts from 11 to 200 Coins; the page starts at 200.',
    );
    // Support reads, only admins change.
    expect(screen.queryByRole('button', { name: 'Edit the tiles' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Brand' }));
    fireEvent.click(await screen.findByRole('option', { name: 'WePhone' }));
    // wephone's 2 USD tile earns the 15% a tile without its own gift gets; its 100 tile its own 13.
    expect(await screen.findByText('0.3 (15% of the amount)')).toBeTruthy();
    expect(screen.getByText('13')).toBeTruthy();
  });

  it('lets an admin add, remove, reorder and edit tiles and sends them as typed with the reason', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path: PATH, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the tiles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recharge amounts of PingMe' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    expect((field('Amount of tile 4') as HTMLInputElement).value).toBe('20');

    fireEvent.change(field('Amount of tile 4'), { target: { value: '30' } });
    fireEvent.change(field('Gift of tile 4'), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove tile 1' }));
    // 5 is now first and moves below 10.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move tile 1 down' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tile' }));
    fireEvent.change(field('Amount of tile 6'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Tile 6 is the default' }));
    fireEvent.change(field('Largest custom amount'), { target: { value: '600' } });
    fireEvent.change(field('Reason'), { target: { value: 'spring offer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the tiles' }));

    await waitFor(() =>
      expect(sentBody(fetchMock)).toEqual({
        brand: 'pingme',
        tiles: [
          { amount: '10', gift: '' },
          { amount: '5', gift: '' },
          { amount: '30', gift: '2.5' },
          { amount: '50', gift: '' },
          { amount: '100', gift: '' },
          { amount: '500', gift: '' },
        ],
        defaultTile: 5,
        customMin: '11',
        customMax: '600',
        customDefault: '200',
        popularGiftPercent: 0,
        reason: 'spring offer',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what is wrong before sending, then shows the server’s sentence', async () => {
    const sentence =
      'The amount of tile 2, $5.00, is already offered by an earlier tile. Offer each amount once.';
    const fetchMock = serve({ refuse: sentence });
    renderConsole(<App />, { path: PATH, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the tiles' }));
    const dialog = await screen.findByRole('dialog');
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    fireEvent.change(field('Amount of tile 2'), { target: { value: 'five' } });
    fireEvent.change(field('Reason'), { target: { value: 'why' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the tiles' }));
    expect(await within(dialog).findByText(/^Write an amount like 20 or 2.5/)).toBeTruthy();
    expect(sentBody(fetchMock)).toBeUndefined();

    fireEvent.change(field('Amount of tile 2'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the tiles' }));
    expect(await within(dialog).findByText(sentence)).toBeTruthy();
  });

  it('reads in Chinese', async () => {
    serve();
    renderConsole(<App />, { path: PATH, operator: operatorOf('admin'), language: 'zh-CN' });
    expect(await screen.findByRole('table', { name: '充值档位' })).toBeTruthy();
    expect(screen.getByText('默认，标为热门')).toBeTruthy();
  });
});
