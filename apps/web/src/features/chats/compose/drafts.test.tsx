import { chatKey } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useChats } from '../state/chatStore.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { useCompose } from './state/composeStore.ts';
import { useDrafts } from './state/draftStore.ts';
import {
  ALICE,
  ALICE_UK,
  type FakeSocket,
  openBob,
  renderChats,
  setupChats,
  teardownChats,
} from './testing.ts';

const CAROL_FULL = '12025550122';

function openCarol(): void {
  act(() =>
    useChats.getState().select(chatKey('12025550100', CAROL_FULL), {
      noName: true,
      phone: CAROL_FULL,
      telCode: '1',
      shortPhone: '2025550122',
    }),
  );
}

const box = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

/** Types the way the browser leaves the contentEditable box, then fires input. */
function type(html: string) {
  box().innerHTML = html;
  fireEvent.input(box());
}

let socket: FakeSocket;
beforeEach(() => {
  ({ socket } = setupChats());
  openBob();
});
afterEach(teardownChats);

describe('drafts', () => {
  it('keeps each conversation its own unsent text across switches and a remount', async () => {
    const { unmount } = renderChats(<ChatComposer />);
    await waitFor(() => expect(box().getAttribute('contenteditable')).toBe('true'));
    type('for Bob<br>two lines');

    openCarol();
    // Nothing typed for Bob can go to Carol.
    expect(box().textContent).toBe('');
    expect(sendButton().disabled).toBe(true);
    type('for Carol');

    act(() => openBob());
    expect(box().innerHTML).toBe('for Bob<br>two lines');
    expect(sendButton().disabled).toBe(false);

    // The composer mounted again (a reconnect, a reload of the screen) shows the draft still.
    unmount();
    renderChats(<ChatComposer />);
    await waitFor(() => expect(box().innerHTML).toBe('for Bob<br>two lines'));
    openCarol();
    expect(box().textContent).toBe('for Carol');
    // Kept in the tab's session storage, so a reload of the page finds them too.
    expect(JSON.parse(sessionStorage.getItem('sb.chats.drafts') ?? '{}').state.drafts).toEqual({
      [chatKey('12025550100', '12025550111')]: 'for Bob\ntwo lines',
      [chatKey('12025550100', CAROL_FULL)]: 'for Carol',
    });
  });

  it('forgets the draft once it is sent', async () => {
    renderChats(<ChatComposer />);
    await waitFor(() => expect(box().getAttribute('contenteditable')).toBe('true'));
    type('on its way');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(socket.emitted).toHaveLength(1));
    openCarol();
    act(() => openBob());
    expect(box().textContent).toBe('');
    expect(useDrafts.getState().drafts).toEqual({});
  });

  it('in a new chat, keeps what was typed when the sender changes', async () => {
    act(() => {
      useChats.getState().setComposingNew(true);
      useChats
        .getState()
        .setPartner({ noName: true, phone: CAROL_FULL, telCode: '1', shortPhone: '2025550122' });
      useCompose.getState().setFrom(ALICE);
    });
    renderChats(<ChatComposer />);
    await waitFor(() => expect(box().getAttribute('contenteditable')).toBe('true'));
    type('hello there');
    act(() => useCompose.getState().setFrom(ALICE_UK));
    expect(box().textContent).toBe('hello there');
    expect(useDrafts.getState().drafts[chatKey('447911123456', CAROL_FULL)]).toBe('hello there');
  });
});
