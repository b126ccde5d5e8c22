import { apiUrl, brands } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigation } from '../../../lib/navigation.ts';
import { configureRuntime } from '../../../lib/runtime.ts';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { expectShown, NextScreen } from '../../../test/nextScreen.tsx';
import { closeNumbersMode, listAnswer } from '../../numbers/testing.ts';
import { NoNumberCard } from './EmptyStates.tsx';

describe('NoNumberCard', () => {
  beforeEach(() => {
    useNavigation.setState({ tab: 'chats', section: null });
    closeNumbersMode();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens Numbers -> New number instead of pointing to support', async () => {
    setupRuntime('wephone');
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    stubFetch((path) =>
      path === apiUrl('getVirtualPhoneList')
        ? envelope(0, listAnswer({ virtualPhones: [] }))
        : envelope(0, null),
    );
    // The numbers tab was last left on its subscription history.
    useNavigation.setState({ tab: 'chats', section: 'subscriptionHistory' });
    renderWithProviders(
      <>
        <NoNumberCard />
        <NextScreen />
      </>,
      'wephone',
    );
    const card = screen.getByTestId('no-number-card');
    expect(card.textContent).not.toContain('support@wephone.example');
    expect(screen.getByRole('tab', { selected: true }).getAttribute('aria-label')).toBe('Chats');
    fireEvent.click(within(card).getByRole('button', { name: 'Get a number' }));
    await expectShown('Numbers');
    const flow = await screen.findByTestId('new-number-flow');
    // Cancelling the flow shows number management, the section the card asked for.
    fireEvent.click(within(flow).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('new-number-flow')).toBeNull());
    const nav = screen.getByRole('navigation', { name: 'Numbers' });
    expect(within(nav).getByRole('button', { current: 'page' }).textContent).toBe('Number management');
  });

  it('says it in Chinese', () => {
    setupRuntime('cloudnumber', 'zh-CN');
    renderWithProviders(<NoNumberCard />, 'cloudnumber');
    expect(screen.getByRole('button', { name: '获取号码' })).toBeTruthy();
  });

  it('points to support on a brand that sells no numbers', () => {
    setupRuntime('wephone');
    configureRuntime({
      brand: { ...brands.wephone, tabs: ['chats', 'account'] },
      language: 'en',
      front: false,
    });
    renderWithProviders(<NoNumberCard />, 'wephone');
    const link = screen.getByRole('link', { name: 'Contact support' });
    expect(link.getAttribute('href')).toBe('mailto:support@wephone.example');
    expect(screen.queryByRole('button', { name: 'Get a number' })).toBeNull();
  });
});
