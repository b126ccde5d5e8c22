import {
  CONSOLE_PATH,
  type ConsoleCallData,
  consoleUrl,
  type OperatorRow,
  Retcode,
} from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const created = Date.UTC(2025, 0, 1);
/** The signed-in admin (operatorOf's id), an active support operator and a disabled finance one. */
const rows: OperatorRow[] = [
  {
    id: 'op-admin',
    email: 'admin@console.test',
    role: 'admin',
    disabled: false,
    totpEnabled: true,
    createdAt: created,
  },
  {
    id: 'op-2',
    email: 'helpdesk@console.test',
    role: 'support',
    disabled: false,
    totpEnabled: true,
    createdAt: created,
  },
  {
    id: 'op-3',
    email: 'books@console.test',
    role: 'finance',
    disabled: true,
    totpEnabled: true,
    createdAt: created,
  },
];

function serve(
  statusAnswer: () => Response = () => envelope(0, { operator: { ...rows[1], disabled: true } }),
) {
  let list = rows;
  return stubFetch((path) => {
    if (path === consoleUrl('consoleOperators'))
      return envelope(0, { operators: list } satisfies ConsoleCallData<'consoleOperators'>);
    if (path === consoleUrl('consoleOperatorDisable') || path === consoleUrl('consoleOperatorEnable')) {
      const answer = statusAnswer();
      if (answer.status === 200)
        list = list.map((row) => (row.id === 'op-2' ? { ...row, disabled: true } : row));
      return answer;
    }
    return envelope(Retcode.NOT_FOUND, null, 'no such route', 404);
  });
}

const bodyOf = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the operators screen', () => {
  it('offers to disable an active operator and enable a disabled one, never the admin themselves', async () => {
    serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/operators`, operator: operatorOf('admin') });
    expect(await screen.findByRole('button', { name: 'Disable helpdesk@console.test' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable books@console.test' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /admin@console\.test/ })).toBeNull();
  });

  it('disables with the reason given, then shows the operator disabled', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/operators`, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable helpdesk@console.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable helpdesk@console.test' });
    expect(within(dialog).getByText(/sessions end at once/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Left the company' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, consoleUrl('consoleOperatorDisable'))).toEqual([
      { operatorId: 'op-2', reason: 'Left the company' },
    ]);
    expect(await screen.findByRole('button', { name: 'Enable helpdesk@console.test' })).toBeTruthy();
  });

  it('asks for a reason before sending anything', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/operators`, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable helpdesk@console.test' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    expect(bodyOf(fetchMock, consoleUrl('consoleOperatorDisable'))).toEqual([]);
  });

  it('keeps the dialog open with the server’s sentence when it refuses', async () => {
    const sentence = 'This is the last active administrator and cannot be disabled.';
    serve(() => envelope(Retcode.CONSOLE_LAST_ADMIN, null, sentence, 409));
    renderConsole(<App />, { path: `${CONSOLE_PATH}/operators`, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable helpdesk@console.test' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Rotation' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText(sentence)).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    serve();
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/operators`,
      operator: operatorOf('admin'),
      language: 'zh-CN',
    });
    expect(await screen.findByRole('button', { name: '停用 helpdesk@console.test' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '启用 books@console.test' })).toBeTruthy();
  });
});
