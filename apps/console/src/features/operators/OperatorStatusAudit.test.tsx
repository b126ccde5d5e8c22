import { type AuditEntry, CONSOLE_PATH, consoleUrl, Retcode } from '@switchboard/protocol';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const disabled: AuditEntry = {
  id: 'e2',
  at: Date.UTC(2025, 0, 3),
  operatorEmail: 'admin@console.test',
  action: 'operator.disable',
  targetType: 'operator',
  targetId: 'op-2',
  before: { disabled: false },
  after: { disabled: true, sessionsEnded: 1 },
  reason: 'Left the company',
};
const enabled: AuditEntry = {
  ...disabled,
  id: 'e3',
  at: Date.UTC(2025, 0, 4),
  action: 'operator.enable',
  before: { disabled: true },
  after: { disabled: false },
  reason: 'Came back',
};

// The lazily loaded screen and the data grid's first render take long on a loaded machine.
const FIRST_RENDER = { timeout: 10_000 };

function serve() {
  stubFetch((path) =>
    path === consoleUrl('consoleAudit')
      ? envelope(0, { entries: [enabled, disabled] })
      : envelope(Retcode.NOT_FOUND, null, '', 404),
  );
}

describe('the audit log of disabling and enabling operators', () => {
  it('names the actions and the change of status, with the sessions ended', async () => {
    serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/audit`, operator: operatorOf('admin') });
    expect(await screen.findByText('Operator disabled', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText('Operator enabled')).toBeTruthy();
    expect(screen.getByText('Operator status: Active → Disabled')).toBeTruthy();
    expect(screen.getByText('Operator status: Disabled → Active')).toBeTruthy();
    expect(screen.getByText('1 session ended')).toBeTruthy();
    expect(screen.getByText('Left the company')).toBeTruthy();
    const grid = screen.getByRole('grid').textContent ?? '';
    for (const word of ['operator.disable', 'operator.enable', 'true', 'false'])
      expect(grid).not.toContain(word);
  });

  it('speaks Chinese', async () => {
    serve();
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/audit`,
      operator: operatorOf('admin'),
      language: 'zh-CN',
    });
    expect(await screen.findByText('停用操作员', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText('操作员状态：正常 → 已停用')).toBeTruthy();
  });
});
