import { type AppStock, apiUrl, type VerificationApp } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { rememberApp } from './recentApps.ts';
import { ServiceList } from './ServiceList.tsx';

const apps: VerificationApp[] = [
  { app: 'wechat', name: 'WeChat', nameEn: 'WeChat', nameZh: '微信', sort: 1 },
  { app: 'telegram', name: 'Telegram', nameEn: 'Telegram', nameZh: 'Telegram', sort: 2 },
  { app: 'google', name: 'Google', nameEn: 'Google', nameZh: '谷歌', sort: 3 },
  { app: 'cafe', name: 'Café Rewards', nameEn: 'Café Rewards', nameZh: '咖啡奖励', sort: 4 },
];

const inStock = (app: string, available = 7): AppStock => ({ app, codeRate: 5_000, available });

interface Setup {
  favourites?: string[];
  stock?: AppStock[];
  front?: boolean;
}

function renderList({
  favourites = [],
  stock = apps.map((app) => inStock(app.app)),
  front = false,
}: Setup = {}) {
  setupRuntime('jiema', 'en', front);
  if (!front) useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  let starred = [...favourites];
  const fetchMock = stubFetch(async (path, init) => {
    if (path === apiUrl('getAppStock')) return envelope(0, { list: stock });
    if (path === apiUrl('getFavouriteApps')) return envelope(0, { apps: starred });
    if (path === apiUrl('setFavouriteApp')) {
      const body = JSON.parse(String(init?.body)) as { app: string; favourite: boolean };
      starred = body.favourite
        ? [body.app, ...starred.filter((a) => a !== body.app)]
        : starred.filter((a) => a !== body.app);
      return envelope(0, { apps: starred });
    }
    return envelope(0, null);
  });
  const onPick = vi.fn();
  renderWithProviders(<ServiceList apps={apps} country="US" selected={null} onPick={onPick} />, 'jiema');
  return { fetchMock, onPick };
}

const order = () => screen.getAllByTestId('service-row').map((row) => row.getAttribute('data-app'));
const search = (text: string) =>
  fireEvent.change(screen.getByTestId('service-search'), { target: { value: text } });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ServiceList search', () => {
  it('finds apps by English name, Chinese name, full pinyin and pinyin initials, ignoring case and accents', async () => {
    renderList();
    await screen.findAllByText(/in stock/);
    search('TELE');
    expect(order()).toEqual(['telegram']);
    search('微');
    expect(order()).toEqual(['wechat']);
    search('weixin');
    await waitFor(() => expect(order()).toEqual(['wechat']));
    search('gg');
    expect(order()).toEqual(['google']);
    search('kfjl');
    expect(order()).toEqual(['cafe']);
    search('cafe');
    expect(order()).toEqual(['cafe']);
    search('zzzz');
    expect(screen.queryAllByTestId('service-row')).toEqual([]);
    expect(screen.getByText('No service matches')).toBeTruthy();
  });
});

describe('ServiceList rows', () => {
  it('shows each logo hidden from screen readers, a letter when no icon exists, with price and stock', async () => {
    renderList();
    const wechat = await screen.findByTestId('service-wechat');
    expect(await within(wechat).findByText(/^\S+ per code · 7 in stock$/)).toBeTruthy();
    const logo = screen.getByTestId('app-logo-wechat');
    expect(logo.getAttribute('aria-hidden')).toBe('true');
    expect(logo.getAttribute('data-logo')).toBe('icon');
    expect(logo.querySelector('path')?.getAttribute('d')).toBeTruthy();
    const letter = screen.getByTestId('app-logo-cafe');
    expect(letter.getAttribute('data-logo')).toBe('letter');
    expect(letter.textContent).toBe('C');
  });

  it('pins favourites on top, then recent apps, and a star moves an app to the top', async () => {
    rememberApp('google');
    const { fetchMock } = renderList({ favourites: ['cafe'] });
    await waitFor(() => expect(order()).toEqual(['cafe', 'google', 'wechat', 'telegram']));
    const star = screen.getByTestId('service-star-telegram');
    expect(star.getAttribute('aria-label')).toBe('Add to favourites');
    fireEvent.click(star);
    await waitFor(() => expect(order()).toEqual(['telegram', 'cafe', 'google', 'wechat']));
    expect(screen.getByTestId('service-star-telegram').getAttribute('aria-label')).toBe(
      'Remove from favourites',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(apiUrl('setFavouriteApp')))).toBe(true);
    fireEvent.click(screen.getByTestId('service-star-cafe'));
    await waitFor(() => expect(order()).toEqual(['telegram', 'google', 'wechat', 'cafe']));
  });

  it('greys apps out of stock after those in stock, still choosable', async () => {
    const { onPick } = renderList({
      stock: [inStock('wechat', 0), inStock('telegram'), inStock('google'), inStock('cafe')],
    });
    await waitFor(() => expect(order()).toEqual(['telegram', 'google', 'cafe', 'wechat']));
    const wechat = screen.getByTestId('service-wechat');
    expect(wechat.getAttribute('data-out-of-stock')).toBe('true');
    expect(within(wechat).getByText('Out of stock')).toBeTruthy();
    fireEvent.click(wechat);
    expect(onPick).toHaveBeenCalledWith(apps[0]);
  });

  it('offers no star to a front-page visitor and never asks for favourites', async () => {
    const { fetchMock } = renderList({ front: true });
    await screen.findAllByText(/in stock/);
    expect(screen.queryByRole('button', { name: 'Add to favourites' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(apiUrl('getFavouriteApps')))).toBe(
      false,
    );
  });
});
