import type { AddressBookEntry } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupRuntime } from '../../../test/helpers.tsx';
import { clientWithContacts, renderWithClient } from '../lib/testing.tsx';
import { type Contact, contactFromEntry } from '../state/contactsStore.ts';
import { ContactsPicker } from './ContactsPicker.tsx';
import { filterPickerContacts, PICKER_ROW_HEIGHT, partnerOf, phoneToPick } from './pickerModel.ts';

function entry(
  id: string,
  name: string,
  phones: string[][],
  extra: Record<string, string> = {},
): AddressBookEntry {
  const phoneList = phones.map(([telCode, phone, tag]) => ({ telCode, phone, tag: tag ?? 'Mobile' }));
  return {
    id,
    addressBook: JSON.stringify({ name, email: '', companyName: '', note: '', phoneList, ...extra }),
    deleted: false,
    updateTime: 1,
  };
}

const entries = [
  entry('a', 'Alice Walker', [['1', '2125550100']], { email: 'alice@example.com', companyName: 'Acme' }),
  entry('b', 'Bob Stone', [
    ['1', '2125550111', 'Work'],
    ['44', '2079460958', 'Home'],
  ]),
  entry('c', '陈晨', [['86', '13800138000']]),
];
const contacts = entries.map((item) => contactFromEntry(item) as Contact);

describe('picker model', () => {
  it('filters by name (any case) or by digits of any phone', () => {
    const names = (query: string) => filterPickerContacts(contacts, query).map((contact) => contact.name);
    expect(names('')).toEqual(['Alice Walker', 'Bob Stone', '陈晨']);
    expect(names('ali')).toEqual(['Alice Walker']);
    expect(names('陈')).toEqual(['陈晨']);
    expect(names('555-01')).toEqual(['Alice Walker', 'Bob Stone']);
    expect(names('2079')).toEqual(['Bob Stone']);
    expect(names('zzz')).toEqual([]);
  });

  it('picks a one-number contact at once and asks for a contact with several', () => {
    const [alice, bob] = contacts;
    expect(phoneToPick(alice!)?.full).toBe('12125550100');
    expect(phoneToPick(bob!)).toBeNull();
    expect(partnerOf(bob!, bob!.phones[1]!)).toEqual({
      name: 'Bob Stone',
      noName: false,
      phone: '442079460958',
      telCode: '44',
      shortPhone: '2079460958',
    });
  });
});

describe('ContactsPicker', () => {
  let client: QueryClient;
  const sizes = ['clientHeight', 'offsetHeight', 'clientWidth', 'offsetWidth'] as const;
  const saved = sizes.map(
    (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
  );
  beforeEach(() => {
    for (const key of sizes) {
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 400 });
    }
    setupRuntime('pingme', 'en');
    client = clientWithContacts(contacts);
  });
  afterEach(() => {
    for (const [key, descriptor] of saved)
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });

  function mount(query: string) {
    const anchor = document.createElement('input');
    document.body.append(anchor);
    const onPick = vi.fn();
    const onClose = vi.fn();
    renderWithClient(
      <ContactsPicker anchorEl={anchor} query={query} onPick={onPick} onClose={onClose} />,
      client,
    );
    return { anchor, onPick, onClose };
  }

  it('lists matching contacts with phones, email and company', async () => {
    mount('');
    const rows = await screen.findAllByTestId('picker-contact');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AAlice Walker+1 212 555 0100alice@example.com · Acme',
      'BBob Stone+1 212 555 0111 · +44 20 7946 0958',
      '陈陈晨+86 138 0013 8000',
    ]);
  });

  it('picks a one-number contact on click', async () => {
    const { onPick } = mount('alice');
    fireEvent.click(await screen.findByTestId('picker-contact'));
    expect(onPick).toHaveBeenCalledWith({
      name: 'Alice Walker',
      noName: false,
      phone: '12125550100',
      telCode: '1',
      shortPhone: '2125550100',
    });
  });

  it('asks which number of a multi-number contact and picks the chosen one', async () => {
    const { onPick } = mount('bob');
    fireEvent.click(await screen.findByTestId('picker-contact'));
    expect(onPick).not.toHaveBeenCalled();
    const overlay = screen.getByRole('dialog', { name: 'Which number of Bob Stone?' });
    const options = within(overlay).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([
      '+1 212 555 0111Work',
      '+44 20 7946 0958Home',
      'Cancel',
    ]);
    fireEvent.click(options[1]!);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ phone: '442079460958', telCode: '44' }));
  });

  it('moves with the arrow keys, picks with Enter and closes with Escape', async () => {
    const { anchor, onPick, onClose } = mount('');
    await screen.findAllByTestId('picker-contact');
    act(() => {
      fireEvent.keyDown(anchor, { key: 'ArrowDown' });
      fireEvent.keyDown(anchor, { key: 'ArrowDown' });
      fireEvent.keyDown(anchor, { key: 'ArrowDown' });
    });
    act(() => void fireEvent.keyDown(anchor, { key: 'Enter' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: '陈晨', phone: '8613800138000' }));
    fireEvent.keyDown(anchor, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('renders the rows scrolled to by the wheel, never an empty panel', async () => {
    const many = Array.from({ length: 200 }, (_, index) =>
      entry(`m${index}`, `Person ${String(index).padStart(3, '0')}`, [
        ['1', `2125551${String(index).padStart(3, '0')}`],
      ]),
    );
    client = clientWithContacts(many.map((item) => contactFromEntry(item) as Contact));
    mount('');
    const list = await screen.findByRole('listbox');
    await screen.findAllByTestId('picker-contact');
    act(() => {
      list.scrollTop = 150 * PICKER_ROW_HEIGHT;
      fireEvent.scroll(list);
    });
    const names = (await screen.findAllByTestId('picker-contact')).map((row) => row.textContent ?? '');
    expect(names.some((name) => name.includes('Person 150'))).toBe(true);
    expect(names.some((name) => name.includes('Person 000'))).toBe(false);
  });

  it('closes itself when nothing matches, and says when there are no contacts', async () => {
    const { onClose } = mount('nobody');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByTestId('contacts-picker')).toBeNull();
    client = clientWithContacts();
    mount('');
    expect(await screen.findByText('No contacts yet. Type a number to write to it.')).toBeTruthy();
  });
});
