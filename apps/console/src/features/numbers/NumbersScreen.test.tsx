import { CONSOLE_PATH, type ConsoleCallData, consoleUrl } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const page: ConsoleCallData<'consoleNumbers'> = {
  numbers: [
    {
      number: '12125550100',
      country: 'US',
      areaCode: '212',
      type: 'local',
      state: 'assigned',
      accountId: 'acc-1',
      quarantineUntil: null,
      createdAt: Date.UTC(2025, 0, 1),
      carrier: null,
    },
    {
      number: '12125550101',
      country: 'US',
      areaCode: '212',
      type: 'local',
      state: 'quarantined',
      accountId: null,
      quarantineUntil: Date.UTC(2025, 1, 1),
      createdAt: Date.UTC(2025, 0, 1),
      carrier: null,
    },
  ],
  total: 2,
};

const imported: ConsoleCallData<'consoleNumbersImport'> = {
  imported: 3,
  present: 2,
  badLines: [
    { line: 4, message: 'The type “fax” is not one of local, mobile and tollFree.' },
    { line: 7, message: 'The same number is already on line 2.' },
  ],
};

function serve() {
  return stubFetch((path) => {
    if (path === consoleUrl('consoleNumbers')) return envelope(0, page);
    if (path === consoleUrl('consoleNumbersImport')) return envelope(0, imported);
    return envelope(404, null, '', 404);
  });
}

describe('the numbers screen', () => {
  it('lists the inventory with each state named, and offers the actions that fit each state to admins', async () => {
    serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    expect(await screen.findByText('Assigned')).toBeTruthy();
    expect(screen.getByText('Quarantined')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Release' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make available' })).toBeTruthy();
  });

  it('shows support the list without the import or the actions', async () => {
    serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('support') });
    expect(await screen.findByText('Assigned')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
  });

  it('sends the chosen file’s text and shows what was imported, skipped and refused by line', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/numbers`, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog');
    const csv = 'number,country,area code,type,capabilities\n12125550100,US,212,local,sms\n';
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([csv], 'numbers.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    const result = await within(dialog).findByRole('region', { name: 'Result of the import' });
    expect(result.textContent).toContain('3 numbers imported.');
    expect(result.textContent).toContain('2 numbers were already in the inventory and were skipped.');
    expect(result.textContent).toContain('2 lines were not imported:');
    expect(within(result).getByText('Line 4')).toBeTruthy();
    expect(within(result).getByText('The same number is already on line 2.')).toBeTruthy();
    await waitFor(() => {
      const sent = fetchMock.mock.calls.find(([url]) =>
        String(url).includes(consoleUrl('consoleNumbersImport')),
      );
      expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ csv });
    });
  });
});
