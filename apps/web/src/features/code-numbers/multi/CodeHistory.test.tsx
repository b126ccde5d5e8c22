import type { BrandId, CodeHistoryItem, UiLanguage } from '@switchboard/protocol';
import { apiUrl } from '@switchboard/protocol';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { CodeHistory, HISTORY_COLUMNS } from './CodeHistory.tsx';

function row(overrides: Partial<CodeHistoryItem>): CodeHistoryItem {
  return {
    _id: 'r',
    number: '12125550100',
    name: 'Telegram',
    type: 1,
    date: Date.UTC(2026, 10, 2, 9),
    charge: -1_000,
    nextPaymentDate: '',
    historyId: 'h',
    resDate: 0,
    ...overrides,
  };
}

function show(brand: BrandId, language: UiLanguage, totalRows: number, list: CodeHistoryItem[]) {
  setupRuntime(brand, language);
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  stubFetch((path) =>
    path === apiUrl('getSubCodeNumberList')
      ? envelope(0, { totalRows, list, nextPage: '' })
      : envelope(0, null),
  );
  renderWithProviders(<CodeHistory />, brand);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CodeHistory table', () => {
  it('has one header per column and as many cells in every row, each under its header', async () => {
    show('wephone', 'en', 3, [
      row({ _id: 'a', type: 1 }),
      row({ _id: 'b', type: 2, charge: -20_000 }),
      row({ _id: 'c', type: 100, nextPaymentDate: '2026-12-01', historyId: 'h-100', charge: -20_000 }),
    ]);
    const rows = await screen.findAllByTestId('verification-history-row');
    const headers = within(screen.getByTestId('verification-history-header')).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'Number',
      'Service',
      'Type',
      'Date',
      'Charge',
      'Action',
    ]);
    expect(headers).toHaveLength(HISTORY_COLUMNS.length);
    for (const tableRow of rows) expect(within(tableRow).getAllByRole('cell')).toHaveLength(headers.length);
    // The values sit in the cells of their own columns.
    const cells = within(rows[2] as HTMLElement).getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('+1 212 555 0100');
    expect(cells[1]?.textContent).toBe('Telegram');
    expect(cells[2]?.textContent).toBe('Number subscription');
    expect(cells[3]?.textContent).toContain('2026');
    expect(cells[4]?.textContent).toBe('-$2.0000');
    expect(within(cells[5] as HTMLElement).getByRole('button', { name: 'Re-subscribe' })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[5]?.textContent).toBe('');
  });

  it('shows the month’s total count, in English and in Chinese', async () => {
    show('jiema', 'zh-CN', 42, [row({ _id: 'a' })]);
    expect((await screen.findByTestId('verification-history-total')).textContent).toBe('共 42 条记录');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '号码',
      '服务',
      '类型',
      '时间',
      '费用',
      '操作',
    ]);
    expect(screen.getByTestId('verification-history-row').textContent).toContain('验证码短信');
    cleanup();

    show('jiema', 'en', 1, [row({ _id: 'a' })]);
    expect((await screen.findByTestId('verification-history-total')).textContent).toBe('1 record');
  });

  it('counts an empty month as 0 records and says it has none', async () => {
    show('wephone', 'en', 0, []);
    expect((await screen.findByTestId('verification-history-total')).textContent).toBe('0 records');
    expect(screen.getByText('No records this month')).toBeTruthy();
  });
});
