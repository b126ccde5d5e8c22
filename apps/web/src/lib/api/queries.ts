import type { NumberType, UiLanguage } from '@switchboard/protocol';
import { toLanguageCode } from '@switchboard/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session.ts';
import { callApi } from './client.ts';
import { queryKeys } from './keys.ts';

export { type HistoryKind, queryKeys } from './keys.ts';

// One factory per datum the client reads, each under its one key: every screen showing a datum
// spreads its factory (adding only when to load), so they all share one fetch and one cache entry.

/** Account info (phone, telCode, email) of the signed-in user. */
export const accountInfoQuery = () =>
  queryOptions({ queryKey: queryKeys.accountInfo, queryFn: () => callApi('getAccountInfo') });

/** Balance in ten-thousandths of the brand's unit (the server's `balanceChanged` push sets it too). */
export const balanceQuery = () =>
  queryOptions({
    queryKey: queryKeys.balance,
    queryFn: async () => (await callApi('queryBalance')).balance,
  });

/** The account's own numbers, call settings and the codes each can text: chats, numbers, contacts, security. */
export const virtualPhonesQuery = () =>
  queryOptions({ queryKey: queryKeys.virtualPhones, queryFn: () => callApi('getVirtualPhoneList') });

/** One number's current plan, pending change and the plans it can change to. */
export const numberPlanQuery = (virtualNumber: string) =>
  queryOptions({
    queryKey: queryKeys.numberPlan(virtualNumber),
    queryFn: () => callApi('getManagePlanList', { query: { virtualNumber } }),
  });

/** The new-number flow's country, type and area-code tree. */
export const areaCodesQuery = () =>
  queryOptions({ queryKey: queryKeys.areaCodes, queryFn: () => callApi('getAreaCodeV2') });

/** What to search free numbers by; areaCode is omitted for countries without area codes. */
export interface NumberSearch {
  code: string;
  type: NumberType;
  telCode: string;
  areaCode?: string;
}

/** Free numbers of a country, type and area code. */
export const numberSearchQuery = (search: NumberSearch) =>
  queryOptions({
    queryKey: queryKeys.numberSearch(search.code, search.type, search.areaCode ?? ''),
    queryFn: () => callApi('getVirtualPhoneByAreaCode', { query: { ...search } }),
  });

/** The plans for a country and number type. */
export const planListQuery = (code: string, type: NumberType) =>
  queryOptions({
    queryKey: queryKeys.planList(code, type),
    queryFn: () => callApi('getPlanList', { query: { code, type } }),
  });

/** The signed-in user's profile and its review states. */
export const profileQuery = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: () => callApi('getProfile') });

/** Identity proof. */
export const kycQuery = () => queryOptions({ queryKey: queryKeys.kyc, queryFn: () => callApi('getKYCInfo') });

/** Payment-method flags and which methods need a verified phone. */
export const paymentMethodsQuery = () =>
  queryOptions({ queryKey: queryKeys.paymentMethods, queryFn: () => callApi('getPaymentMethods') });

/**
 * The brand's recharge tiles, gifts and custom range, what the server prices orders by; asked again
 * after a minute, so an operator's change reaches an open page.
 */
export const rechargeSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.rechargeSettings,
    queryFn: async () => (await callApi('getRechargeSettings')).recharge,
    staleTime: 60_000,
  });

/**
 * Own invite code, rules, hint and earn tips, asked in the page's own language: jiema's calls
 * otherwise always ask in Chinese (spec 001 section 7), which would put Chinese rules on an English page.
 */
export const inviteInfoQuery = (language: UiLanguage) =>
  queryOptions({
    queryKey: queryKeys.inviteInfo(language),
    queryFn: () => callApi('queryInviteInfo', { query: { languagecode: toLanguageCode(language) } }),
  });

/**
 * Whether a code may still be redeemed, asked with the phone the page shows as verified (spec 001
 * section 7); mirrors canSetInviter into the session.
 */
export const inviterQuery = (phone: string) =>
  queryOptions({
    queryKey: queryKeys.inviterOf(phone),
    queryFn: async () => {
      const data = await callApi('getInviter', { query: { phone } });
      useSession.setState({ canSetInviter: data.canSetInviter });
      return data;
    },
  });

/** The VIP membership and the price of one period (wetalk). */
export const vipInfoQuery = () =>
  queryOptions({ queryKey: queryKeys.vipInfo, queryFn: () => callApi('getVipInfo') });

/** The account's live sessions. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.sessions,
    queryFn: async () => (await callApi('getSessionList')).sessions,
  });

/** The operator's banner ads (possibly none); public. */
export const adConfigQuery = () =>
  queryOptions({ queryKey: queryKeys.adConfig, queryFn: () => callApi('getAdConfig') });

/** True while a session is signed in: account data loads only then. */
export function useSignedIn(): boolean {
  return useSession((state) => state.token !== null);
}

/** Account info (phone, telCode, email) of the signed-in user. */
export function useAccountInfo() {
  return useQuery({ ...accountInfoQuery(), enabled: useSignedIn() });
}

/** Balance in ten-thousandths of the brand's unit. */
export function useBalance() {
  return useQuery({ ...balanceQuery(), enabled: useSignedIn() });
}
