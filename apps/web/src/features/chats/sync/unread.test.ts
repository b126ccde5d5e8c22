import type { ReceiveMessagePayload } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_CAP, useUnread } from '../../../lib/unread.ts';
import { setupRuntime } from '../../../test/helpers.tsx';
import { useChats } from '../state/chatStore.ts';
import { handleReceiveMessage, toIncoming } from './incoming.ts';
import { clearUnreadFor, shouldCountUnread, type UnreadContext, unreadLabel } from './unread.ts';

const OWN = '12025550100';
const OTHER = '12025550111';
const KEY = `${OWN}-${OTHER}`;
const watching: UnreadContext = {
  chatsTabOpen: true,
  windowFocused: true,
  nearBottom: true,
  selectedKey: KEY,
};

function payload(overrides: Partial<ReceiveMessagePayload> = {}): ReceiveMessagePayload {
  return {
    direction: 'in',
    fromNumber: OTHER,
    toNumber: OWN,
    fromPhone: '2025550111',
    toPhone: '2025550100',
    fromTelCode: '1',
    toTelCode: '1',
    msgType: 'sms',
    text: 'hello',
    media: '',
    smsId: `s${Math.random().toString(36).slice(2, 10)}`,
    time: Date.now(),
    status: 0,
    retmsg: '',
    ...overrides,
  };
}

beforeEach(() => {
  setupRuntime('pingme', 'en');
  useUnread.getState().reset();
  useChats.getState().reset();
});
afterEach(() => vi.useRealTimers());

describe('unread rule', () => {
  it('does not count only when the tab is open, the window focused, near the bottom and it is that chat', () => {
    expect(shouldCountUnread(KEY, watching)).toBe(false);
    expect(shouldCountUnread(KEY, { ...watching, chatsTabOpen: false })).toBe(true);
    expect(shouldCountUnread(KEY, { ...watching, windowFocused: false })).toBe(true);
    expect(shouldCountUnread(KEY, { ...watching, nearBottom: false })).toBe(true);
    expect(shouldCountUnread(KEY, { ...watching, selectedKey: `${OWN}-1999` })).toBe(true);
    expect(shouldCountUnread(KEY, { ...watching, selectedKey: null })).toBe(true);
  });

  it('counts one per incoming message, saturating at 99+', () => {
    const away = () => ({ ...watching, chatsTabOpen: false, windowFocused: true });
    for (let index = 0; index < 120; index += 1) handleReceiveMessage(payload(), away);
    expect(useUnread.getState().counts[KEY]).toBe(UNREAD_CAP);
    expect(unreadLabel(useUnread.getState().counts[KEY]!)).toBe('99+');
    expect(unreadLabel(7)).toBe('7');
  });

  it('does not count a message the reader is looking at, nor own sends from another tab', () => {
    handleReceiveMessage(payload(), () => watching);
    handleReceiveMessage(payload({ direction: 'out', fromNumber: OWN, toNumber: OTHER }), () => ({
      ...watching,
      selectedKey: null,
    }));
    expect(useUnread.getState().counts[KEY]).toBeUndefined();
    expect(useChats.getState().messages[KEY]).toHaveLength(2);
  });

  it('resets when the conversation is opened or the input gets focus', () => {
    handleReceiveMessage(payload(), () => ({ ...watching, nearBottom: false }));
    expect(useUnread.getState().counts[KEY]).toBe(1);
    clearUnreadFor(KEY);
    expect(useUnread.getState().counts[KEY]).toBeUndefined();
  });

  it('stores the message under own-other and moves the conversation preview', () => {
    const incoming = toIncoming(payload({ text: 'latest', smsId: 'abc12345', time: 42 }));
    expect(incoming.key).toBe(KEY);
    handleReceiveMessage(payload({ text: 'latest', smsId: 'abc12345', time: 42 }), () => watching);
    const conversation = useChats.getState().conversations[KEY];
    expect(conversation).toMatchObject({
      text: 'latest',
      otherFullNumber: OTHER,
      ownFullNumber: OWN,
      date: 42,
    });
  });

  it('ignores malformed payloads', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    handleReceiveMessage({ direction: 'in' }, () => watching);
    expect(useChats.getState().conversations).toEqual({});
  });
});

describe('desktop notifications', () => {
  it('notify after 1 s when the window is not focused, never for verification codes', () => {
    vi.useFakeTimers();
    const shown: { title: string; body: string }[] = [];
    class FakeNotification {
      static permission = 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body: string }) {
        shown.push({ title, body: options.body });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const unfocused = () => ({ ...watching, windowFocused: false });

    handleReceiveMessage(payload({ text: 'ping' }), unfocused);
    handleReceiveMessage(payload({ msgType: 'verificationCode', text: 'code 1234' }), unfocused);
    vi.advanceTimersByTime(999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([{ title: '+1 202 555 0111', body: 'ping' }]);
    vi.unstubAllGlobals();
  });
});
