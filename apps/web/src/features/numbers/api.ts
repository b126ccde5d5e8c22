import type { RenewData, VirtualPhone, VirtualPhoneListData } from '@switchboard/protocol';
import {
  callSettingsDataSchema,
  renewDataSchema,
  reSubscribeDataSchema,
  virtualPhoneListDataSchema,
} from '@switchboard/protocol';
import { apiRequest } from '../../lib/api/client.ts';
import { queryKeys } from '../../lib/api/queries.ts';

/** The number list's key, shared with the chats' senders, so an unsubscribe here refreshes both. */
export const NUMBERS_QUERY_KEY = queryKeys.virtualPhones;

/** GET /getVirtualPhoneList: numbers, forward/voicemail states and capabilities. */
export function getVirtualPhoneList(): Promise<VirtualPhoneListData> {
  return apiRequest('getVirtualPhoneList', { schema: virtualPhoneListDataSchema });
}

/** POST /unSubVirtualPhone: releases a number (restorable from the subscription history until it expires). */
export function unSubVirtualPhone(phone: Pick<VirtualPhone, 'telCode' | 'phone'>): Promise<null> {
  return apiRequest('unSubVirtualPhone', {
    method: 'POST',
    body: { telCode: phone.telCode, phone: phone.phone },
    schema: ignoredAnswer,
  });
}

/** POST /renewVirtualPhone: pays the overdue renewal of a number in its grace days now ("Pay now"). */
export function renewVirtualPhone(phone: Pick<VirtualPhone, 'telCode' | 'phone'>): Promise<RenewData> {
  return apiRequest('renewVirtualPhone', {
    method: 'POST',
    body: { telCode: phone.telCode, phone: phone.phone },
    schema: renewDataSchema,
  });
}

/** The unsubscribe answer carries nothing the client uses. */
const ignoredAnswer = { safeParse: () => ({ success: true as const, data: null }) };

/** Both call-setting states as the server reports them after a change. */
export type CallSettings = Pick<VirtualPhoneListData, 'forwardStatus' | 'voicemailStatus'>;

/** POST /setForward: the server switches voicemail off when forwarding goes on, so both states come back. */
export function setForward(on: boolean): Promise<CallSettings> {
  return apiRequest('setForward', {
    method: 'POST',
    body: { forward: on ? 1 : 0 },
    schema: callSettingsDataSchema,
  });
}

/** POST /setVoicemail: the server switches forwarding off when voicemail goes on. */
export function setVoicemail(on: boolean): Promise<CallSettings> {
  return apiRequest('setVoicemail', {
    method: 'POST',
    body: { voicemail: on ? 1 : 0 },
    schema: callSettingsDataSchema,
  });
}

/** POST /reSubVirtualPhone: restores a released number from a history row of the given month (YYYY-MM). */
export async function reSubVirtualPhone(historyId: string, month: string): Promise<string> {
  const data = await apiRequest('reSubVirtualPhone', {
    method: 'POST',
    body: { historyId, date: month },
    schema: reSubscribeDataSchema,
  });
  return data.subHint;
}
