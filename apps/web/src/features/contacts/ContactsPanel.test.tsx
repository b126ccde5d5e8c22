import type { AddressBookEntry } from '@switchboard/protocol';
import { SocketEvent } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAccountEvents } from '../../app/accountEvents.ts';
import { useSession } from '../../lib/session.ts';
import { dispatchServerEvent } from '../../lib/socket/dispatch.ts';
import { clearEventBus } from '../../lib/socket/events.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import ContactsPanel from './ContactsPanel.tsx';
import { clientWithContacts, layOutElements, renderWithClient } from './lib/testing.tsx';

const entry = (id: string, name: string, phone: string, updateTime: number): AddressBookEntry => ({
  id,
  deleted: false,
  updateTime,
  addressBook: JSON.stringify({
    name,
    email: `${id}@example.com`,
    companyName: 'Acme',
    note: '',
    phoneList: [{ telCode: '1', phone, tag: 'Mobile' }],
  }),
});
const people = [
  entry('z', '张伟', '2125550101', 1),
  entry('a', 'Alice', '2125550102', 2),
  entry('l', '李娜', '2125550103', 3),
  entry('b', 'bob', '2125550104', 4),
  entry('n', '123', '2125550105', 5),
];

let restoreLayout: () => void = () => {};

function serve(list: AddressBookEntry[]) {
  const deleted: string[] = [];
  const fetchMock = stubFetch((path, init) => {
    if (path.endsWith('/getCloudAddressBook'))
      return envelope(0, { addressBookList: list, nextStartTime: null });
    if (path.endsWith('/delCloudAddressBook')) {
      const ids = String(JSON.parse(String(init?.body)).ids).split(',');
      deleted.push(...ids);
      return envelope(0, { deleted: ids.length });
    }
    return envelope(404, null, 'unexpected');
  });
  return { fetchMock, deleted };
}

const names = () =>
  screen
    .queryAllByTestId('contact-row')
    .map((row) => within(row).getAllByRole('cell')[1]?.lastChild?.textContent);

beforeEach(() => {
  restoreLayout = layOutElements();
  setupRuntime('wetalkpro', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
});
afterEach(() => {
  restoreLayout();
  vi.unstubAllGlobals();
});

describe('ContactsPanel', () => {
  it('shows a loading notice, then the A-Z list with # last', async () => {
    serve(people);
    renderWithProviders(<ContactsPanel />);
    expect(screen.getByText('Loading your address book…')).toBeTruthy();
    await screen.findAllByTestId('contact-row');
    expect(names()).toEqual(['Alice', 'bob', '李娜', '张伟', '123']);
    expect(screen.getByRole('row', { name: '#' })).toBeTruthy();
    expect(screen.getByText('5 contacts')).toBeTruthy();
  });

  it('shows three setup steps for an empty address book', async () => {
    serve([]);
    renderWithProviders(<ContactsPanel />);
    expect(await screen.findByText('Your address book is empty')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('searches names and phones', async () => {
    serve(people);
    renderWithProviders(<ContactsPanel />);
    await screen.findAllByTestId('contact-row');
    const search = screen.getByRole('searchbox', { name: 'Search name or number' });
    fireEvent.change(search, { target: { value: 'ALI' } });
    await waitFor(() => expect(names()).toEqual(['Alice']));
    fireEvent.change(search, { target: { value: '555-0103' } });
    await waitFor(() => expect(names()).toEqual(['李娜']));
  });

  it('select-all turns on edit mode; bulk delete asks first and removes the contacts', async () => {
    const { deleted } = serve(people);
    renderWithProviders(<ContactsPanel />);
    await screen.findAllByTestId('contact-row');
    expect(screen.queryByRole('toolbar')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bob' }));
    expect(screen.getByRole('toolbar', { name: '1 selected' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all contacts' }));
    expect(screen.getByRole('toolbar', { name: '5 selected' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all contacts' }));
    expect(screen.queryByRole('toolbar')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bob' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 123' }));
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contacts' });
    expect(within(dialog).getByText('Delete 2 contacts? This cannot be undone.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(names()).toEqual(['Alice', '李娜', '张伟']));
    expect(deleted.sort()).toEqual(['b', 'n']);
    expect(await screen.findByText('2 contacts deleted')).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('shows a contact saved in another session as soon as the server says contacts changed', async () => {
    const client = clientWithContacts();
    const stop = startAccountEvents(client);
    try {
      serve([]);
      renderWithClient(<ContactsPanel />, client, 'wetalkpro');
      expect(await screen.findByText('Your address book is empty')).toBeTruthy();
      serve([entry('e', 'Erin', '2125550106', 60)]);
      act(() => dispatchServerEvent(SocketEvent.contactsChanged, { updateTime: 60 }));
      await waitFor(() => expect(names()).toEqual(['Erin']));
    } finally {
      stop();
      clearEventBus();
    }
  });

  it('opens the detail panel on a row click, with phones, tag, email and company', async () => {
    serve(people);
    renderWithProviders(<ContactsPanel />);
    const rows = await screen.findAllByTestId('contact-row');
    fireEvent.click(rows[0]!);
    const detail = screen.getByRole('complementary', { name: 'Contact details' });
    expect(within(detail).getByRole('heading', { name: 'Alice' })).toBeTruthy();
    expect(within(detail).getByText('+1 212 555 0102')).toBeTruthy();
    expect(within(detail).getByText('Mobile')).toBeTruthy();
    expect(within(detail).getByText('a@example.com')).toBeTruthy();
    expect(within(detail).getByText('Acme')).toBeTruthy();
  });
});
