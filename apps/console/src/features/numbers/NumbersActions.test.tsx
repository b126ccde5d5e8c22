import {
  CONSOLE_PATH,
  type ConsoleCallData,
  consoleUrl,
  type InventoryNumber,
  Retcode,
} from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const FIRST_RENDER = { timeout: 5000 };

const available: InventoryNumber = {
  number: '14155550123',
  country: 'US',
  areaCode: '415',
  type: 'local',
  state: 'available',
  accountId: null,
  quarantineUntil: null,
  createdAt: Date.UTC(2025, 0, 1),
  carrier: null,
};

const plans: ConsoleCallData<'consoleNumberPlans'> = {
  plans: [
    { brands: ['pingme', 'wephone'], planId: '1101', name: 'Unlimited, monthly', months: 1, rent: 49_900 },
    { brands: ['pingme', 'wephone'], planId: '1112', name: 'Unlimited, yearly', months: 12, rent: 499_000 },
  ],
};

const pool: ConsoleCallData<'consoleCodePool'> = {
  numbers: [
    {
      number: '13055550150',
      country: 'US',
      tollFree: false,
      apps: [{ id: 'telegram', name: 'Telegram' }],
      locks: [
        {
          app: { id: 'telegram', name: 'Telegram' },
          since: Date.UTC(2025, 0, 2),
          until: Date.UTC(2025, 0, 3),
        },
      ],
      rentals: 3,
      codes: 2,
      addedAt: Date.UTC(2025, 0, 1),
    },
  ],
  total: 1,
  locked: 1,
  appChoices: [
    { id: 'telegram', name: 'Telegram' },
    { id: 'wechat', name: 'WeChat' },
  ],
  countryChoices: [
    { id: 'US', name: 'United States' },
    { id: 'GB', name: 'United Kingdom' },
  ],
};

/** Serves the numbers calls, keeping each list query and each POST body by path. */
function serve(refusal?: string) {
  const lists: URLSearchParams[] = [];
  const posts: { path: string; body: unknown }[] = [];
  stubFetch((path, init, url) => {
    if (path === consoleUrl('consoleNumbers')) {
      lists.push(url.searchParams);
      return envelope(0, { numbers: [available], total: 120 });
    }
    if (path === consoleUrl('consoleNumberPlans')) return envelope(0, plans);
    if (path === consoleUrl('consoleCodePool')) {
      lists.push(url.searchParams);
      return envelope(0, pool);
    }
    if (init?.method === 'POST') {
      posts.push({ path, body: JSON.parse(String(init.body)) });
      return refusal === undefined
        ? envelope(
            0,
            path === consoleUrl('consoleNumberAssign')
              ? { accountId: 'acc-9', nextPaymentAt: 1 }
              : { inPool: true },
          )
        : envelope(Retcode.INVALID_PARAMETER, null, refusal);
    }
    return envelope(Retcode.NOT_FOUND, null, '', 404);
  });
  return { lists, posts };
}

describe('numbers: filters in the address', () => {
  it('reads the filters and the page from the address, writes a search into it, and back shows the previous list', async () => {
    const { lists } = serve();
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/numbers?country=US&page=2&state=available`,
      operator: operatorOf('support'),
    });
    await waitFor(() => expect(lists.length).toBeGreaterThan(0), FIRST_RENDER);
    expect(Object.fromEntries(lists[0] ?? [])).toMatchObject({
      country: 'US',
      state: 'available',
      offset: '50',
    });
    expect((screen.getByRole('textbox', { name: 'Country' }) as HTMLInputElement).value).toBe('US');

    fireEvent.change(screen.getByRole('textbox', { name: 'Area code' }), { target: { value: '415' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists.at(-1)?.get('areaCode')).toBe('415'));
    expect(lists.at(-1)?.get('offset')).toBe('0');
    expect(window.location.pathname).toBe(`${CONSOLE_PATH}/numbers`);
    expect(new URLSearchParams(window.location.search).get('areaCode')).toBe('415');
    expect(new URLSearchParams(window.location.search).get('page')).toBeNull();

    window.history.back();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Area code' }) as HTMLInputElement).value).toBe(''),
    );
  });
});

describe('numbers: assigning by hand', () => {
  it('gives an available number to a user on a chosen plan with a reason', async () => {
    const { posts } = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to a user' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Assign +1 415 555 0123 to a user' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /email or account id/ }), {
      target: { value: 'user@example.test' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Plan/ }));
    fireEvent.click(
      await screen.findByRole('option', { name: 'Unlimited, yearly, 49.9000 Coins (PingMe, WePhone)' }),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Goodwill after an outage' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign the number' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([
      {
        path: consoleUrl('consoleNumberAssign'),
        body: {
          number: available.number,
          user: 'user@example.test',
          planId: '1112',
          reason: 'Goodwill after an outage',
        },
      },
    ]);
  });

  it('asks for the user and the plan before sending, and keeps the server’s refusal in the dialog', async () => {
    const { posts } = serve('This user is suspended or deleted, so no number can be given to them.');
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to a user' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign the number' }));
    expect(await within(dialog).findByText("Give the user's email or account id.")).toBeTruthy();
    expect(within(dialog).getByText('Choose a plan.')).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /email or account id/ }), {
      target: { value: 'acc-1' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Plan/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Unlimited, monthly/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Gift' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign the number' }));
    expect(
      await within(dialog).findByText(
        'This user is suspended or deleted, so no number can be given to them.',
      ),
    ).toBeTruthy();
  });

  it('moves an available number into the verification pool with a reason', async () => {
    const { posts } = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to verification pool' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Pool low' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the pool' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { path: consoleUrl('consoleCodePoolAdd'), body: { number: available.number, reason: 'Pool low' } },
      ]),
    );
  });
});

describe('numbers: the verification pool', () => {
  it('lists locks, apps and counts, filters by app and country in the address, and takes a number out', async () => {
    const { lists, posts } = serve(
      'An app holds +1 305 555 0150 now. Take it out of the pool once that lock has ended.',
    );
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/numbers/pool?app=telegram`,
      operator: operatorOf('admin'),
    });
    expect(await screen.findByText('1 number, 1 held by an app now', undefined, FIRST_RENDER)).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Numbers of the verification pool' });
    expect(lists[0]?.get('app')).toBe('telegram');
    expect(await within(grid).findByText(/^Telegram: since .+, until .+$/)).toBeTruthy();
    expect(within(grid).getByText('+1 305 555 0150')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }));
    fireEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await waitFor(() => expect(lists.at(-1)?.get('country')).toBe('GB'));
    expect(lists.at(-1)?.get('app')).toBe('telegram');
    expect(new URLSearchParams(window.location.search).get('country')).toBe('GB');

    fireEvent.click(await within(grid).findByRole('button', { name: 'Take out of pool' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Ported out' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take out of the pool' }));
    expect(await within(dialog).findByText(/Take it out of the pool once that lock has ended/)).toBeTruthy();
    expect(posts).toEqual([
      { path: consoleUrl('consoleCodePoolRemove'), body: { number: '13055550150', reason: 'Ported out' } },
    ]);
  });

  it('shows support the pool without the action', async () => {
    serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers/pool`, operator: operatorOf('support') });
    expect(await screen.findByText('1 number, 1 held by an app now', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take out of pool' })).toBeNull();
  });
});
