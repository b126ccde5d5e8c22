import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setupRuntime } from '../../../test/helpers.tsx';
import { clientWithContacts, makeContact, renderWithClient } from '../lib/testing.tsx';
import { ContactDetailPanel } from './ContactDetailPanel.tsx';

beforeEach(() => setupRuntime('wetalkpro', 'en'));

describe('ContactDetailPanel', () => {
  it('offers Add contact for a number without a saved contact, prefilled', () => {
    renderWithProviders(<ContactDetailPanel number={{ telCode: '1', phone: '2125550188' }} />);
    expect(screen.getByRole('heading', { name: '+1 212 555 0188' })).toBeTruthy();
    expect(screen.getByText('Not in your contacts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Add contact' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Phone 1 Phone number' }) as HTMLInputElement).value,
    ).toBe('2125550188');
    expect((within(dialog).getByRole('textbox', { name: 'Phone 1 Code' }) as HTMLInputElement).value).toBe(
      '1',
    );
  });

  it('finds the saved contact of a number and shows Other for its default tag, in Chinese too', () => {
    setupRuntime('wetalkpro', 'zh-CN');
    const client = clientWithContacts([makeContact('c1', '张伟', ['1 2125550188', '86 13800138000'])]);
    renderWithClient(<ContactDetailPanel number={{ telCode: '86', phone: '13800138000' }} />, client);
    expect(screen.getByRole('heading', { name: '张伟' })).toBeTruthy();
    expect(screen.getAllByText('其他')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '张伟 的更多操作' }));
    expect(screen.getByRole('menuitem', { name: '编辑' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    expect(screen.getByText('确定从通讯录中删除 张伟 吗？此操作无法撤销。')).toBeTruthy();
  });
});
