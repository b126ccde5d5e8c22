import { type AuditEntry, CONSOLE_PATH, consoleUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const suspension: AuditEntry = {
  id: 'e2',
  at: Date.UTC(2025, 0, 3),
  operatorEmail: 'support@console.test',
  action: 'user.suspend',
  targetType: 'account',
  targetId: 'acc-7',
  before: { status: 'active' },
  after: { status: 'suspended', sessionsEnded: 2 },
  reason: 'Reported for spam',
};
const firstAdmin: AuditEntry = {
  id: 'e1',
  at: Date.UTC(2025, 0, 2),
  operatorEmail: '',
  action: 'operator.create',
  targetType: 'operator',
  targetId: 'op-1',
  before: null,
  after: { email: 'boss@console.test', role: 'admin' },
  reason: '',
};

const brandChange: AuditEntry = {
  id: 'e3',
  at: Date.UTC(2025, 0, 4),
  operatorEmail: 'admin@console.test',
  action: 'brand.update',
  targetType: 'brandSettings',
  targetId: 'pingme',
  before: {
    tabs: ['chats', 'numbers', 'account'],
    defaultTab: 'chats',
    defaultLanguage: 'en',
    currencySymbol: '',
    currencyDecimals: 4,
    colorPrimary: '#00a870',
  },
  after: {
    tabs: ['numbers', 'chats', 'account'],
    defaultTab: 'numbers',
    defaultLanguage: 'zh-CN',
    currencySymbol: '$',
    currencyDecimals: 2,
    colorPrimary: '#00a870',
  },
  reason: 'rebrand',
};

const purchase: AuditEntry = {
  id: 'e4',
  at: Date.UTC(2025, 0, 5),
  operatorEmail: 'admin@console.test',
  action: 'number.buy',
  targetType: 'number',
  targetId: '14155550199',
  before: null,
  after: { state: 'available', carrier: 'twilio', carrierRef: 'PN0123' },
  reason: 'Bay Area stock low',
};

// The lazily loaded screen and the data grid's first render take long on a loaded machine.
const FIRST_RENDER = { timeout: 10_000 };

/** The audit log as the server answers it; the queries asked are kept. */
function serveAudit(all: AuditEntry[] = [suspension, firstAdmin]) {
  const queries: URLSearchParams[] = [];
  stubFetch((path, _init, url) => {
    if (path !== consoleUrl('consoleAudit')) return envelope(Retcode.NOT_FOUND, null, '', 404);
    queries.push(url.searchParams);
    const action = url.searchParams.get('action');
    const entries = all.filter((entry) => action === null || entry.action === action);
    return envelope(0, { entries });
  });
  return queries;
}

describe('the audit log', () => {
  it('names actions, targets and changes in the operator’s language, never as the server spells them', async () => {
    serveAudit();
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/audit`,
      operator: operatorOf('admin'),
      language: 'zh-CN',
    });
    expect(await screen.findByText('停用用户', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText('用户 acc-7')).toBeTruthy();
    expect(screen.getByText('账号状态：正常 → 已停用')).toBeTruthy();
    expect(screen.getByText('结束了 2 个会话')).toBeTruthy();
    // The first admin was made on the command line, where no operator signs in.
    expect(screen.getByText('命令行')).toBeTruthy();
    expect(screen.getByText('角色：管理员')).toBeTruthy();
    const grid = screen.getByRole('grid').textContent ?? '';
    for (const word of ['user.suspend', 'operator.create', 'account', 'suspended', 'sessionsEnded', '"'])
      expect(grid).not.toContain(word);
  });

  it('narrows the log to one action', async () => {
    const queries = serveAudit();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/audit`, operator: operatorOf('admin') });
    expect(await screen.findByText('User suspended', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText('2 sessions ended')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Operator created' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('operator.create'));
    await waitFor(() => expect(screen.queryByText('User suspended')).toBeNull());
    expect(screen.getByText('Email: boss@console.test')).toBeTruthy();
  });

  it('reads a brand settings change in the operator’s language', async () => {
    serveAudit([brandChange]);
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/audit`,
      operator: operatorOf('admin'),
      language: 'zh-CN',
    });
    expect(await screen.findByText('品牌设置已更改', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText('品牌设置 pingme')).toBeTruthy();
    expect(screen.getByText('标签页：消息, 号码, 账户 → 号码, 消息, 账户')).toBeTruthy();
    expect(screen.getByText('首先打开的标签页：消息 → 号码')).toBeTruthy();
    expect(screen.getByText('默认语言：English → 简体中文')).toBeTruthy();
    expect(screen.getByText('货币符号：无 → $')).toBeTruthy();
    expect(screen.getByText('金额小数位数：4 → 2')).toBeTruthy();
    expect(screen.getByText('主色：#00a870')).toBeTruthy();
  });

  it('reads a purchase from the carrier with the carrier and its id as recorded', async () => {
    serveAudit([purchase]);
    renderConsole(<App />, { path: `${CONSOLE_PATH}/audit`, operator: operatorOf('admin') });
    expect(await screen.findByText('Number bought from the carrier', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText('Carrier: twilio')).toBeTruthy();
    expect(screen.getByText("Carrier's id: PN0123")).toBeTruthy();
  });
});
