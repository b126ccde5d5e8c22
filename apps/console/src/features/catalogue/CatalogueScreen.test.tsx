import { CONSOLE_PATH, type ConsoleCallData, consoleUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const rates: ConsoleCallData<'consoleRates'> = {
  rates: [
    {
      rateKey: 'GB',
      countryName: 'United Kingdom',
      smsSegment: 400,
      mms: null,
      updatedAt: Date.UTC(2025, 0, 1),
    },
    { rateKey: 'TOLLFREE', countryName: null, smsSegment: 90, mms: 200, updatedAt: Date.UTC(2025, 0, 1) },
  ],
};

const banner = (id: string, alt: string, position: number, extra = {}) => ({
  id,
  brand: null,
  imageUrl: `https://ads.example.com/${id}.png`,
  linkUrl: `https://example.com/${id}`,
  alt,
  popup: false,
  active: true,
  position,
  createdAt: Date.UTC(2025, 0, 1),
  updatedAt: Date.UTC(2025, 0, 1),
  ...extra,
});

const banners: ConsoleCallData<'consoleBanners'> = {
  banners: [
    banner('b1', 'Spring sale', 0),
    banner('b2', 'New numbers', 1, { brand: 'wephone', active: false }),
  ],
};

/** Answers the catalogue's calls; `refuse` makes the writes fail with the server's sentence. */
function serve({ refuse }: { refuse?: string } = {}) {
  return stubFetch((path, init) => {
    // The banner list and a new banner share a path: the method tells them apart.
    const read = init?.method !== 'POST';
    if (read && path === consoleUrl('consoleRates')) return envelope(0, rates);
    if (read && path === consoleUrl('consoleBanners')) return envelope(0, banners);
    if (refuse !== undefined) return envelope(Retcode.INVALID_PARAMETER, null, refuse);
    if (path === consoleUrl('consoleRateUpdate')) return envelope(0, { rate: rates.rates[0] });
    if (path === consoleUrl('consoleBannerMove')) return envelope(0, banners);
    if (path === consoleUrl('consoleBannerCreate')) return envelope(0, { banner: banners.banners[0] });
    return envelope(404, null, '', 404);
  });
}

type FetchMock = ReturnType<typeof serve>;

function sentBody(fetchMock: FetchMock, path: string): unknown {
  const sent = fetchMock.mock.calls.find(
    ([url, init]) => init?.method === 'POST' && new URL(String(url), 'http://localhost').pathname === path,
  );
  return sent === undefined ? undefined : JSON.parse(String(sent[1]?.body));
}

describe('the catalogue screen', () => {
  it('lists the rates as money is written, names toll-free numbers, and lets admins edit one', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/catalogue`, operator: operatorOf('admin') });
    const table = await screen.findByRole('table', { name: 'SMS and MMS rates' });
    expect(within(table).getByText('United Kingdom')).toBeTruthy();
    expect(within(table).getByText('0.04')).toBeTruthy();
    expect(within(table).getByText('No MMS')).toBeTruthy();
    expect(within(table).getByText('Toll-free numbers')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit the rate of United Kingdom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate of United Kingdom' });
    const sms = within(dialog).getByRole('textbox', { name: /^Price per SMS segment/ }) as HTMLInputElement;
    expect(sms.value).toBe('0.04');
    fireEvent.change(sms, { target: { value: '0.05' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'new carrier price' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the rate' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, consoleUrl('consoleRateUpdate'))).toEqual({
        rateKey: 'GB',
        smsSegment: '0.05',
        mms: '',
        reason: 'new carrier price',
      }),
    );
  });

  it('says what is wrong with an amount before sending it, and shows the server’s refusal', async () => {
    const fetchMock = serve({ refuse: 'There is no rate for “GB”. Search again.' });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/catalogue`, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the rate of United Kingdom' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Price per SMS segment/ }), {
      target: { value: '-1' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'why' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the rate' }));
    expect(await within(dialog).findByText(/Write an amount like 0.05/)).toBeTruthy();
    expect(sentBody(fetchMock, consoleUrl('consoleRateUpdate'))).toBeUndefined();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Price per SMS segment/ }), {
      target: { value: '0.05' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the rate' }));
    expect(await within(dialog).findByText('There is no rate for “GB”. Search again.')).toBeTruthy();
  });

  it('shows support the rates and banners without any change', async () => {
    serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/catalogue`, operator: operatorOf('support') });
    await screen.findByRole('table', { name: 'SMS and MMS rates' });
    expect(screen.queryByRole('button', { name: /Edit the rate/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Banner ads' }));
    await screen.findByRole('table', { name: 'Banner ads' });
    expect(screen.queryByRole('button', { name: 'Add a banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('lists the banners in order with their images described, moves one and adds one for every brand', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/catalogue/banners`, operator: operatorOf('admin') });
    const table = await screen.findByRole('table', { name: 'Banner ads' });
    expect(within(table).getByRole('img', { name: 'Spring sale' })).toBeTruthy();
    expect(within(table).getByText('All brands')).toBeTruthy();
    expect(within(table).getByText('WePhone')).toBeTruthy();
    expect(within(table).getByText('Off')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move Spring sale up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move Spring sale down' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, consoleUrl('consoleBannerMove'))).toEqual({ id: 'b1', direction: 'down' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add a banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New banner ad' });
    const type = (name: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
    type(/^Image address/, 'https://ads.example.com/summer.png');
    type(/^Link/, 'https://example.com/summer');
    type(/^Alternative text/, 'Summer offer');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /dialog signed-in users see/ }));
    type(/^Reason/, 'summer campaign');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the banner' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, consoleUrl('consoleBannerCreate'))).toEqual({
        brand: null,
        imageUrl: 'https://ads.example.com/summer.png',
        linkUrl: 'https://example.com/summer',
        alt: 'Summer offer',
        popup: true,
        active: true,
        reason: 'summer campaign',
      }),
    );
  });

  it('reads in Chinese', async () => {
    serve();
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/catalogue`,
      operator: operatorOf('admin'),
      language: 'zh-CN',
    });
    expect(await screen.findByRole('tab', { name: '短信和彩信费率' })).toBeTruthy();
    expect(await screen.findByText('不支持彩信')).toBeTruthy();
    expect(screen.getByText('免费电话号码')).toBeTruthy();
  });
});
