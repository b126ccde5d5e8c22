import { apiUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../../app/GlobalAlert.tsx';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { expectShown, leaveTabs, NextScreen } from '../../../test/nextScreen.tsx';
import { NewNumberFlow } from './index.ts';
import { testAreaTree, testPlan } from './testData.ts';

const plans = [
  testPlan('u1', 'unlimited', 'Unlimited', 1, 370800),
  testPlan('u3', 'unlimited', 'Unlimited', 3, 1000000),
  testPlan('p1', 'payg', 'Pay As You Go', 1, 40900),
];

function numbersFor(url: URL) {
  const area = url.searchParams.get('areaCode');
  if (url.searchParams.get('code') === 'GB')
    return [{ telCode: '44', phone: '7700900123', areaCode: '', region: '' }];
  if (area === '212')
    return [
      { telCode: '1', phone: '2125550100', areaCode: '212', region: 'New York' },
      { telCode: '1', phone: '2125550111', areaCode: '212', region: 'New York' },
    ];
  return [];
}

const noBanners = { banners: [] as { imageUrl: string; linkUrl: string; alt: string }[] };

function render(
  subscribe: () => Response = () => envelope(0, { hint: 'Your number +1 2125550111 is ready.' }),
  ads = noBanners,
) {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const fetchMock = stubFetch((path, _init, url) => {
    if (path === apiUrl('getAreaCodeV2')) return envelope(0, testAreaTree);
    if (path === apiUrl('getVirtualPhoneByAreaCode')) return envelope(0, { phones: numbersFor(url) });
    if (path === apiUrl('getPlanList')) return envelope(0, { planList: plans });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 123400 });
    if (path === apiUrl('getAdConfig')) return envelope(0, ads);
    if (path === apiUrl('subVirtualPhone')) return subscribe();
    return envelope(0, null);
  });
  const onDone = vi.fn();
  const onCancel = vi.fn();
  leaveTabs();
  renderWithProviders(
    <>
      <NewNumberFlow onDone={onDone} onCancel={onCancel} />
      <GlobalAlert />
      <NextScreen />
    </>,
  );
  return { fetchMock, onDone, onCancel };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, call: Parameters<typeof apiUrl>[0]) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === apiUrl(call));

const nextButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });

async function toStep2() {
  fireEvent.click(await screen.findByRole('option', { name: /212 555 0111/ }));
  fireEvent.click(nextButton());
  await screen.findByTestId('new-number-step2');
  await screen.findByRole('radio', { name: 'Unlimited' });
}

/** Presses Subscribe in the confirmation and waits for it to close. */
async function confirmSubscribe() {
  const confirm = await screen.findByRole('dialog', { name: 'Subscription confirmation' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Subscribe' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscription confirmation' })).toBeNull());
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NewNumberFlow', () => {
  it('hides the province for GB, AU and TollFree and the area code for GB and AU', async () => {
    const { fetchMock } = render();
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await screen.findByRole('option', { name: /212 555 0100/ });
    expect(screen.getByRole('combobox', { name: 'State / province' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Area code' })).toBeTruthy();

    for (const code of ['GB', 'AU']) {
      fireEvent.change(country, { target: { value: code } });
      expect(screen.queryByRole('combobox', { name: 'State / province' })).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Area code' })).toBeNull();
    }
    fireEvent.change(country, { target: { value: 'TollFree' } });
    expect(screen.queryByRole('combobox', { name: 'State / province' })).toBeNull();
    const area = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Area code' });
    expect([...area.options].map((option) => option.value)).toEqual(['800', '833']);

    const gbSearch = calls(fetchMock, 'getVirtualPhoneByAreaCode')
      .map(([url]) => new URL(String(url), 'http://x').searchParams)
      .find((params) => params.get('code') === 'GB');
    expect(gbSearch?.get('telCode')).toBe('44');
    expect(gbSearch?.has('areaCode')).toBe(false);
  });

  it('blocks Next until a number is chosen and says when an area or a search has none', async () => {
    render();
    await screen.findByRole('option', { name: /212 555 0100/ });
    expect(nextButton().disabled).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: 'Area code' }), { target: { value: '646' } });
    expect((await screen.findByTestId('no-number-area')).textContent).toContain('No number is available');
    expect(nextButton().disabled).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: 'Area code' }), { target: { value: '212' } });
    fireEvent.click(await screen.findByRole('option', { name: /212 555 0111/ }));
    expect(nextButton().disabled).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search numbers' }), { target: { value: '9999' } });
    expect(screen.getByTestId('no-number-found').textContent).toContain('No number found');
    expect(nextButton().disabled).toBe(true);
  });

  it('keeps Subscribe greyed until the agreement is ticked and reminds instead of subscribing', async () => {
    const { fetchMock } = render();
    await toStep2();
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox');
    expect(checkbox.checked).toBe(false);
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    expect(subscribe.getAttribute('data-agreed')).toBe('false');
    fireEvent.click(subscribe);
    const reminder = await screen.findByRole('dialog', { name: 'Terms agreement' });
    fireEvent.click(within(reminder).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms agreement' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Subscription confirmation' })).toBeNull();
    expect(calls(fetchMock, 'subVirtualPhone')).toHaveLength(0);
  });

  it('subscribes the chosen number and plan after the confirmation and shows the hint', async () => {
    const { fetchMock, onDone } = render();
    await toStep2();
    expect(screen.getByRole('radio', { name: 'Unlimited' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Pay As You Go' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Quarterly/ }));
    expect(screen.getByTestId('plan-variant-u3').textContent).toContain('100.00 Coins');
    expect(screen.getByTestId('plan-variant-u3').textContent).toContain('Save 10%');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    const confirm = await screen.findByRole('dialog', { name: 'Subscription confirmation' });
    expect(confirm.textContent).toContain('+1 212 555 0111');
    expect(confirm.textContent).toContain('100.00 Coins');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Subscribe' }));

    const result = await screen.findByRole('dialog', { name: 'Subscription notice' });
    expect(result.textContent).toContain('Your number +1 2125550111 is ready.');
    const sent = calls(fetchMock, 'subVirtualPhone');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toMatchObject({
      planId: 'u3',
      telCode: '1',
      phone: '2125550111',
      code: 'US',
      type: 'local',
    });
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(within(result).getByRole('button', { name: 'OK' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('goes back to step 1 with a reloaded list when the number was taken', async () => {
    const { fetchMock } = render(() =>
      envelope(Retcode.NUMBER_UNAVAILABLE, null, 'This number is no longer available.', 409),
    );
    await toStep2();
    const searchesBefore = calls(fetchMock, 'getVirtualPhoneByAreaCode').length;
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await confirmSubscribe();
    await screen.findByTestId('new-number-step1');
    await waitFor(() =>
      expect(calls(fetchMock, 'getVirtualPhoneByAreaCode').length).toBeGreaterThan(searchesBefore),
    );
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('This number is no longer available.');
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(nextButton().disabled).toBe(true));
  });

  it('shows the insufficient-balance dialog on no credit', async () => {
    render(() => envelope(Retcode.INSUFFICIENT_BALANCE, null, 'Insufficient balance.', 402));
    await toStep2();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await confirmSubscribe();
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(within(dialog).getByRole('button', { name: 'Recharge' })).toBeTruthy();
  });

  it('side panel: balance opens top-up, the banner shows only when configured', async () => {
    render(undefined, {
      banners: [{ imageUrl: 'https://ads.test/a.png', linkUrl: 'https://ads.test/', alt: 'Spring offer' }],
    });
    const balance = screen.getByTestId('new-number-balance');
    await waitFor(() => expect(balance.textContent).toContain('12.3400 Coins'));
    expect((await screen.findByRole('img', { name: 'Spring offer' })).getAttribute('src')).toBe(
      'https://ads.test/a.png',
    );
    fireEvent.click(balance);
    await expectShown('Account', 'Recharge');
  });

  it('side panel: no banner when the ad config is empty', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { fetchMock } = render();
    await waitFor(() => expect(calls(fetchMock, 'getAdConfig')).toHaveLength(1));
    await screen.findByRole('option', { name: /212 555 0100/ });
    expect(warn).not.toHaveBeenCalled();
    expect(screen.queryByTestId('new-number-banner')).toBeNull();
  });
});
