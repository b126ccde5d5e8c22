import { apiUrl, SocketEvent } from '@switchboard/protocol';
import { QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../lib/alerts.ts';
import { queryKeys } from '../lib/api/queries.ts';
import { dispatchServerEvent } from '../lib/socket/dispatch.ts';
import { announceConnected, clearEventBus } from '../lib/socket/events.ts';
import { envelope, setupRuntime, stubFetch } from '../test/helpers.tsx';
import { startAccountEvents } from './accountEvents.ts';

let client: QueryClient;
let stop: () => void;

/** Puts data under each key, so invalidation can be seen on it. */
function seed(...keys: QueryKey[]): void {
  for (const key of keys) client.setQueryData(key, { seeded: true });
}
const invalidated = (key: QueryKey) => client.getQueryState(key)?.isInvalidated ?? false;
const alertTexts = () => useAlerts.getState().queue.map((alert) => alert.text);

beforeEach(() => {
  setupRuntime('wetalkpro', 'en');
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = startAccountEvents(client);
});
afterEach(() => {
  stop();
  clearEventBus();
  client.clear();
  vi.unstubAllGlobals();
});

describe('account events', () => {
  it('balanceChanged sets the balance every screen reads and reloads the payment and bill histories', () => {
    client.setQueryData(queryKeys.balance, 10_000);
    const payment = queryKeys.historyMonth('payment', '2025-05');
    const bill = queryKeys.historyMonth('bill', '2025-05');
    const calls = queryKeys.historyMonth('call', '2025-05');
    seed(payment, bill, calls);
    dispatchServerEvent(SocketEvent.balanceChanged, { balance: 125_000 });
    expect(client.getQueryData(queryKeys.balance)).toBe(125_000);
    expect(invalidated(payment)).toBe(true);
    expect(invalidated(bill)).toBe(true);
    expect(invalidated(calls)).toBe(false);
  });

  it('reviewDecided reloads what was reviewed and tells the user, with the reason of a refusal', () => {
    seed(queryKeys.profile, queryKeys.kyc, queryKeys.virtualPhones);
    dispatchServerEvent(SocketEvent.reviewDecided, {
      subject: 'kyc',
      approved: false,
      status: 100,
      reason: 'The photo is blurred',
    });
    expect(invalidated(queryKeys.kyc)).toBe(true);
    expect(invalidated(queryKeys.profile)).toBe(false);
    expect(alertTexts()).toEqual(['Your identity proof was refused: The photo is blurred']);

    dispatchServerEvent(SocketEvent.reviewDecided, {
      subject: 'profile',
      approved: true,
      status: 2,
      reason: '',
    });
    expect(invalidated(queryKeys.profile)).toBe(true);
    expect(alertTexts().at(-1)).toBe('Your profile was approved.');

    dispatchServerEvent(SocketEvent.reviewDecided, {
      subject: 'tollFree',
      approved: false,
      status: 0,
      reason: '',
      number: '18885550100',
    });
    expect(invalidated(queryKeys.virtualPhones)).toBe(true);
    expect(alertTexts().at(-1)).toBe('Your toll-free number +18885550100 was refused for messaging.');
  });

  it('says the decision in Chinese to a Chinese interface', () => {
    setupRuntime('wetalkpro', 'zh-CN');
    dispatchServerEvent(SocketEvent.reviewDecided, {
      subject: 'profile',
      approved: false,
      status: 100,
      reason: '地址不完整',
    });
    dispatchServerEvent(SocketEvent.reviewDecided, {
      subject: 'useCase',
      approved: true,
      status: 2,
      reason: '',
    });
    expect(alertTexts()).toEqual(['您的资料未通过审核：地址不完整', '您的使用场景已通过审核。']);
  });

  it('numbersChanged reloads the lists of that kind of number only', () => {
    const plan = queryKeys.numberPlan('12125550100');
    const subscriptions = queryKeys.historyMonth('subscription', '2025-05');
    const codeNumbers = queryKeys.verificationNumberList('wechat');
    const codeOptions = queryKeys.verificationOptions('wechat', 'US');
    seed(queryKeys.virtualPhones, plan, subscriptions, codeNumbers, codeOptions);

    dispatchServerEvent(SocketEvent.numbersChanged, {
      change: 'released',
      number: '12125550100',
      kind: 'phone',
    });
    expect([queryKeys.virtualPhones, plan, subscriptions].map(invalidated)).toEqual([true, true, true]);
    expect([codeNumbers, codeOptions].map(invalidated)).toEqual([false, false]);

    seed(queryKeys.virtualPhones);
    dispatchServerEvent(SocketEvent.numbersChanged, {
      change: 'subscribed',
      number: '12125550177',
      kind: 'verification',
    });
    expect([codeNumbers, codeOptions].map(invalidated)).toEqual([true, true]);
    expect(invalidated(queryKeys.virtualPhones)).toBe(false);
  });

  it('contactsChanged syncs the address book from its last change', async () => {
    client.setQueryData(queryKeys.contacts, { byId: {}, syncedUntil: 40 });
    const fetchMock = stubFetch((path) => {
      if (path !== apiUrl('getCloudAddressBook')) return envelope(404, null, 'unexpected');
      const addressBook = JSON.stringify({
        name: 'Dana',
        email: '',
        companyName: '',
        note: '',
        phoneList: [{ telCode: '1', phone: '2125550123', tag: 'Mobile' }],
      });
      return envelope(0, {
        addressBookList: [{ id: 'd', addressBook, deleted: false, updateTime: 55 }],
        nextStartTime: null,
      });
    });
    dispatchServerEvent(SocketEvent.contactsChanged, { updateTime: 55 });
    await vi.waitFor(() =>
      expect(client.getQueryData(queryKeys.contacts)).toMatchObject({
        byId: { d: { name: 'Dana' } },
        syncedUntil: 55,
      }),
    );
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('since')).toBe('40');
  });

  it('codeReceived polls that number’s code session at once and reloads its stored messages', async () => {
    const polls = { mine: 0, other: 0 };
    const watch = (key: QueryKey, count: () => void) =>
      new QueryObserver(client, {
        queryKey: key,
        queryFn: () => {
          count();
          return { list: [] };
        },
        staleTime: Number.POSITIVE_INFINITY,
        initialData: { list: [] },
      }).subscribe(() => {});
    const offMine = watch(queryKeys.codeSession('12125550100', 1), () => polls.mine++);
    const offOther = watch(queryKeys.codeSession('12125550199', 2), () => polls.other++);
    const sms = queryKeys.codeSms('12125550100', 'wechat');
    seed(sms);

    dispatchServerEvent(SocketEvent.codeReceived, { number: '12125550100', smsId: 's1' });
    await vi.waitFor(() => expect(polls.mine).toBe(1));
    expect(polls.other).toBe(0);
    expect(invalidated(sms)).toBe(true);
    offMine();
    offOther();
  });

  it('reloads the pushed data after a reconnect that could not replay the missed events', () => {
    seed(queryKeys.balance, queryKeys.profile, queryKeys.historyMonth('bill', '2025-05'));
    announceConnected({ reconnect: true, recovered: true, serverClosed: false });
    expect(invalidated(queryKeys.balance)).toBe(false);
    announceConnected({ reconnect: true, recovered: false, serverClosed: true });
    expect(invalidated(queryKeys.balance)).toBe(true);
    expect(invalidated(queryKeys.profile)).toBe(true);
    expect(invalidated(queryKeys.historyMonth('bill', '2025-05'))).toBe(true);
  });

  it('on resync, reloads the pushed data after a random wait within the server’s window', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.spyOn(Math, 'random').mockReturnValue(0.5);
      seed(queryKeys.balance);
      dispatchServerEvent(SocketEvent.resync, { jitterMs: 10_000 });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(invalidated(queryKeys.balance)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(invalidated(queryKeys.balance)).toBe(true);
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('applies nothing once stopped', () => {
    client.setQueryData(queryKeys.balance, 10_000);
    stop();
    dispatchServerEvent(SocketEvent.balanceChanged, { balance: 1 });
    dispatchServerEvent(SocketEvent.reviewDecided, {
      subject: 'profile',
      approved: true,
      status: 2,
      reason: '',
    });
    expect(client.getQueryData(queryKeys.balance)).toBe(10_000);
    expect(alertTexts()).toEqual([]);
  });
});
