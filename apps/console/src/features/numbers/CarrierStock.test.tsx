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

const FIRST_RENDER = { timeout: 10_000 };

const bought: InventoryNumber = {
  number: '14155550123',
  country: 'US',
  areaCode: '415',
  type: 'local',
  state: 'available',
  accountId: null,
  quarantineUntil: null,
  createdAt: Date.UTC(2025, 0, 1),
  carrier: 'twilio',
};

const stock: ConsoleCallData<'consoleCarrierSearch'> = {
  carrier: 'twilio',
  sells: true,
  offers: [
    { number: '14155550199', areaCode: '415', region: 'San Francisco, CA', inInventory: false },
    { number: '14155550123', areaCode: '415', region: 'San Francisco, CA', inInventory: true },
  ],
};

/** A refusal of the server: its retcode and the sentence it says. */
interface Refusal {
  retcode: number;
  retmsg: string;
}

/** Serves the inventory, the carrier's stock and its POSTs, keeping each query and body. */
function serve({
  found = stock,
  searchRefusal,
  postRefusal,
}: {
  found?: ConsoleCallData<'consoleCarrierSearch'>;
  searchRefusal?: Refusal;
  postRefusal?: Refusal;
} = {}) {
  const lists: URLSearchParams[] = [];
  const searches: URLSearchParams[] = [];
  const posts: { path: string; body: unknown }[] = [];
  stubFetch((path, init, url) => {
    if (path === consoleUrl('consoleNumbers')) {
      lists.push(url.searchParams);
      return envelope(0, { numbers: [bought], total: 1 });
    }
    if (path === consoleUrl('consoleCarrierSearch')) {
      searches.push(url.searchParams);
      return searchRefusal
        ? envelope(searchRefusal.retcode, null, searchRefusal.retmsg, 409)
        : envelope(0, found);
    }
    if (init?.method === 'POST') {
      posts.push({ path, body: JSON.parse(String(init.body)) });
      if (postRefusal) return envelope(postRefusal.retcode, null, postRefusal.retmsg, 409);
      return path === consoleUrl('consoleCarrierBuy')
        ? envelope(0, { number: { ...bought, number: '14155550199' } })
        : envelope(0, { number: bought.number });
    }
    return envelope(Retcode.NOT_FOUND, null, '', 404);
  });
  return { lists, searches, posts };
}

/** Opens the carrier's stock from the Numbers screen and searches it for local numbers of US 415. */
async function searchStock(opener = 'Buy from the carrier') {
  fireEvent.click(await screen.findByRole('button', { name: opener }, FIRST_RENDER));
  const dialog = await screen.findByRole('dialog', { name: "The carrier's stock" });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Country/ }), { target: { value: 'us' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Area code/ }), { target: { value: '415' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
  return dialog;
}

describe('numbers: buying from the carrier', () => {
  it('searches by country, type and area code and marks each offer as in the inventory or to buy', async () => {
    const { searches } = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    const dialog = await searchStock();
    const offers = await within(dialog).findByRole('table', { name: 'Numbers the carrier offers' });
    expect(Object.fromEntries(searches[0] ?? [])).toMatchObject({
      country: 'US',
      type: 'local',
      areaCode: '415',
    });
    expect(within(dialog).getByText('The carrier offers 2 numbers.')).toBeTruthy();
    const [, toBuy, held] = within(offers).getAllByRole('row');
    expect(within(toBuy as HTMLElement).getByText('+1 415 555 0199')).toBeTruthy();
    expect(within(toBuy as HTMLElement).getByRole('button', { name: 'Buy +1 415 555 0199' })).toBeTruthy();
    expect(within(held as HTMLElement).getByText('In the inventory')).toBeTruthy();
    expect(within(held as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('searches the chosen type, and any area code when it is left blank', async () => {
    const { searches } = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    const dialog = await searchStock();
    await waitFor(() => expect(searches).toHaveLength(1));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mobile' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Area code/ }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(Object.fromEntries(searches[1] ?? [])).toMatchObject({ country: 'US', type: 'mobile' });
    expect(searches[1]?.has('areaCode')).toBe(false);
  });

  it('asks for a two-letter country before asking the carrier', async () => {
    const { searches } = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy from the carrier' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Country/ }), { target: { value: 'U' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('A country is two letters, as US or GB.')).toBeTruthy();
    expect(searches).toEqual([]);
  });

  it('buys an offer with a reason, sends what the contract asks, and the offer turns to In the inventory', async () => {
    const { posts, lists } = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    const dialog = await searchStock();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Buy +1 415 555 0199' }));
    const confirm = await screen.findByRole('dialog', { name: 'Buy +1 415 555 0199 from Twilio' });
    const listsBefore = lists.length;
    fireEvent.change(within(confirm).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Bay Area stock low' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Buy the number' }));
    // The stock's dialog is hidden from the tree while the confirmation is open over it.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Buy / })).toBeNull());
    expect(posts).toEqual([
      {
        path: consoleUrl('consoleCarrierBuy'),
        body: {
          number: '14155550199',
          country: 'US',
          type: 'local',
          region: 'San Francisco, CA',
          reason: 'Bay Area stock low',
        },
      },
    ]);
    expect(within(dialog).getAllByText('In the inventory')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /^Buy / })).toBeNull();
    await waitFor(() => expect(lists.length).toBeGreaterThan(listsBefore));
  });

  it('keeps the server’s refusal of a purchase in the dialog', async () => {
    const { posts } = serve({
      postRefusal: {
        retcode: Retcode.CONSOLE_CARRIER_UNAVAILABLE,
        retmsg: 'The carrier did not sell +1 415 555 0199; someone may have bought it first. Search again.',
      },
    });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    const dialog = await searchStock();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Buy +1 415 555 0199' }));
    const confirm = await screen.findByRole('dialog', { name: /^Buy \+1 415 555 0199/ });
    fireEvent.change(within(confirm).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Stock' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Buy the number' }));
    expect(await within(confirm).findByText(/someone may have bought it first/)).toBeTruthy();
    expect(posts).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Buy / })).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Buy +1 415 555 0199' })).toBeTruthy();
  });

  it('shows the server’s sentence when the carrier does not answer a search', async () => {
    serve({
      searchRefusal: {
        retcode: Retcode.CONSOLE_CARRIER_UNAVAILABLE,
        retmsg: 'The carrier did not answer. Nothing changed; try again in a minute.',
      },
    });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    const dialog = await searchStock();
    expect(
      await within(dialog).findByText('The carrier did not answer. Nothing changed; try again in a minute.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('says a carrier that sells nothing is the inventory itself, names it, and offers no Buy', async () => {
    serve({ found: { carrier: 'embedded', sells: false, offers: [stock.offers[1]!] } });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    const dialog = await searchStock();
    expect(
      await within(dialog).findByText(
        "This server's carrier, Embedded, has no numbers to sell: its stock is the inventory. Import numbers instead.",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Buy / })).toBeNull();
  });

  it('says when no number matches', async () => {
    serve({ found: { ...stock, offers: [] } });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    const dialog = await searchStock();
    expect(await within(dialog).findByText(/The carrier offers no number that matches/)).toBeTruthy();
  });
});

describe('numbers: giving a bought number back', () => {
  it('marks a bought number and gives an available one back with a reason', async () => {
    const { posts, lists } = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    expect(await screen.findByText('Bought from Twilio', undefined, FIRST_RENDER)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Give back to the carrier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give +1 415 555 0123 back to Twilio' });
    const listsBefore = lists.length;
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Bought by mistake' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([
      {
        path: consoleUrl('consoleCarrierReturn'),
        body: { number: bought.number, reason: 'Bought by mistake' },
      },
    ]);
    await waitFor(() => expect(lists.length).toBeGreaterThan(listsBefore));
  });
});

describe('numbers: the carrier’s stock for support', () => {
  it('lets support search the stock without Buy, and hides Give back', async () => {
    serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('support') });
    expect(await screen.findByText('Bought from Twilio', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Give back to the carrier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy from the carrier' })).toBeNull();
    const dialog = await searchStock("The carrier's stock");
    expect(await within(dialog).findByText('For sale')).toBeTruthy();
    expect(within(dialog).getByText('In the inventory')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Buy / })).toBeNull();
  });
});
