import { SocketEvent } from '@switchboard/protocol';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAlerts } from '../lib/alerts.ts';
import { queryKeys } from '../lib/api/queries.ts';
import { dispatchServerEvent } from '../lib/socket/dispatch.ts';
import { clearEventBus } from '../lib/socket/events.ts';
import { setupRuntime } from '../test/helpers.tsx';
import { startAccountEvents } from './accountEvents.ts';

let client: QueryClient;
let stop: () => void;
const alertTexts = () => useAlerts.getState().queue.map((alert) => alert.text);
const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

function start(brand: 'pingme' | 'cloudnumber', language: 'en' | 'zh-CN' = 'en') {
  setupRuntime(brand, language);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = startAccountEvents(client);
  client.setQueryData(queryKeys.virtualPhones, { seeded: true });
  client.setQueryData(queryKeys.historyMonth('subscription', '2026-12'), { seeded: true });
  client.setQueryData(queryKeys.historyMonth('bill', '2026-12'), { seeded: true });
}

beforeEach(() => start('pingme'));
afterEach(() => {
  stop();
  clearEventBus();
  client.clear();
});

describe('renewalFailed', () => {
  it('tells the open page the renewal failed, with the amount and the day it lapses, and reloads the numbers', () => {
    dispatchServerEvent(SocketEvent.renewalFailed, {
      number: '12025550177',
      stage: 'grace',
      amount: 370_800,
      until: Date.UTC(2026, 11, 8, 9),
    });
    expect(alertTexts()).toEqual([
      'The renewal of +12025550177 failed: your balance does not cover 37.08 Coins. Pay by 2026-12-08 or the number lapses.',
    ]);
    expect(invalidated(queryKeys.virtualPhones)).toBe(true);
    expect(invalidated(queryKeys.historyMonth('subscription', '2026-12'))).toBe(true);
    expect(invalidated(queryKeys.historyMonth('bill', '2026-12'))).toBe(false);
  });

  it('tells of a lapse and until when the number can be restored, in the interface language', () => {
    stop();
    start('cloudnumber', 'zh-CN');
    dispatchServerEvent(SocketEvent.renewalFailed, {
      number: '8613800000100',
      stage: 'lapsed',
      amount: 490_000,
      until: Date.UTC(2027, 0, 7),
    });
    expect(alertTexts()).toEqual(['+8613800000100 因未续费已失效。您可以在 2027-01-07 前从订阅记录中恢复。']);
  });

  it('ignores a payload that does not match the protocol', () => {
    dispatchServerEvent(SocketEvent.renewalFailed, { number: '1', stage: 'later' } as never);
    expect(alertTexts()).toEqual([]);
  });
});
