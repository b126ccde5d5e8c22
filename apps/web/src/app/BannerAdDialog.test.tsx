import type { BrandId } from '@switchboard/protocol';
import { apiUrl } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetNewAccount, markNewAccount } from '../lib/newAccount.ts';
import { readStorage, StorageKey } from '../lib/storage.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../test/helpers.tsx';
import { BannerAdDialog } from './BannerAdDialog.tsx';
import { localDay } from './bannerAd.ts';

const OFFER = {
  imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  linkUrl: 'https://example.test/offer',
};
const POPUP = { ...OFFER, alt: 'Unlimited texts for 30 days', popup: true };
const PANEL_ONLY = { ...OFFER, alt: 'Side panel offer' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(brand: BrandId, banners: unknown[], language: 'en' | 'zh-CN' = 'en') {
  setupRuntime(brand, language);
  const fetchMock = stubFetch((path) =>
    path === apiUrl('getAdConfig') ? envelope(0, { banners }) : envelope(0, null),
  );
  renderWithProviders(<BannerAdDialog />, brand);
  return fetchMock;
}

const adCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(apiUrl('getAdConfig'))).length;

describe('BannerAdDialog', () => {
  it('shows the banners marked for it, as a link to the offer', async () => {
    show('pingme', [PANEL_ONLY, POPUP]);
    const dialog = await screen.findByRole('dialog', { name: 'Offers for you' });
    const image = screen.getByRole('img', { name: 'Unlimited texts for 30 days' });
    expect(image.closest('a')?.getAttribute('href')).toBe(OFFER.linkUrl);
    expect(dialog.textContent).not.toContain('Side panel offer');
    expect(screen.queryByRole('img', { name: 'Side panel offer' })).toBeNull();
  });

  it('speaks Chinese with a Chinese interface', async () => {
    show('wephone', [POPUP], 'zh-CN');
    expect(await screen.findByRole('dialog', { name: '为您推荐' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('stays closed for the rest of the day once closed, and comes back the next day', async () => {
    show('wetalk', [POPUP]);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readStorage(StorageKey.bannerAdClosedOn)).toBe(localDay(Date.now()));

    cleanup();
    const again = show('wetalk', [POPUP]);
    // Nothing is even asked for the rest of the day.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adCalls(again)).toBe(0);

    cleanup();
    localStorage.setItem(StorageKey.bannerAdClosedOn, localDay(Date.now() - 86_400_000));
    show('wetalk', [POPUP]);
    expect(await screen.findByRole('dialog', { name: 'Offers for you' })).toBeTruthy();
  });

  it('waits while the getting-started guide of a sign-up is due, and shows at the next opening', async () => {
    markNewAccount('new@example.test');
    const first = show('pingme', [POPUP]);
    // Nothing is even asked while the guide is due.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(adCalls(first)).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    forgetNewAccount();
    show('pingme', [POPUP]);
    expect(await screen.findByRole('dialog', { name: 'Offers for you' })).toBeTruthy();
  });

  it('counts following the banner as closing it', async () => {
    show('wetalkpro', [POPUP]);
    await screen.findByRole('dialog');
    // The test browser would really open the offer's page: the click is only followed by the app.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay, { capture: true });
    fireEvent.click(screen.getByRole('link'));
    document.removeEventListener('click', stay, { capture: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readStorage(StorageKey.bannerAdClosedOn)).toBe(localDay(Date.now()));
  });

  it('shows nothing when there are no banners, or none marked for it', async () => {
    const none = show('pingme', []);
    await waitFor(() => expect(adCalls(none)).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    const unmarked = show('cloudnumber', [PANEL_ONLY]);
    await waitFor(() => expect(adCalls(unmarked)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readStorage(StorageKey.bannerAdClosedOn)).toBeNull();
  });

  it('is not a dialog of jiema, which has no chats', async () => {
    const fetchMock = show('jiema', [POPUP]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adCalls(fetchMock)).toBe(0);
  });
});
