import { type AddressBookEntry, apiUrl, SocketEvent } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAccountEvents } from '../../../app/accountEvents.ts';
import { createQueryClient } from '../../../app/bootstrap.ts';
import { useSession } from '../../../lib/session.ts';
import { dispatchServerEvent } from '../../../lib/socket/dispatch.ts';
import { clearEventBus } from '../../../lib/socket/events.ts';
import {
  describedBy,
  envelope,
  renderWithProviders,
  setupRuntime,
  stubFetch,
} from '../../../test/helpers.tsx';
import ContactsPanel from '../ContactsPanel.tsx';
import { layOutElements, makeContact, renderWithClient } from '../lib/testing.tsx';
import type { Contact } from '../state/contactsStore.ts';
import { ContactFormDialog } from './ContactFormDialog.tsx';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Save|保存)$/ }));

/** A contact as the server keeps it. */
const entry = (id: string, name: string, phone: string, updateTime: number): AddressBookEntry => ({
  id,
  deleted: false,
  updateTime,
  addressBook: JSON.stringify({
    name,
    email: '',
    companyName: '',
    note: '',
    phoneList: [{ telCode: '1', phone, tag: 'Mobile' }],
  }),
});

/** The names the contacts list shows, in order. */
const listedNames = () =>
  screen
    .queryAllByTestId('contact-row')
    .map((row) => within(row).getAllByRole('cell')[1]?.lastChild?.textContent);

let restoreLayout: () => void = () => {};
beforeEach(() => {
  setupRuntime('wetalkpro', 'en');
  restoreLayout = layOutElements();
});
afterEach(() => {
  restoreLayout();
  vi.unstubAllGlobals();
  useSession.setState({ token: null });
});

/** A server holding one own number in the UK, so new contacts start at +44. */
function serveOwnUkNumber() {
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const own = {
    telCode: '44',
    phone: '7700900123',
    country: 'GB',
    tollFree: false,
    messagingEnabled: true,
    paymentDate: '',
    monthRent: 0,
    planId: '',
  };
  return stubFetch((path) => {
    if (path.endsWith('/getVirtualPhoneList'))
      return envelope(0, {
        virtualPhones: [own],
        smsCountryCodes: {},
        forwardStatus: 0,
        voicemailStatus: 0,
        canForward: false,
        canVoicemail: true,
      });
    if (path.endsWith('/getAccountInfo')) return envelope(0, { phone: '', telCode: '', email: 'a@b.cd' });
    return envelope(404, null, 'unexpected');
  });
}

describe('ContactFormDialog validation', () => {
  it('asks for a name, and for the phone fields', async () => {
    renderWithProviders(<ContactFormDialog open onClose={() => {}} />);
    // Without an own number the country code of a new contact follows the language (English: +1).
    expect((screen.getByRole('textbox', { name: 'Phone 1 Code' }) as HTMLInputElement).value).toBe('1');
    type('Phone 1 Code', '');
    save();
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(screen.getByText('Enter a country code.')).toBeTruthy();
    expect(screen.getByText('Enter a phone number.')).toBeTruthy();
  });

  it('shows each message under its own field, in English and in Chinese', async () => {
    const { unmount } = renderWithProviders(<ContactFormDialog open onClose={() => {}} />);
    type('Phone 1 Phone number', '555abc');
    save();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(describedBy(name)).toBe('Enter a name.'));
    expect(describedBy(screen.getByRole('textbox', { name: 'Phone 1 Phone number' }))).toBe(
      'Use digits only (at most 15).',
    );
    expect(describedBy(screen.getByRole('textbox', { name: 'Phone 1 Code' }))).toBe('');
    unmount();

    setupRuntime('wetalkpro', 'zh-CN');
    renderWithProviders(<ContactFormDialog open onClose={() => {}} />);
    type('备注', 'n'.repeat(101));
    save();
    const note = screen.getByRole('textbox', { name: '备注' });
    await waitFor(() => expect(describedBy(note)).toBe('备注最多 100 个字符。'));
    expect(describedBy(screen.getByRole('textbox', { name: '姓名' }))).toBe('请输入姓名。');
  });

  it("starts a new contact's country code at the country of the account's own number", async () => {
    serveOwnUkNumber();
    renderWithProviders(<ContactFormDialog open onClose={() => {}} />);
    const code = screen.getByRole('textbox', { name: 'Phone 1 Code' }) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('44'));
  });

  it('keeps a country code the person typed when the own number arrives later', async () => {
    const fetchMock = serveOwnUkNumber();
    renderWithProviders(<ContactFormDialog open onClose={() => {}} />);
    type('Phone 1 Code', '86');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/getVirtualPhoneList'))).toBe(
        true,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((screen.getByRole('textbox', { name: 'Phone 1 Code' }) as HTMLInputElement).value).toBe('86');
  });

  it('rejects a 21-character name, a bad email and letters in a phone', async () => {
    renderWithProviders(<ContactFormDialog open onClose={() => {}} />);
    type('Name', 'a'.repeat(21));
    type('Email', 'not-an-email@x');
    type('Phone 1 Code', '1');
    type('Phone 1 Phone number', '555abc');
    save();
    expect(await screen.findByText('The name can have at most 20 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(screen.getByText('Use digits only (at most 15).')).toBeTruthy();
    // Fixing a field clears its message at once after the first attempt.
    type('Name', 'a'.repeat(20));
    await waitFor(() => expect(screen.queryByText('The name can have at most 20 characters.')).toBeNull());
  });

  it('shows the messages in Chinese', async () => {
    setupRuntime('wetalkpro', 'zh-CN');
    renderWithProviders(<ContactFormDialog open onClose={() => {}} />);
    type('姓名', 'a'.repeat(21));
    type('邮箱', 'bad');
    type('电话 1 区号', '');
    save();
    expect(await screen.findByText('姓名最多 20 个字符。')).toBeTruthy();
    expect(screen.getByText('请输入有效的邮箱地址，例如 name@example.com。')).toBeTruthy();
    expect(screen.getByText('请输入国家区号。')).toBeTruthy();
  });

  it('allows at most five phone rows: the plus icon is disabled at five', () => {
    renderWithProviders(<ContactFormDialog open onClose={() => {}} />);
    const plus = screen.getByRole('button', { name: 'Add a phone number' });
    for (let i = 0; i < 4; i += 1) fireEvent.click(plus);
    expect(screen.getAllByRole('group', { name: /^Phone \d$/ })).toHaveLength(5);
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(plus);
    expect(screen.getAllByRole('group', { name: /^Phone \d$/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Remove this phone number (Phone 5)' }));
    expect((plus as HTMLButtonElement).disabled).toBe(false);
  });
});

/** The contacts list, and the dialog a button opens with a number filled in (as chats open it). */
function ListAndDialog({ onSaved }: { onSaved: (contact: Contact) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ContactsPanel />
      <button type="button" onClick={() => setOpen(true)}>
        New contact for 2125550100
      </button>
      <ContactFormDialog
        open={open}
        initial={{ phones: [{ telCode: '1', phone: '2125550100' }] }}
        onClose={() => setOpen(false)}
        onSaved={onSaved}
      />
    </>
  );
}

describe('ContactFormDialog saving', () => {
  it('saves a new contact with a prefilled number; the contacts list shows it at once, and says so', async () => {
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    // The server's address book: Bob, and later Carol, saved in another session before Alice.
    const onServer = [entry('b', 'Bob', '2125550101', 5)];
    const sinces: string[] = [];
    let body: Record<string, unknown> = {};
    stubFetch((path, init, url) => {
      if (path === apiUrl('getVirtualPhoneList'))
        return envelope(0, {
          virtualPhones: [],
          smsCountryCodes: {},
          forwardStatus: 0,
          voicemailStatus: 0,
          canForward: false,
          canVoicemail: true,
        });
      if (path === apiUrl('getAccountInfo')) return envelope(0, { phone: '', telCode: '', email: 'a@b.cd' });
      if (path === apiUrl('getCloudAddressBook')) {
        const since = Number(url.searchParams.get('since'));
        sinces.push(String(since));
        const addressBookList = onServer.filter((item) => item.updateTime > since);
        return envelope(0, { addressBookList, nextStartTime: null });
      }
      expect(path).toBe(apiUrl('createOrUpdateCloudAddressBook'));
      body = JSON.parse(String(init?.body));
      return envelope(0, { id: 'c1', updateTime: 42 });
    });
    const onSaved = vi.fn();
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const stopEvents = startAccountEvents(client);
    try {
      renderWithClient(<ListAndDialog onSaved={onSaved} />, client, 'wetalkpro');
      await waitFor(() => expect(listedNames()).toEqual(['Bob']));
      fireEvent.click(screen.getByRole('button', { name: 'New contact for 2125550100' }));
      type('Name', '  Alice ');
      const row = screen.getByRole('group', { name: 'Phone 1' });
      fireEvent.mouseDown(within(row).getByRole('combobox', { name: /Tag/ }));
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Mobile' }));
      save();
      expect(await screen.findByText('Contact saved')).toBeTruthy();
      expect(body.addressBook).toEqual({
        name: 'Alice',
        email: '',
        companyName: '',
        note: '',
        phoneList: [{ telCode: '1', phone: '2125550100', tag: 'Mobile' }],
      });
      expect(body.id).toBeUndefined();
      // The list shows Alice from the save itself: the server's book has not been read again.
      await waitFor(() => expect(listedNames()).toEqual(['Alice', 'Bob']));
      expect(sinces).toEqual(['0']);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1', name: 'Alice' }));

      // A save does not move the sync time: a change made elsewhere before it still loads next time.
      onServer.push(entry('c', 'Carol', '2125550102', 30));
      act(() => dispatchServerEvent(SocketEvent.contactsChanged, { updateTime: 30 }));
      await waitFor(() => expect(listedNames()).toEqual(['Alice', 'Bob', 'Carol']));
      expect(sinces).toEqual(['0', '5']);
    } finally {
      stopEvents();
      clearEventBus();
    }
  });

  it('edits a contact by id and reports a failure in a snackbar', async () => {
    stubFetch(() => envelope(500, null, 'boom'));
    const contact = makeContact('c9', 'Bob', ['44 2071234567'], 'Work');
    const onClose = vi.fn();
    renderWithProviders(<ContactFormDialog open contact={contact} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Edit contact' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Bob');
    save();
    expect(await screen.findByText('Could not save the contact')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
