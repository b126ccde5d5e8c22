import { apiUrl } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { NumberManagement } from './NumberManagement.tsx';

const number = (oldPhone: string, subStatus: 0 | 1) => ({
  app: 'telegram',
  name: 'Telegram',
  oldPhone,
  phone: oldPhone,
  code: 'US',
  subStatus,
  codeRate: 5_000,
  nextPaymentDate: '2026-12-24',
  subRent: 20_000,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NumberManagement', () => {
  it('offers Release beside Subscribe on an unsubscribed number, asks first, then releases it', async () => {
    setupRuntime('wetalk', 'en');
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    const released: string[] = [];
    stubFetch((path, _init, url) => {
      if (path === apiUrl('getAppListByAccount'))
        return envelope(0, { appList: [{ app: 'telegram', name: 'Telegram', sort: 1 }] });
      if (path === apiUrl('getCodeNumberListByAccount'))
        return envelope(0, { list: [number('12125550111', 0), number('12125550112', 1)] });
      if (path === apiUrl('releaseCodeNumber')) {
        released.push(url.searchParams.get('number') ?? '');
        return envelope(0, null);
      }
      return envelope(0, null);
    });
    renderWithProviders(<NumberManagement onReceive={() => {}} />, 'wetalk');
    const releases = await screen.findAllByRole('button', { name: 'Release' });
    // Only the unsubscribed number can be released.
    expect(releases).toHaveLength(1);
    fireEvent.click(releases[0] as HTMLElement);
    expect(await screen.findByText(/^Release \+1 212 555 0111 now\?/)).toBeTruthy();
    expect(released).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /OK|Confirm/ }));
    await waitFor(() => expect(released).toEqual(['12125550111']));
    expect(await screen.findByText('+1 212 555 0111 was released.')).toBeTruthy();
  });
});
