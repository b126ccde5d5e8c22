import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecipientPickerProps } from '../../../components/recipientPicker.ts';
import { type ChatPartner, useChats } from '../state/chatStore.ts';
import { NewChatHeader } from './NewChatHeader.tsx';
import { registerRecipientPicker } from './recipientPicker.ts';
import { useCompose } from './state/composeStore.ts';
import { ALICE, ALICE_UK, BOB_FULL, BOB_KEY, renderChats, setupChats, teardownChats } from './testing.ts';

function renderHeader() {
  act(() => useChats.getState().setComposingNew(true));
  renderChats(<NewChatHeader />);
  return {
    number: screen.getByRole('textbox', { name: 'Phone number' }),
    from: screen.getByRole('combobox', { name: 'From' }),
  };
}

const typeInto = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

beforeEach(() => setupChats());
afterEach(() => {
  registerRecipientPicker(null);
  teardownChats();
});

describe('NewChatHeader', () => {
  it('starts from the first own number and shows its calling code in the disabled selector', () => {
    const { from } = renderHeader();
    expect(useCompose.getState().from).toEqual(ALICE);
    expect((from as HTMLInputElement).value).toBe('+1 202 555 0100');
    const code = screen.getByRole('combobox', { name: 'Country code' });
    expect(code.getAttribute('aria-disabled')).toBe('true');
    expect(code.textContent).toBe('+1');
  });

  it('makes the partner from a typed number (+1 rule applied) and clears it under 5 digits', () => {
    const { number } = renderHeader();
    typeInto(number, '1 (202) 555-0199');
    expect(useChats.getState().partner).toEqual({
      noName: true,
      phone: '12025550199',
      telCode: '1',
      shortPhone: '2025550199',
    });
    typeInto(number, '1234');
    expect(useChats.getState().partner).toBeNull();
    expect(screen.getByText('Enter at least 5 digits.')).toBeTruthy();
  });

  it('lists own numbers to choose from; choosing another re-bases the typed number on its code', async () => {
    const { number, from } = renderHeader();
    typeInto(number, '7911 000111');
    fireEvent.mouseDown(from);
    expect(useCompose.getState().picking).toBe(true);
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+1 202 555 0100', '+44 7911 123456']);
    fireEvent.click(within(list).getByText('+44 7911 123456'));
    expect(useCompose.getState().from).toEqual(ALICE_UK);
    expect(useCompose.getState().picking).toBe(false);
    expect(useChats.getState().partner?.phone).toBe('447911000111');
  });

  it('refuses a typed sender that is not one of the user’s numbers', () => {
    const { from } = renderHeader();
    typeInto(from, '+1 415 555 0000');
    fireEvent.blur(from);
    expect(
      screen.getByText('This number is not one of your numbers. Please enter a number that you own.'),
    ).toBeTruthy();
    expect(useCompose.getState().from).toEqual(ALICE);
  });

  it('shows the messages of an existing conversation, staying in new-chat mode', async () => {
    const { number } = renderHeader();
    typeInto(number, BOB_FULL.slice(1));
    await waitFor(() => expect(useChats.getState().selectedKey).toBe(BOB_KEY));
    expect(useChats.getState().composingNew).toBe(true);
    typeInto(number, '202');
    await waitFor(() => expect(useChats.getState().selectedKey).toBeNull());
  });

  it('notices when the own number cannot text the chosen calling code (a picked contact abroad)', async () => {
    const contact: ChatPartner = {
      name: 'Li',
      noName: false,
      phone: '8613812345678',
      telCode: '86',
      shortPhone: '13812345678',
    };
    registerRecipientPicker(({ onPick }: RecipientPickerProps) => (
      <button type="button" onClick={() => onPick(contact)}>
        pick Li
      </button>
    ));
    const { number } = renderHeader();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.focus(number);
    expect(useCompose.getState().picking).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'pick Li' }));
    expect(useChats.getState().partner).toEqual(contact);
    expect(useCompose.getState().picking).toBe(false);
    expect((number as HTMLInputElement).value).toBe('Li');
    expect(screen.getByRole('status').textContent).toBe(
      'Your number +1 202 555 0100 cannot be used to send messages to +86 numbers.',
    );
  });
});
