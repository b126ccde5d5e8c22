import { brands } from '@switchboard/protocol';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { expectShown, leaveTabs, NextScreen } from '../../../test/nextScreen.tsx';
import { actionTab, MessageText } from './MessageText.tsx';

beforeEach(() => setupRuntime('pingme', 'en'));
afterEach(() => vi.unstubAllGlobals());

describe('MessageText', () => {
  it('renders markup as text and links with noopener noreferrer in a new tab', () => {
    const { container } = render(
      <MessageText text={'<img src=x onerror="alert(1)"> see https://example.test/page'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> see https://example.test/page');
    const link = screen.getByRole('link', { name: 'https://example.test/page' });
    expect(link.getAttribute('href')).toBe('https://example.test/page');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('highlighted actions open the account or numbers tab', async () => {
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    // The panels the links lead to load their data; an empty answer is enough to show them.
    stubFetch(() => envelope(0, null));
    leaveTabs();
    renderWithProviders(
      <>
        <MessageText
          text="Update your profile or buy numbers"
          highlightTarget="profile||,numberManage"
          highlightText="your profile||,buy numbers"
        />
        <NextScreen />
      </>,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'buy numbers' }));
    await expectShown('Numbers');
    fireEvent.click(screen.getByRole('button', { name: 'your profile' }));
    await expectShown('Account');
  });

  it('numberManage falls back to account on a brand without a numbers tab', () => {
    expect(actionTab('numberManage', brands.jiema)).toBe('account');
    expect(actionTab('kyc', brands.pingme)).toBe('account');
  });
});
