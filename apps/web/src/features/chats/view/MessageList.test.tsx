import type { ChatMessage } from '@switchboard/protocol';
import { AUTH_HEADER, apiUrl, Retcode } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';
import { readDialog } from '../sync/dialog.ts';
import { dialogMessages } from '../sync/dialogData.ts';
import { createChatsCache, renderWithCache, seedDialog } from '../testing.tsx';
import { MessageList } from './MessageList.tsx';

const KEY = '12025550100-12025550111';
const TOKEN = 'tok_0123456789abcdefghijklmnop';
const base = Date.now() - 60_000;
const msg = (smsId: string, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  smsId,
  date: base,
  text: '',
  media: '',
  direction: 'in',
  status: 0,
  type: 'sms',
  ...patch,
});

function setup(
  messages: ChatMessage[],
  speech: () => Response = () => envelope(0, { text: 'call me back' }),
) {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: TOKEN });
  useChats.getState().reset();
  useChatView.getState().reset();
  client = createChatsCache();
  seedDialog(client, KEY, messages);
  const fetchMock = stubFetch((path) => {
    if (path.startsWith('/web/media/')) return new Response(new Blob(['bytes'], { type: 'image/png' }));
    if (path === apiUrl('speechToText')) return speech();
    if (path === apiUrl('getDialogList')) return envelope(0, { dialogList: [], nextStartTime: null });
    return envelope(0, null);
  });
  renderWithCache(<MessageList chatKey={KEY} />, client);
  return fetchMock;
}

let client: QueryClient;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('message list', () => {
  it('shows the code of a received verification message large, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    setup([
      msg('c', { text: 'G-482913 is your Google verification code.' }),
      msg('d', { text: 'Your order 55120 has shipped', date: base + 1 }),
      msg('e', { text: 'my code is 991188', direction: 'out', date: base + 2 }),
    ]);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    // Only the received verification message has one; an order number or one's own text does not.
    const [chip, ...others] = screen.getAllByTestId('message-code');
    expect(others).toHaveLength(0);
    expect(within(chip!).getByText('482913')).toBeTruthy();
    fireEvent.click(within(chip!).getByRole('button', { name: 'Copy code' }));
    expect(await within(chip!).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('482913');
  });

  it('shows pending with a spinner and failed with a red alert icon, outgoing on the right', () => {
    setup([
      msg('a', { text: 'sending', direction: 'out', status: 1 }),
      msg('b', { text: 'failed', direction: 'out', status: 2, date: base + 1 }),
    ]);
    const [pending, failed] = screen.getAllByTestId('message');
    expect(within(pending!).getByTestId('message-pending')).toBeTruthy();
    expect(within(failed!).getByTestId('message-failed')).toBeTruthy();
    expect(pending!.dataset.direction).toBe('out');
  });

  it('copies a message from its right-click menu and marks it copied for 2 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    setup([msg('a', { text: 'copy me' })]);
    fireEvent.contextMenu(screen.getByTestId('message-text'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('copy me');
    await waitFor(() => expect(screen.queryByText('Copied')).toBeNull(), { timeout: 3_000 });
  });

  it('fetches pictures with the token and opens them in the viewer', async () => {
    const fetchMock = setup([msg('p', { type: 'mms', media: '/web/media/abc123' })]);
    const image = await screen.findByTestId('message-image');
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/web/media/abc123');
    const headers = (call?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers[AUTH_HEADER]).toBe(TOKEN);
    fireEvent.click(screen.getByRole('button', { name: 'Picture' }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByText(/100%/)).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(within(viewer).getByText(/150%/)).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('transcribes a voicemail in the chosen language and caches the transcript', async () => {
    setup([msg('v', { type: 'voicemail', media: '/web/media/vm1' })]);
    expect(await screen.findByLabelText('Voicemail recording')).toHaveProperty(
      'src',
      expect.stringMatching(/^blob:/),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Speech to text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Transcription Language' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search languages' }), {
      target: { value: 'french (canada)' },
    });
    fireEvent.click(within(dialog).getByRole('option', { name: /French \(Canada\)/ }));
    const fetchMock = vi.mocked(fetch);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByTestId('voicemail-transcript')).toHaveProperty('textContent', 'call me back');
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith(apiUrl('speechToText')));
    const url = new URL(String(call?.[0]), 'http://localhost');
    expect([url.searchParams.get('media'), url.searchParams.get('language')]).toEqual([
      '/web/media/vm1',
      'fr-CA',
    ]);
    expect(dialogMessages(readDialog(client, KEY))[0]?.stt).toBe('call me back');

    // With a transcript shown, the button asks again in another language.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Speech to text' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Another language' }));
    const again = await screen.findByRole('dialog', { name: 'Choose a Transcription Language' });
    fireEvent.change(within(again).getByRole('textbox', { name: 'Search languages' }), {
      target: { value: 'german (germany)' },
    });
    fireEvent.click(within(again).getByRole('option', { name: /German \(Germany\)/ }));
    fireEvent.click(within(again).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(([input]) => new URL(String(input), 'http://localhost'))
          .filter((asked) => asked.pathname === apiUrl('speechToText'))
          .map((asked) => asked.searchParams.get('language')),
      ).toEqual(['fr-CA', 'de-DE']),
    );
  });

  it('says so in the bubble when speech-to-text is unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup([msg('v', { type: 'voicemail', media: '/web/media/vm2' })], () =>
      envelope(Retcode.SPEECH_TO_TEXT_UNAVAILABLE, null, 'unavailable', 503),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Speech to text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Transcription Language' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry! The Speech-to-text is temporarily unavailable. Please try again later.',
    );
  });
});
