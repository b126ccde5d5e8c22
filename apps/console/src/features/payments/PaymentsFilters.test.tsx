import { CONSOLE_PATH, consoleUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const FIRST_RENDER = { timeout: 5000 };

function serve() {
  const queries: URLSearchParams[] = [];
  stubFetch((path, _init, url) => {
    if (path !== consoleUrl('consolePayments') && path !== consoleUrl('consolePaymentTotals'))
      return envelope(Retcode.NOT_FOUND, null, '', 404);
    queries.push(url.searchParams);
    return path === consoleUrl('consolePayments')
      ? envelope(0, { orders: [], total: 0 })
      : envelope(0, { totals: [] });
  });
  return queries;
}

const address = () => Object.fromEntries(new URLSearchParams(window.location.search));

describe('payments: filters in the address', () => {
  it('asks for the orders the address names, and a new filter is a new address back leaves', async () => {
    const queries = serve();
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/payments?brand=wephone&page=3&status=failed`,
      operator: operatorOf('finance'),
    });
    await waitFor(() => expect(queries.length).toBeGreaterThan(0), FIRST_RENDER);
    expect(Object.fromEntries(queries[0] ?? [])).toMatchObject({
      brand: 'wephone',
      status: 'failed',
      offset: '100',
    });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Method' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bank card' }));
    await waitFor(() => expect(queries.at(-1)?.get('method')).toBe('card'));
    expect(queries.at(-1)?.get('offset')).toBe('0');
    expect(address()).toEqual({ brand: 'wephone', method: 'card', status: 'failed' });

    // Typing a search replaces the address rather than adding one entry a key.
    fireEvent.change(screen.getByRole('textbox', { name: 'Order id or email' }), {
      target: { value: 'a@b.test' },
    });
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('a@b.test'));

    window.history.back();
    await waitFor(() => expect(address()).toEqual({ brand: 'wephone', page: '3', status: 'failed' }));
    // The earlier list comes back (from the cache it was kept in), its method filter with it.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Method' }).textContent).toBe('All methods'),
    );
  });

  it('keeps the totals’ days and brand in the address', async () => {
    const queries = serve();
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/payments/totals?from=2025-01-01&to=2025-01-31`,
      operator: operatorOf('support'),
    });
    await waitFor(() => expect(queries.length).toBeGreaterThan(0), FIRST_RENDER);
    expect(Object.fromEntries(queries[0] ?? [])).toMatchObject({ from: '2025-01-01', to: '2025-01-31' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Brand' }));
    fireEvent.click((await screen.findAllByRole('option'))[2] as HTMLElement);
    await waitFor(() => expect(address().brand).toBeDefined());
    expect(address()).toMatchObject({ from: '2025-01-01', to: '2025-01-31' });
    expect(queries.at(-1)?.get('brand')).toBe(address().brand);
  });
});
