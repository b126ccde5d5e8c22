import { apiUrl } from '@switchboard/protocol';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigation } from '../../../lib/navigation.ts';
import { useRuntime } from '../../../lib/runtime.ts';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { resetNumbersState } from '../testing.ts';
import { MobilePlanPage } from './MobilePlanPage.tsx';
import { followPayBack, payBack, useFramePage } from './payBack.ts';

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
    await render();
    post({ type: 'back' }, 'https://evil.example.com');
    post({ type: 'nonsense' });
    post('back');
    expect(useNavigation.getState()).toMatchObject({ tab: 'numbers', section: 'mobilePlan' });
  });

  it('back and managePhone return to number management; subscriptionHistory opens that side tab', async () => {
    await render();
    post({ type: 'subscriptionHistory' });
    expect(useNavigation.getState().section).toBe('subscriptionHistory');
    post({ type: 'managePhone' });
    expect(useNavigation.getState().section).toBe('manage');
    post({ type: 'back' });
    expect(useNavigation.getState()).toMatchObject({ tab: 'numbers', section: 'manage' });
  });

  it('language switches the interface language', async () => {
    await render();
    post({ type: 'language', payload: { language: 'en' } });
    expect(useRuntime.getState().language).toBe('en');
  });

  it('topUp remembers the current frame page as the pay-back link and opens recharge', async () => {
    await render();
    post({ type: 'pageChange', payload: { page: 'plans/esim' } });
    expect(useFramePage.getState().page).toBe('plans/esim');
    post({ type: 'topUp' });
    expect(useNavigation.getState()).toMatchObject({ tab: 'account', section: 'recharge' });
    expect(payBack.getState().link).toEqual({ tab: 'numbers', section: 'mobilePlan', page: 'plans/esim' });
    expect(followPayBack()).toBe(true);
    expect(useNavigation.getState()).toMatchObject({ tab: 'numbers', section: 'mobilePlan' });
    expect(payBack.getState().link).toBeNull();
  });

  it('frame pages (order history) stay on the page and are remembered for a return', async () => {
    await render();
    post({ type: 'orderHistory' });
    expect(useNavigation.getState().section).toBe('mobilePlan');
    expect(useFramePage.getState().page).toBe('orderHistory');
  });
});
