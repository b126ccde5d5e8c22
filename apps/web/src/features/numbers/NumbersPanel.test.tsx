import type { VirtualPhoneListData } from '@switchboard/protocol';
import { apiUrl, BOOT_ELEMENT_ID } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import NumbersPanel from './NumbersPanel.tsx';
import { listAnswer, resetNumbersState, UK_NUMBER, US_NUMBER } from './testing.ts';

function render(list: () => VirtualPhoneListData = () => listAnswer()) {
  setupRuntime('wetalk', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('getVirtualPhoneList')) return envelope(0, list());
    if (path === apiUrl('getAccountInfo')) return envelope(0, { phone: '', telCode: '', email: 'a@b.test' });
    return envelope(0, null);
  });
  renderWithProviders(<NumbersPanel />, 'wetalk');
  return fetchMock;
}

function navItems(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Numbers' });
  return within(nav)
    .getAllByRole('button')
    .map((item) => item.getAttribute('data-section') ?? item.textContent ?? '');
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

beforeEach(resetNumbersState);
afterEach(() => {
  setBoot(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NumbersPanel side tabs', () => {
  it('shows management (default), history and settings when a capability exists, no mobile plan without boot URL', async () => {
    render();
    await screen.findAllByTestId('number-row');
    expect(navItems()).toEqual(['New number', 'manage', 'subscriptionHistory', 'settings']);
    expect(screen.getByRole('button', { name: 'Number management' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('hides settings when neither forwarding nor voicemail is available', async () => {
    render(() => listAnswer({ canForward: false, canVoicemail: false }));
    await screen.findAllByTestId('number-row');
    expect(navItems()).toEqual(['New number', 'manage', 'subscriptionHistory']);
  });

  it('adds the mobile-plan entry when the boot data carries its URL', async () => {
    setBoot(JSON.stringify({ brand: 'wetalk', mobilePlanUrl: 'https://plans.example.com/m' }));
    render();
    await screen.findAllByTestId('number-row');
    expect(navItems()).toContain('mobilePlan');
    fireEvent.click(screen.getByRole('button', { name: 'Mobile plan' }));
    expect(await screen.findByTestId('mobile-plan-frame')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mobile plan' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Number management' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('number management', () => {
  it('lists +telCode phone, the first 10 characters of the payment date, rent and status', async () => {
    render(() => listAnswer({ voicemailStatus: 1 }));
    const rows = await screen.findAllByTestId('number-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('+1 202 555 0100');
    expect(within(rows[0]!).getByTestId('number-payment-date').textContent).toBe('Next payment: 2026-12-05');
    expect(within(rows[1]!).getByTestId('number-payment-date').textContent).toBe('Next payment: 2027-01-17');
    expect(within(rows[0]!).getByTestId('number-rent').textContent).toBe('$4.99 / month');
    expect(within(rows[0]!).getByTestId('number-status').textContent).toBe('Voicemail');
  });

  it('filters by a substring of telCode plus phone', async () => {
    render();
    await screen.findAllByTestId('number-row');
    fireEvent.change(screen.getByLabelText('Search numbers'), { target: { value: '447911' } });
    const rows = screen.getAllByTestId('number-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('+44 7911 123456');
    fireEvent.change(screen.getByLabelText('Search numbers'), { target: { value: '999999' } });
    expect(screen.queryAllByTestId('number-row')).toHaveLength(0);
    expect(screen.getByText('No number matches your search.')).toBeTruthy();
  });

  it('unsubscribes only after confirming, then reloads the list', async () => {
    let numbers = [US_NUMBER, UK_NUMBER];
    const fetchMock = render(() => listAnswer({ virtualPhones: numbers }));
    const rows = await screen.findAllByTestId('number-row');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Unsubscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsubscribe this number?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const unsubCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes(apiUrl('unSubVirtualPhone')));
    expect(unsubCalls()).toHaveLength(0);

    fireEvent.click(
      within(screen.getAllByTestId('number-row')[1]!).getByRole('button', { name: 'Unsubscribe' }),
    );
    numbers = [US_NUMBER];
    const again = await screen.findByRole('dialog', { name: 'Unsubscribe this number?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getAllByTestId('number-row')).toHaveLength(1));
    expect(unsubCalls()).toHaveLength(1);
    expect(JSON.parse(String(unsubCalls()[0]![1]!.body))).toMatchObject({
      telCode: '44',
      phone: '7911123456',
    });
  });

  it('shows an empty state whose button opens the new-number flow', async () => {
    render(() => listAnswer({ virtualPhones: [] }));
    const empty = await screen.findByTestId('numbers-empty');
    fireEvent.click(within(empty).getByRole('button', { name: 'New number' }));
    await waitFor(() => expect(screen.queryByTestId('numbers-empty')).toBeNull());
    expect(screen.getByRole('button', { name: 'Number management' }).getAttribute('aria-current')).toBeNull();
  });
});
