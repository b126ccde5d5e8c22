import { apiUrl, type ChatMessage } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { useChats } from '../state/chatStore.ts';
import { deleteConversation, deleteMessages, withRetry } from './deleting.ts';

const KEY = '12025550100-12025550111';
const message = (smsId: string, date: number): ChatMessage => ({
  smsId,
  date,
  text: smsId,
  media: '',
  direction: 'in',
  status: 0,
  type: 'sms',
});

beforeEach(() => {
  setupRuntime('pingme', 'en');
  useChats.getState().reset();
  useChats.getState().mergeConversations([
    {
      ownFullNumber: '12025550100',
      ownTelCode: '1',
      ownNumber: '2025550100',
      otherFullNumber: '12025550111',
      otherTelCode: '1',
      otherNumber: '2025550111',
      date: 2,
      text: 'b',
      media: '',
      type: 'sms',
      smsId: 'b',
      direction: 'in',
    },
  ]);
  useChats.getState().mergeMessages(KEY, [message('a', 1), message('b', 2)]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('delete retry', () => {
  it('tries once more after a failure or a false answer, and no more', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn().mockRejectedValue(new Error('down'));
    expect(await withRetry(failing)).toBe(false);
    expect(failing).toHaveBeenCalledTimes(2);
    const falseThenTrue = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    expect(await withRetry(falseThenTrue)).toBe(true);
    expect(falseThenTrue).toHaveBeenCalledTimes(2);
    const ok = vi.fn().mockResolvedValue(true);
    expect(await withRetry(ok)).toBe(true);
    expect(ok).toHaveBeenCalledTimes(1);
  });

  it('a message disappears at once and delSms gets its id and date, retried once on failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const fetchMock = stubFetch((path) => {
      if (path !== apiUrl('delSms')) return envelope(0, null);
      calls += 1;
      return calls === 1 ? envelope(900000, null, '', 500) : envelope(0, { deleted: 1 });
    });
    const done = deleteMessages(KEY, ['a']);
    expect(useChats.getState().messages[KEY]?.map((item) => item.smsId)).toEqual(['b']);
    expect(await done).toBe(true);
    expect(calls).toBe(2);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    expect(JSON.parse(url.searchParams.get('sms')!)).toEqual([{ smsId: 'a', date: 1 }]);
  });

  it('a conversation disappears at once and delSms gets from and to', async () => {
    const fetchMock = stubFetch(() => envelope(0, { deleted: 2 }));
    useChats.getState().select(KEY);
    const done = deleteConversation(KEY);
    expect(useChats.getState().conversations[KEY]).toBeUndefined();
    expect(useChats.getState().selectedKey).toBeNull();
    expect(await done).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual([
      '12025550100',
      '12025550111',
    ]);
  });
});
