import type { RenewData, VirtualPhone, VirtualPhoneListData } from '@switchboard/protocol';
import { callApi } from '../../lib/api/client.ts';

// The numbers tab's changes; the number list itself is the shared virtualPhonesQuery of lib/api.

/** Releases a number (restorable from the subscription history until it expires). */
export async function unSubVirtualPhone(phone: Pick<VirtualPhone, 'telCode' | 'phone'>): Promise<void> {
  await callApi('unSubVirtualPhone', { body: { telCode: phone.telCode, phone: phone.phone } });
}

/** Pays the overdue renewal of a number in its grace days now ("Pay now"). */
export function renewVirtualPhone(phone: Pick<VirtualPhone, 'telCode' | 'phone'>): Promise<RenewData> {
  return callApi('renewVirtualPhone', { body: { telCode: phone.telCode, phone: phone.phone } });
}

/** Both call-setting states as the server reports them after a change. */
export type CallSettings = Pick<VirtualPhoneListData, 'forwardStatus' | 'voicemailStatus'>;

/** The server switches voicemail off when forwarding goes on, so both states come back. */
export function setForward(on: boolean): Promise<CallSettings> {
  return callApi('setForward', { body: { forward: on ? 1 : 0 } });
}

/** The server switches forwarding off when voicemail goes on. */
export function setVoicemail(on: boolean): Promise<CallSettings> {
  return callApi('setVoicemail', { body: { voicemail: on ? 1 : 0 } });
}

/** Restores a released number from a history row of the given month (YYYY-MM); resolves with the hint. */
export async function reSubVirtualPhone(historyId: string, month: string): Promise<string> {
  return (await callApi('reSubVirtualPhone', { body: { historyId, date: month } })).subHint;
}
