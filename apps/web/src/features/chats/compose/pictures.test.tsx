import { SocketEvent } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatComposer } from './ChatComposer.tsx';
import { MAX_PICTURES_PER_SEND } from './lib/image.ts';
import { type FakeSocket, openBob, renderChats, setupChats, teardownChats } from './testing.ts';

let socket: FakeSocket;

const picture = (name: string, byte: number) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, byte])], name, { type: 'image/png' });

/** What a paste or a drop hands the page: the files, and the kinds of data it carries. */
function transferOf(files: File[], text = '') {
  return {
    files,
    types: files.length > 0 ? ['Files'] : ['text/plain'],
    getData: (type: string) => (type === 'text/plain' ? text : ''),
  };
}

/** The picture messages emitted, by file name, in order. */
const sentPictures = () =>
  socket.emitted
    .filter(({ event, payload }) => event === SocketEvent.sendMessage && payload.msgType === 'mms')
    .map(({ payload }) => payload.fileName);

async function composer() {
  renderChats(<ChatComposer />);
  const upload = screen.getByRole('button', { name: 'Send a picture' });
  await waitFor(() => expect(upload).toHaveProperty('disabled', false));
  return screen.getByTestId('composer-input');
}

beforeEach(() => {
  ({ socket } = setupChats());
  openBob();
});
afterEach(() => {
  cleanup();
  teardownChats();
});

describe('pictures by paste, drop and several at once', () => {
  it('sends a pasted screenshot as a picture message, and pasted text as text in the box', async () => {
    const box = await composer();
    fireEvent.paste(box, { clipboardData: transferOf([picture('screenshot.png', 1)]) });
    await waitFor(() => expect(sentPictures()).toEqual(['screenshot.png']));
    fireEvent.paste(box, { clipboardData: transferOf([], 'just words') });
    expect(box.textContent).toBe('just words');
    expect(sentPictures()).toHaveLength(1);
  });

  it('sends pictures dropped on the box or beside it, each as its own message in order', async () => {
    const box = await composer();
    fireEvent.drop(box, { dataTransfer: transferOf([picture('a.png', 1), picture('b.png', 2)]) });
    await waitFor(() => expect(sentPictures()).toEqual(['a.png', 'b.png']));
    fireEvent.drop(screen.getByTestId('chat-composer'), { dataTransfer: transferOf([picture('c.png', 3)]) });
    await waitFor(() => expect(sentPictures()).toEqual(['a.png', 'b.png', 'c.png']));
  });

  it('sends several chosen pictures, tells the one that cannot go, and refuses too many at once', async () => {
    await composer();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('composer-file'), {
      target: { files: [picture('one.png', 1), text, picture('two.png', 2)] },
    });
    expect(await screen.findByText('Upload failed. Please try again.')).toBeTruthy();
    await waitFor(() => expect(sentPictures()).toEqual(['one.png', 'two.png']));

    const many = Array.from({ length: MAX_PICTURES_PER_SEND + 1 }, (_, i) => picture(`p${i}.png`, i));
    fireEvent.change(screen.getByTestId('composer-file'), { target: { files: many } });
    expect(
      await screen.findByText(
        `You can send up to ${MAX_PICTURES_PER_SEND} pictures at a time. Please choose fewer.`,
      ),
    ).toBeTruthy();
    expect(sentPictures()).toHaveLength(2);
  });
});
