import type { UiLanguage } from '@switchboard/protocol';
import { apiUrl, BOOT_ELEMENT_ID } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigation } from '../../../lib/navigation.ts';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { NextScreen } from '../../../test/nextScreen.tsx';
import { expectMainTabShown } from '../../../test/screenChecks.tsx';
import { listAnswer, resetNumbersState } from '../testing.ts';
import { MobilePlanPage } from './MobilePlanPage.tsx';
import { followPayBack } from './payBack.ts';

const BASE = 'https://plans.example.com/mobile?ref=web';
const ORIGIN = 'https://plans.example.com';
const TOKEN = 'tok_0123456789abcdefghijklmnop';

async function render(account = { phone: '2025550111', telCode: '1', email: 'a@b.test' }) {
  setupRuntime('pingme', 'zh-CN');
  useSession.setState({ token: TOKEN });
  stubFetch((path) => (path === apiUrl('getAccountInfo') ? envelope(0, account) : envelope(0, null)));
  renderWithProviders(<MobilePlanPage baseUrl={BASE} />, 'pingme');
  return new URL((await screen.findByTestId('mobile-plan-frame')).getAttribute('src') ?? '');
}

/**
 * The signed-in page's side bar and the numbers tab on its mobile-plan page, as a person sees them
 * (the page comes from the boot data), so a frame message shows where it leads.
 */
async function renderTab(language: UiLanguage = 'en') {
  setupRuntime('wetalk', language);
  useSession.setState({ token: TOKEN });
  setBoot(JSON.stringify({ brand: 'wetalk', mobilePlanUrl: BASE }));
  stubFetch((path) => {
    if (path === apiUrl('getAccountInfo')) return envelope(0, { phone: '', telCode: '', email: 'a@b.test' });
    if (path === apiUrl('getVirtualPhoneList')) return envelope(0, listAnswer());
    if (path === apiUrl('getSubscriptionList')) return envelope(0, { totalRows: 0, list: [] });
    return envelope(0, null);
  });
  renderWithProviders(<NextScreen />, 'wetalk');
  return frameSrc();
}

/** The address of the mobile-plan frame on screen (waits for it). */
async function frameSrc(): Promise<URL> {
  return new URL((await screen.findByTestId('mobile-plan-frame')).getAttribute('src') ?? '');
}

/** Opens the numbers tab's mobile-plan page from its side tab, as a person does. */
async function openMobilePlan(): Promise<URL> {
  fireEvent.click(await screen.findByRole('button', { name: 'Mobile plan' }));
  return frameSrc();
}

function setBoot(json: string | null) {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  if (json === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_ELEMENT_ID;
  script.textContent = json;
  document.body.appendChild(script);
}

function post(data: unknown, origin = ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

beforeEach(() => {
  resetNumbersState();
  useNavigation.setState({ tab: 'numbers', section: 'mobilePlan' });
});
afterEach(() => {
  setBoot(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mobile-plan frame address', () => {
  it('carries platform, osType=pc, languagecode, token, phone and email, keeping the base query', async () => {
    const src = await render();
    expect(src.origin + src.pathname).toBe('https://plans.example.com/mobile');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      ref: 'web',
      platform: 'pingme',
      osType: 'pc',
      languagecode: 'zh_cn',
      token: TOKEN,
      phone: '12025550111',
      email: 'a@b.test',
    });
  });

  it('leaves out phone and email the account does not have', async () => {
    const src = await render({ phone: '', telCode: '', email: '' });
    expect(src.searchParams.has('phone')).toBe(false);
    expect(src.searchParams.has('email')).toBe(false);
  });
});

describe('mobile-plan frame messages', () => {
  it('ignores messages from other origins and malformed ones', async () => {
    await renderTab();
    await expectMainTabShown('Numbers', 'Mobile plan');
    post({ type: 'back' }, 'https://evil.example.com');
    post({ type: 'nonsense' });
    post('back');
    await expectMainTabShown('Numbers', 'Mobile plan');
    expect(screen.getByTestId('mobile-plan-frame')).toBeTruthy();
  });

  it('back and managePhone return to number management; subscriptionHistory opens that side tab', async () => {
    await renderTab();
    post({ type: 'subscriptionHistory' });
    await expectMainTabShown('Numbers', 'Subscription history');
    await openMobilePlan();
    post({ type: 'managePhone' });
    await expectMainTabShown('Numbers', 'Number management');
    await openMobilePlan();
    post({ type: 'back' });
    await expectMainTabShown('Numbers', 'Number management');
    expect(screen.queryByTestId('mobile-plan-frame')).toBeNull();
  });

  it('language switches the interface language', async () => {
    const before = await renderTab('zh-CN');
    expect(before.searchParams.get('languagecode')).toBe('zh_cn');
    expect(screen.queryByRole('button', { name: 'Mobile plan' })).toBeNull();
    post({ type: 'language', payload: { language: 'en' } });
    // The side tabs read in English, and the frame is reloaded in it.
    expect(await screen.findByRole('button', { name: 'Mobile plan' })).toBeTruthy();
    await waitFor(async () => expect((await frameSrc()).searchParams.get('languagecode')).toBe('en'));
  });

  it('topUp remembers the current frame page as the pay-back link and opens recharge', async () => {
    const first = await renderTab();
    expect(first.searchParams.has('page')).toBe(false);
    post({ type: 'pageChange', payload: { page: 'plans/esim' } });
    post({ type: 'topUp' });
    await expectMainTabShown('Account', 'Recharge');
    // What a closed payment overlay does: back to the mobile-plan page, reopened on the frame's page.
    let followed = false;
    act(() => {
      followed = followPayBack();
    });
    expect(followed).toBe(true);
    await expectMainTabShown('Numbers', 'Mobile plan');
    expect((await frameSrc()).searchParams.get('page')).toBe('plans/esim');
    // The link is used once: a second overlay closing has nowhere to return to.
    act(() => {
      followed = followPayBack();
    });
    expect(followed).toBe(false);
  });

  it('frame pages (order history) stay on the page and are remembered for a return', async () => {
    await renderTab();
    post({ type: 'orderHistory' });
    await expectMainTabShown('Numbers', 'Mobile plan');
    expect(screen.getByTestId('mobile-plan-frame')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Number management' }));
    await expectMainTabShown('Numbers', 'Number management');
    expect((await openMobilePlan()).searchParams.get('page')).toBe('orderHistory');
  });
});
