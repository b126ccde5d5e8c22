import { brands } from '@switchboard/protocol';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNavigation } from '../../../lib/navigation.ts';
import { setupRuntime } from '../../../test/helpers.tsx';
import { actionTab, MessageText } from './MessageText.tsx';

beforeEach(() => setupRuntime('pingme', 'en'));

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

  it('highlighted actions open the account or numbers tab', () => {
    render(
      <MessageText
        text="Update your profile or buy numbers"
        highlightTarget="profile||,numberManage"
        highlightText="your profile||,buy numbers"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'buy numbers' }));
    expect(useNavigation.getState().tab).toBe('numbers');
    fireEvent.click(screen.getByRole('button', { name: 'your profile' }));
    expect(useNavigation.getState().tab).toBe('account');
  });

  it('numberManage falls back to account on a brand without a numbers tab', () => {
    expect(actionTab('numberManage', brands.jiema)).toBe('account');
    expect(actionTab('kyc', brands.pingme)).toBe('account');
  });
});
