import { brands } from '@switchboard/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNavigation } from '../../../lib/navigation.ts';
import { configureRuntime } from '../../../lib/runtime.ts';
import { renderWithProviders, setupRuntime } from '../../../test/helpers.tsx';
import { closeNumbersMode, useNumbersView } from '../../numbers/testing.ts';
import { NoNumberCard } from './EmptyStates.tsx';

describe('NoNumberCard', () => {
  beforeEach(() => {
    useNavigation.setState({ tab: 'chats', section: null });
    closeNumbersMode();
  });

  it('opens Numbers -> New number instead of pointing to support', () => {
    setupRuntime('wephone');
    renderWithProviders(<NoNumberCard />, 'wephone');
    const card = screen.getByTestId('no-number-card');
    expect(card.textContent).not.toContain('support@wephone.example');
    fireEvent.click(within(card).getByRole('button', { name: 'Get a number' }));
    expect(useNavigation.getState()).toMatchObject({ tab: 'numbers', section: 'manage' });
    expect(useNumbersView.getState().mode).toEqual({ kind: 'new' });
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
