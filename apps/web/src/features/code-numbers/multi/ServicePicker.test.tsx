import { apiUrl, type VerificationApp } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { ServicePicker } from './ServicePicker.tsx';

const apps: VerificationApp[] = [
  { app: 'telegram', name: 'Telegram', nameEn: 'Telegram', nameZh: 'Telegram', sort: 1 },
  { app: 'wechat', name: 'WeChat', nameEn: 'WeChat', nameZh: '微信', sort: 2 },
];

function Picker() {
  const [value, setValue] = useState<VerificationApp | null>(null);
  return <ServicePicker apps={apps} country="US" value={value} onChange={setValue} />;
}

function renderPicker() {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  let starred: string[] = [];
  stubFetch((path, init) => {
    if (path === apiUrl('getAppStock'))
      return envelope(0, {
        list: [
          { app: 'telegram', codeRate: 5_000, available: 0 },
          { app: 'wechat', codeRate: 5_000, available: 3 },
        ],
      });
    if (path === apiUrl('getFavouriteApps')) return envelope(0, { apps: starred });
    if (path === apiUrl('setFavouriteApp')) {
      const body = JSON.parse(String(init?.body)) as { app: string; favourite: boolean };
      starred = body.favourite ? [body.app] : [];
      return envelope(0, { apps: starred });
    }
    return envelope(0, null);
  });
  renderWithProviders(<Picker />, 'pingme');
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.getAttribute('aria-label'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ServicePicker', () => {
  it('puts apps out of stock last, finds by pinyin initials, and stars the chosen app', async () => {
    renderPicker();
    const field = screen.getByLabelText('Service');
    // A person types into the focused field (unfocused, the field goes back to the chosen value).
    field.focus();
    // Both names hold an "e": Telegram, first by sort, comes last as it is out of stock.
    fireEvent.change(field, { target: { value: 'e' } });
    await waitFor(() => expect(optionNames()).toEqual(['WeChat', 'Telegram']));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Telegram' }).textContent).toContain('Out of stock'),
    );
    fireEvent.change(field, { target: { value: 'wx' } });
    await waitFor(() => expect(optionNames()).toEqual(['WeChat']));
    fireEvent.click(screen.getByRole('option', { name: 'WeChat' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
  });
});
